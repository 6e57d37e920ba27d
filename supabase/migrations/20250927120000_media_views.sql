-- Global view counts of the media player's items.
--
-- Visitors use the anonymous key: they may read the counts and count a view through
-- increment_view_count, and nothing else. The function runs as the table's owner, so the anon role
-- needs no write privilege; one INSERT ... ON CONFLICT DO UPDATE makes each increment atomic under
-- concurrent calls (the row lock serialises increments of the same item).

create table public.media_views (
  playlist_id text not null,
  media_url text not null,
  view_count bigint not null default 0,
  updated_at timestamptz not null default now(),
  primary key (playlist_id, media_url),
  constraint media_views_playlist_id_length check (char_length(playlist_id) between 1 and 200),
  constraint media_views_media_url_length check (char_length(media_url) between 1 and 2048),
  constraint media_views_view_count_not_negative check (view_count >= 0)
);

comment on table public.media_views is 'Global view count per media item (playlist id and media url) of the media player.';

alter table public.media_views enable row level security;

create policy "Anyone can read view counts"
  on public.media_views
  for select
  to anon, authenticated
  using (true);

-- Supabase grants every privilege on new tables in public to its API roles by default: take them back.
revoke all on table public.media_views from anon, authenticated;
grant select on table public.media_views to anon, authenticated;

create function public.increment_view_count(p_playlist_id text, p_media_url text)
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

  insert into public.media_views as views (playlist_id, media_url, view_count)
  values (p_playlist_id, p_media_url, 1)
  on conflict (playlist_id, media_url)
  do update set view_count = views.view_count + 1, updated_at = now()
  returning views.view_count into new_count;

  return new_count;
end;
$$;

comment on function public.increment_view_count(text, text) is 'Counts one view of a media item and returns its new count.';

-- Functions are executable by PUBLIC by default: only the API roles may call this one.
revoke all on function public.increment_view_count(text, text) from public, anon, authenticated;
grant execute on function public.increment_view_count(text, text) to anon, authenticated;
