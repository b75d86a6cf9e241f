-- Rights that end, end. When the owner stops or replaces the edit link, or removes a member:
--
-- * The tasks of a list are read through list_todo_tasks(), which refuses (PT403, hint
--   'todo_list_unavailable') a caller who is neither the list's owner nor a member, instead of
--   answering an empty list: the member's page keeps what it shows (and what is being typed)
--   and says that the rights ended, rather than showing an empty list.
-- * A member removed by the owner cannot join again through the link they joined with (or the
--   link of the moment, for one who came by invitation): todo_list_removals remembers it, and
--   a trigger on todo_list_members refuses the join (hint 'todo_member_removed'). A new edit
--   link lets them join again; the page offers to issue one in the same step.
-- * Every removal says 'access_changed' on the list's live topic. The local Realtime service
--   then checks again who may listen and ends the channels of those who may not; see
--   docs/architecture.md for hosted Supabase.

create or replace function public.list_todo_tasks(p_list_id uuid)
returns setof public.todos
language plpgsql stable
set search_path = ''
as $$
begin
  if not (public.owns_todo_list(p_list_id) or public.is_todo_list_member(p_list_id)) then
    raise exception 'this to-do list is not available to you'
      using errcode = 'PT403', hint = 'todo_list_unavailable';
  end if;
  -- Row-level security still applies: the function runs as the caller.
  return query select * from public.todos t where t.list_id = p_list_id;
end
$$;

revoke execute on function public.list_todo_tasks(uuid) from public, anon;
grant execute on function public.list_todo_tasks(uuid) to authenticated, service_role;

-- The edit link a member joined with (null for one who came by invitation).
alter table public.todo_list_members add column joined_with text;

create table public.todo_list_removals (
  list_id uuid not null references public.todo_lists (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The link they may no longer join through.
  edit_share_id text not null,
  removed_at timestamptz not null default now(),
  primary key (list_id, user_id, edit_share_id)
);

-- Read only by the functions below and the service role.
alter table public.todo_list_removals enable row level security;
revoke all on public.todo_list_removals from public, anon, authenticated, service_role;
grant select, insert, delete on public.todo_list_removals to service_role;

-- Notes the link on joining, and refuses a join through a link its owner removed them from.
create or replace function public.todo_list_members_check_join() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link text;
begin
  select l.edit_share_id into v_link from public.todo_lists l where l.id = new.list_id;
  if new.via = 'link' then
    new.joined_with := v_link;
    if exists (
      select 1 from public.todo_list_removals r
      where r.list_id = new.list_id and r.user_id = new.user_id and r.edit_share_id = v_link
    ) then
      raise exception 'the list''s owner removed you: this edit link no longer lets you join'
        using errcode = '42501', hint = 'todo_member_removed';
    end if;
  end if;
  return new;
end
$$;

create trigger todo_list_members_check_join
  before insert on public.todo_list_members
  for each row execute function public.todo_list_members_check_join();

-- A member removed by someone else (the owner), not one who left or lost a stopped link.
create or replace function public.todo_list_members_note_removal() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link text;
begin
  if auth.uid() is null or auth.uid() = old.user_id then
    return null;
  end if;
  select coalesce(old.joined_with, l.edit_share_id) into v_link
  from public.todo_lists l where l.id = old.list_id;
  if v_link is not null then
    insert into public.todo_list_removals (list_id, user_id, edit_share_id)
    values (old.list_id, old.user_id, v_link)
    on conflict do nothing;
  end if;
  return null;
end
$$;

create trigger todo_list_members_note_removal
  after delete on public.todo_list_members
  for each row execute function public.todo_list_members_note_removal();

-- Whoever may hear the list is asked again (the message itself carries no data).
create or replace function public.live_todo_access_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list_id uuid;
begin
  for v_list_id in select distinct c.list_id from changed c loop
    perform public.live_send('todo-list:' || v_list_id, 'access_changed');
  end loop;
  return null;
end
$$;

create trigger todo_list_members_access_changed
  after delete on public.todo_list_members referencing old table as changed
  for each statement execute function public.live_todo_access_changed();

revoke execute on function public.todo_list_members_check_join() from public, anon, authenticated;
revoke execute on function public.todo_list_members_note_removal() from public, anon, authenticated;
revoke execute on function public.live_todo_access_changed() from public, anon, authenticated;
