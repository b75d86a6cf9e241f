-- To-dos: private per user; one share id per owner's whole list.

create table public.todos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (not public.is_blank(title) and char_length(title) <= 200),
  description text check (description is null or char_length(description) <= 2000),
  completed boolean not null default false,
  created_at timestamptz not null default now(),
  share_id text not null
);

comment on column public.todos.share_id is
  'The owner''s list-level share id: every to-do of one owner carries the same value.';

-- The app lists a user's to-dos newest first; shared reads look the owner up by share id.
create index todos_user_id_created_at_idx on public.todos (user_id, created_at desc);
create index todos_share_id_idx on public.todos (share_id);

-- A new to-do joins its owner's list: it takes the share id the owner's to-dos already have,
-- or a fresh one for the owner's first to-do. Runs as the inserting role, so under RLS it can
-- only ever see (and copy from) the inserting user's own rows.
create or replace function public.todos_assign_share_id() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Two first inserts of the same owner racing would otherwise mint two ids.
  perform pg_advisory_xact_lock(hashtextextended('todos.share_id:' || new.user_id::text, 0));
  new.share_id := (
    select t.share_id from public.todos t where t.user_id = new.user_id limit 1
  );
  if new.share_id is null then
    new.share_id := public.new_share_id();
  end if;
  return new;
end
$$;

create trigger todos_assign_share_id
  before insert on public.todos
  for each row execute function public.todos_assign_share_id();

alter table public.todos enable row level security;

create policy "todos: owners read their own" on public.todos
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "todos: owners add their own" on public.todos
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "todos: owners change their own" on public.todos
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "todos: owners delete their own" on public.todos
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Supabase projects may still auto-grant new public tables to every API role; start from
-- nothing and grant exactly what the app needs. share_id and created_at are never client-set.
revoke all on public.todos from public, anon, authenticated, service_role;
grant select, delete on public.todos to authenticated;
grant insert (id, user_id, title, description, completed) on public.todos to authenticated;
grant update (title, description, completed) on public.todos to authenticated;
grant select, insert, update, delete on public.todos to service_role;

-- The public read-only view of a shared list: all to-dos of the share id's owner, newest first,
-- without user ids. An unknown, empty or null id gives an empty set.
create or replace function public.get_shared_todos(p_share_id text)
returns table (
  id uuid,
  title text,
  description text,
  completed boolean,
  created_at timestamptz
)
language sql stable
security definer
set search_path = ''
as $$
  select t.id, t.title, t.description, t.completed, t.created_at
  from public.todos t
  where t.user_id = (
    select o.user_id from public.todos o where o.share_id = p_share_id limit 1
  )
  order by t.created_at desc, t.id
$$;

revoke execute on function public.get_shared_todos(text) from public;
grant execute on function public.get_shared_todos(text) to anon, authenticated, service_role;
revoke execute on function public.todos_assign_share_id() from public, anon, authenticated;
