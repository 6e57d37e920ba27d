-- The anonymous and authenticated roles read view counts only through live_media_views: the counts
-- of the items the site lists (static/media-playlist.json, kept by npm run media:sync), never those
-- of retired items, and no longer the table itself.

-- Runs with its owner's rights (PostgreSQL's default for a view), so the roles need no right on the
-- tables; a security barrier keeps a caller's own conditions from seeing rows the join leaves out.
create view public.live_media_views
with (security_barrier = true)
as
select views.playlist_id, views.media_url, views.view_count
from public.media_views as views
join public.media_items as items on items.playlist_id = views.playlist_id and items.media_url = views.media_url
where not items.retired;

comment on view public.live_media_views is 'The view counts of the media items the site lists (not retired): what visitors may read.';

revoke all on table public.live_media_views from public, anon, authenticated;
grant select on table public.live_media_views to anon, authenticated;

drop policy "Anyone can read view counts" on public.media_views;
revoke all on table public.media_views from anon, authenticated;

-- Runs with the caller's rights, so it reads through the view too.
create or replace function public.view_counts(p_items jsonb)
returns table (playlist_id text, media_url text, view_count bigint)
language sql
stable
set search_path = ''
as $$
  select views.playlist_id, views.media_url, views.view_count
  from public.live_media_views as views
  where (views.playlist_id, views.media_url) in (
    select asked.playlist_id, asked.media_url from jsonb_to_recordset(p_items) as asked (playlist_id text, media_url text)
  )
$$;

comment on function public.view_counts(jsonb) is 'The view counts of the asked items (a list of playlist_id and media_url) that the site lists, as the player shows them.';

revoke all on function public.view_counts(jsonb) from public, anon, authenticated;
grant execute on function public.view_counts(jsonb) to anon, authenticated;
