-- Named to-do lists, each with its own share link that the owner can stop or reissue.
--
-- Before this migration every owner had one unnamed list: all of an owner's todos carried the
-- same share id. Those todos now move into the owner's first list, which takes over that share
-- id, so links made before keep showing the same tasks.

create table public.todo_lists (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- NULL: the default name, shown in the reader's language (マイリスト / My list).
  name text check (name is null or (not public.is_blank(name) and char_length(name) <= 100)),
  position integer not null default 0,
  -- NULL: not shared. Otherwise anyone who knows it can read the list (never guessable).
  share_id text unique,
  created_at timestamptz not null default now(),
  -- For todos' composite foreign key: a to-do and its list always have the same owner.
  unique (id, user_id)
);

create index todo_lists_user_id_position_idx on public.todo_lists (user_id, position, created_at);

alter table public.todo_lists enable row level security;

create policy "todo_lists: owners read their own" on public.todo_lists
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "todo_lists: owners add their own" on public.todo_lists
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "todo_lists: owners change their own" on public.todo_lists
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "todo_lists: owners delete their own" on public.todo_lists
  for delete to authenticated using ((select auth.uid()) = user_id);

-- share_id is only ever set by the functions below, never by a client.
revoke all on public.todo_lists from public, anon, authenticated, service_role;
grant select, delete on public.todo_lists to authenticated;
grant insert (id, user_id, name) on public.todo_lists to authenticated;
grant update (name, position) on public.todo_lists to authenticated;
grant select, insert, update, delete on public.todo_lists to service_role;

-- A new list goes to the end of its owner's lists.
create or replace function public.todo_lists_place_last() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.position := coalesce(
    (select max(l.position) + 1 from public.todo_lists l where l.user_id = new.user_id),
    0
  );
  return new;
end
$$;

create trigger todo_lists_place_last
  before insert on public.todo_lists
  for each row execute function public.todo_lists_place_last();

-- Todos: the list they belong to, their place in it and an optional due date (a calendar
-- day; "today" is judged in Japan time by the app).
alter table public.todos add column list_id uuid;
alter table public.todos add column position integer not null default 0;
alter table public.todos add column due_date date;

-- The data move: one first list per owner, taking over the owner's share id.
insert into public.todo_lists (user_id, name, position, share_id, created_at)
select distinct on (t.user_id) t.user_id, null, 0, t.share_id, t.created_at
from public.todos t
order by t.user_id, t.created_at, t.id;

update public.todos t
set list_id = l.id, share_id = l.share_id
from public.todo_lists l
where l.user_id = t.user_id;

-- Newest first, as the list showed them until now.
update public.todos t
set position = o.place
from (
  select id, (row_number() over (partition by user_id order by created_at desc, id) - 1)::int
    as place
  from public.todos
) o
where o.id = t.id;

alter table public.todos alter column list_id set not null;
alter table public.todos
  add constraint todos_list_owner_fkey foreign key (list_id, user_id)
  references public.todo_lists (id, user_id) on delete cascade;
-- share_id is now a copy of the list's share id: NULL while the list is not shared.
alter table public.todos alter column share_id drop not null;
comment on column public.todos.share_id is
  'A copy of the share id of the to-do''s list (NULL while the list is not shared).';

create index todos_list_id_position_idx on public.todos (list_id, position, created_at desc);

-- The first list of a user, created when there is none. p_share decides whether a new list
-- starts shared: todos inserted without a list (clients of the earlier version) expect a share
-- id at once, as every owner had before. The lock keeps two first inserts from making two lists.
create or replace function public.todo_first_list(p_user_id uuid, p_share boolean)
returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_list_id uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended('todo_lists.first:' || p_user_id::text, 0));
  select l.id into v_list_id from public.todo_lists l
  where l.user_id = p_user_id
  order by l.position, l.created_at, l.id
  limit 1;
  if v_list_id is null then
    insert into public.todo_lists (user_id, share_id)
    values (p_user_id, case when p_share then public.new_share_id() end)
    returning id into v_list_id;
  end if;
  return v_list_id;
end
$$;

revoke execute on function public.todo_first_list(uuid, boolean)
  from public, anon, authenticated;

-- The app's way to get a list to add the first task to: the user's first list, or a new,
-- unshared one.
create or replace function public.ensure_todo_list() returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign-in required' using errcode = '42501';
  end if;
  return public.todo_first_list(auth.uid(), false);
end
$$;

revoke execute on function public.ensure_todo_list() from public, anon;
grant execute on function public.ensure_todo_list() to authenticated;

-- Replaces the one-list-per-owner share id trigger: a new to-do goes to the top of its list
-- (the owner's first list when none is named) and copies the list's share id.
drop trigger todos_assign_share_id on public.todos;
drop function public.todos_assign_share_id();

create or replace function public.todos_place_in_list() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Someone writing another user's row is refused by row-level security after this trigger;
  -- do nothing for them here (not even create a list).
  if auth.uid() is not null and new.user_id is distinct from auth.uid() then
    return new;
  end if;
  if new.list_id is null then
    new.list_id := public.todo_first_list(new.user_id, true);
  end if;
  select l.share_id into new.share_id
  from public.todo_lists l
  where l.id = new.list_id and l.user_id = new.user_id;
  new.position := coalesce(
    (select min(t.position) - 1 from public.todos t where t.list_id = new.list_id),
    0
  );
  return new;
end
$$;

create trigger todos_place_in_list
  before insert on public.todos
  for each row execute function public.todos_place_in_list();

revoke execute on function public.todos_place_in_list() from public, anon, authenticated;
revoke execute on function public.todo_lists_place_last() from public, anon, authenticated;

-- Keeps todos.share_id equal to the list's share id when a link is made, stopped or reissued.
create or replace function public.todo_lists_sync_share_id() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.todos t set share_id = new.share_id where t.list_id = new.id;
  return null;
end
$$;

create trigger todo_lists_sync_share_id
  after update of share_id on public.todo_lists
  for each row when (old.share_id is distinct from new.share_id)
  execute function public.todo_lists_sync_share_id();

revoke execute on function public.todo_lists_sync_share_id() from public, anon, authenticated;

grant insert (list_id, due_date) on public.todos to authenticated;
grant update (due_date, position) on public.todos to authenticated;
