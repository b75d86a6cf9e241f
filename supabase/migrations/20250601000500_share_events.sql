-- A record of each share link a user generated (analytics of the share feature).

create table public.share_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('todo', 'schedule', 'bookmark')),
  share_id text check (share_id is null or char_length(share_id) <= 200),
  created_at timestamptz not null default now()
);

create index share_events_user_id_created_at_idx on public.share_events (user_id, created_at desc);

alter table public.share_events enable row level security;

create policy "share_events: owners read their own" on public.share_events
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "share_events: owners add their own" on public.share_events
  for insert to authenticated with check ((select auth.uid()) = user_id);

revoke all on public.share_events from public, anon, authenticated, service_role;
grant select on public.share_events to authenticated;
grant insert (id, user_id, kind, share_id) on public.share_events to authenticated;
grant select, insert, update, delete on public.share_events to service_role;
