-- Counts only of the media the site lists.
--
-- Until now increment_view_count created a row for any playlist id and URL a caller made up, so the
-- anonymous key could grow media_views without bound, and the player read every row of a playlist.
-- From here on:
--   * media_items lists the items of static/media-playlist.json, filled by `npm run media:sync`
--     (sync_media_items below); an item that leaves the file is retired, never deleted, so its count
--     stays and comes back with it;
--   * every count belongs to a listed item (foreign key), and increment_view_count only updates the
--     count of a listed, unretired item: it never inserts, and an unknown pair is an error;
--   * view_counts reads the counts of exactly the items the player asks for.

create table public.media_items (
  playlist_id text not null,
  media_url text not null,
  retired boolean not null default false,
  primary key (playlist_id, media_url),
  constraint media_items_playlist_id_length check (char_length(playlist_id) between 1 and 200),
  constraint media_items_media_url_length check (char_length(media_url) between 1 and 2048)
);

comment on table public.media_items is 'The media player items the site lists (static/media-playlist.json), filled by npm run media:sync; retired items left the file.';

-- Nobody but the owner (the sync) touches this table: no policy, and no privilege for the API roles.
alter table public.media_items enable row level security;
revoke all on table public.media_items from anon, authenticated;

-- Counts made before this migration belong to items nobody has listed yet: retired until the first
-- sync lists them again (rows made up by callers of the old function stay retired, out of reach).
insert into public.media_items (playlist_id, media_url, retired)
select playlist_id, media_url, true from public.media_views;

alter table public.media_views
  add constraint media_views_item_fkey foreign key (playlist_id, media_url) references public.media_items (playlist_id, media_url);

create or replace function public.increment_view_count(p_playlist_id text, p_media_url text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_count bigint;
begin
  if p_playlist_id is null or btrim(p_playlist_id) = '' then
    raise exception 'increment_view_count: p_playlist_id must not be empty' using errcode = '22023';
  end if;
  if char_length(p_playlist_id) > 200 then
    raise exception 'increment_view_count: p_playlist_id must be at most 200 characters' using errcode = '22023';
  end if;
  if p_media_url is null or btrim(p_media_url) = '' then
    raise exception 'increment_view_count: p_media_url must not be empty' using errcode = '22023';
  end if;
  if char_length(p_media_url) > 2048 then
    raise exception 'increment_view_count: p_media_url must be at most 2048 characters' using errcode = '22023';
  end if;

  -- The row lock of the UPDATE serialises increments of the same item, so none is lost.
  update public.media_views as views
  set view_count = views.view_count + 1, updated_at = now()
  from public.media_items as items
  where views.playlist_id = p_playlist_id
    and views.media_url = p_media_url
    and items.playlist_id = views.playlist_id
    and items.media_url = views.media_url
    and not items.retired
  returning views.view_count into new_count;

  if new_count is null then
    -- 42704 (undefined_object): the code the player recognises and ignores without a word.
    raise exception 'increment_view_count: % of playlist % is not an item the site lists', p_media_url, p_playlist_id
      using errcode = '42704', hint = 'Items are listed from static/media-playlist.json by npm run media:sync.';
  end if;
  return new_count;
end;
$$;

comment on function public.increment_view_count(text, text) is 'Counts one view of a media item the site lists and returns its new count; an unlisted item is an error (42704).';

revoke all on function public.increment_view_count(text, text) from public, anon, authenticated;
grant execute on function public.increment_view_count(text, text) to anon, authenticated;

-- p_items: [{"playlist_id": "...", "media_url": "..."}, ...]; items without a count are left out.
create function public.view_counts(p_items jsonb)
returns table (playlist_id text, media_url text, view_count bigint)
language sql
stable
set search_path = ''
as $$
  select views.playlist_id, views.media_url, views.view_count
  from public.media_views as views
  where (views.playlist_id, views.media_url) in (
    select asked.playlist_id, asked.media_url from jsonb_to_recordset(p_items) as asked (playlist_id text, media_url text)
  )
$$;

comment on function public.view_counts(jsonb) is 'The view counts of the asked items (a list of playlist_id and media_url), as the player shows them.';

revoke all on function public.view_counts(jsonb) from public, anon, authenticated;
grant execute on function public.view_counts(jsonb) to anon, authenticated;

-- p_items as for view_counts: every item of the playlist file. Idempotent: a second run with the
-- same items writes nothing. Returns how many items were added, restored (listed again after being
-- retired) and retired.
create function public.sync_media_items(p_items jsonb)
returns table (added integer, restored integer, retired integer)
language plpgsql
set search_path = ''
as $$
begin
  if p_items is null or jsonb_typeof(p_items) <> 'array' then
    raise exception 'sync_media_items: p_items must be a list of {playlist_id, media_url}' using errcode = '22023';
  end if;

  -- One sync at a time; counting views goes on meanwhile.
  lock table public.media_items in share row exclusive mode;

  create temporary table listed on commit drop as
  select distinct item.playlist_id, item.media_url
  from jsonb_to_recordset(p_items) as item (playlist_id text, media_url text);

  if exists (select from listed where playlist_id is null or media_url is null) then
    raise exception 'sync_media_items: every item needs a playlist_id and a media_url' using errcode = '22023';
  end if;

  insert into public.media_items (playlist_id, media_url)
  select playlist_id, media_url from listed
  on conflict do nothing;
  get diagnostics added = row_count;

  update public.media_items as items
  set retired = false
  from listed
  where items.retired and items.playlist_id = listed.playlist_id and items.media_url = listed.media_url;
  get diagnostics restored = row_count;

  update public.media_items as items
  set retired = true
  where not items.retired
    and not exists (select from listed where listed.playlist_id = items.playlist_id and listed.media_url = items.media_url);
  get diagnostics retired = row_count;

  insert into public.media_views (playlist_id, media_url)
  select playlist_id, media_url from listed
  on conflict do nothing;

  return next;
end;
$$;

comment on function public.sync_media_items(jsonb) is 'Lists the items of the playlist file (npm run media:sync): adds new ones, retires those that left it, keeps every count.';

revoke all on function public.sync_media_items(jsonb) from public, anon, authenticated;
