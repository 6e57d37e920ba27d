-- What a Supabase project has before any migration runs, as far as these migrations rely on it:
-- the API roles, their use of the public schema, and the default privileges that give them
-- everything created in it (which is why migrations must revoke what they do not mean to grant).
create role anon nologin noinherit;
create role authenticated nologin noinherit;
grant usage on schema public to anon, authenticated;
alter default privileges in schema public grant all on tables to anon, authenticated;
alter default privileges in schema public grant all on sequences to anon, authenticated;
alter default privileges in schema public grant all on functions to anon, authenticated;
