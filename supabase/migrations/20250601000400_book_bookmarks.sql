-- Saved book-concierge searches, private per user, shareable by share id.

create table public.book_bookmarks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  query text not null check (not public.is_blank(query) and char_length(query) <= 500),
  criteria text check (criteria is null or char_length(criteria) <= 20000),
  search_request jsonb check (search_request is null or octet_length(search_request::text) <= 20000),
  recommendations jsonb
    check (recommendations is null or octet_length(recommendations::text) <= 1000000),
  share_id text not null unique default public.new_share_id(),
  created_at timestamptz not null default now()
);

create index book_bookmarks_user_id_created_at_idx
  on public.book_bookmarks (user_id, created_at desc);

alter table public.book_bookmarks enable row level security;

create policy "book_bookmarks: owners read their own" on public.book_bookmarks
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "book_bookmarks: owners add their own" on public.book_bookmarks
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "book_bookmarks: owners delete their own" on public.book_bookmarks
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Bookmarks are saved and deleted, never edited.
revoke all on public.book_bookmarks from public, anon, authenticated, service_role;
grant select, delete on public.book_bookmarks to authenticated;
grant insert (id, user_id, query, criteria, search_request, recommendations)
  on public.book_bookmarks to authenticated;
grant select, insert, update, delete on public.book_bookmarks to service_role;

-- The public read-only view of one bookmark; null for an unknown share id. No user id.
create or replace function public.get_shared_bookmark(p_share_id text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'query', b.query,
    'criteria', b.criteria,
    'search_request', b.search_request,
    'recommendations', b.recommendations,
    'created_at', b.created_at
  )
  from public.book_bookmarks b
  where b.share_id = p_share_id
$$;

revoke execute on function public.get_shared_bookmark(text) from public;
grant execute on function public.get_shared_bookmark(text) to anon, authenticated, service_role;
