-- A task's assignee (To Do's 「割り当て」): one of the people of the task's list (its owner or
-- a member). Whoever edits the list may assign or unassign. An account holder given a task by
-- someone else is mailed through the outbox (kind todo_assigned), in their language, under
-- their mail settings and with its own unsubscribe link; guests (edit-link members without an
-- address) can be assigned and are not mailed. At most 20 such mails an hour reach one
-- address, so nobody can flood a member by reassigning.

alter table public.todos
  add column assignee_id uuid references auth.users (id) on delete set null;

create index todos_assignee_id on public.todos (assignee_id) where assignee_id is not null;

grant insert (assignee_id) on public.todos to authenticated;
grant update (assignee_id) on public.todos to authenticated;

-- The assignee changes like the other fields (a change based on an older revision is refused).
drop trigger todos_check_revision on public.todos;
create trigger todos_check_revision
  before insert or update on public.todos
  for each row execute function public.check_revision(
    'title', 'description', 'completed', 'due_date', 'repeat_rule', 'assignee_id'
  );

-- The people of a list: its owner and its members.
create or replace function public.is_todo_list_person(p_list_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.todo_lists l where l.id = p_list_id and l.user_id = p_user_id)
    or exists (
      select 1 from public.todo_list_members m
      where m.list_id = p_list_id and m.user_id = p_user_id
    )
$$;

revoke execute on function public.is_todo_list_person(uuid, uuid) from public, anon, authenticated;

create or replace function public.todos_check_assignee() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null
    and not public.is_todo_list_person(new.list_id, new.assignee_id) then
    raise exception 'the assignee must be the list''s owner or a member'
      using errcode = '23514', hint = 'todo_assignee_not_member';
  end if;
  return new;
end
$$;

revoke execute on function public.todos_check_assignee() from public, anon, authenticated;

create trigger todos_check_assignee
  before insert or update of assignee_id, list_id on public.todos
  for each row execute function public.todos_check_assignee();

-- A task moved to another list keeps its assignee only if they are one of that list's people.
create or replace function public.todos_drop_foreign_assignee() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.list_id is distinct from old.list_id and new.assignee_id is not null
    and not public.is_todo_list_person(new.list_id, new.assignee_id) then
    new.assignee_id := null;
  end if;
  return new;
end
$$;

revoke execute on function public.todos_drop_foreign_assignee() from public, anon, authenticated;

-- Before todos_check_assignee (name order).
create trigger todos_assignee_follows_list
  before update of list_id on public.todos
  for each row execute function public.todos_drop_foreign_assignee();

-- The people a task of the list may be given to, with the names the list knows them by
-- (their name on joining, else the account's full name) and whether they can be mailed.
create or replace function public.list_todo_assignees(p_list_id uuid)
returns table (user_id uuid, name text, mailed boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa_session();
  if not p_list_id = any (array(select public.my_todo_list_ids())) then
    raise exception 'no such list' using errcode = 'PT404', hint = 'todo_list_unavailable';
  end if;
  return query
  select p.user_id, public.todo_editor_name(p_list_id, p.user_id),
    public.mail_account_reachable(p.user_id, null)
  from (
    select l.user_id, 0 as rank, l.created_at as since
    from public.todo_lists l where l.id = p_list_id
    union all
    select m.user_id, 1, m.joined_at from public.todo_list_members m where m.list_id = p_list_id
  ) p
  order by p.rank, p.since;
end
$$;

revoke execute on function public.list_todo_assignees(uuid) from public, anon;
grant execute on function public.list_todo_assignees(uuid) to authenticated;

-- The kind joins the outbox's kind checks in 20261130009400_todo_mail_kinds.sql (after the
-- other mail kinds of the same day, whose migrations redefine those checks).

-- Someone else gave the task to an account holder: one mail, at once (the sender's next run).
create or replace function public.todos_assigned_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_to record;
  v_list_name text;
begin
  if new.assignee_id is null or new.completed
    or (tg_op = 'UPDATE' and new.assignee_id is not distinct from old.assignee_id)
    or new.assignee_id is not distinct from auth.uid()
    or not public.mail_account_reachable(new.assignee_id, null) then
    return null;
  end if;
  select u.email, coalesce(m.language, 'ja') as language into v_to
  from auth.users u left join public.mail_settings m on m.user_id = u.id
  where u.id = new.assignee_id;
  if (
    select count(*) from public.mail_outbox o
    where o.kind = 'todo_assigned'
      and o.recipient_key = public.mail_address_key(v_to.email)
      and o.created_at > now() - interval '1 hour'
  ) >= 20 then
    return null;
  end if;
  select l.name into v_list_name from public.todo_lists l where l.id = new.list_id;
  perform public.mail_enqueue(
    'todo_assigned',
    'todo_assigned/' || new.id || '/' || gen_random_uuid(),
    v_to.email,
    new.assignee_id,
    v_to.language,
    new.list_id,
    jsonb_build_object(
      'recipient_name', public.todo_editor_name(new.list_id, new.assignee_id),
      'assigned_by', case when auth.uid() is null then null
        else public.todo_editor_name(new.list_id, auth.uid()) end,
      'task', jsonb_build_object('id', new.id, 'title', new.title, 'due_date', new.due_date),
      'list', jsonb_build_object('id', new.list_id, 'name', v_list_name)
    ),
    now()
  );
  return null;
end
$$;

revoke execute on function public.todos_assigned_mail() from public, anon, authenticated;

create trigger todos_assigned_mail
  after insert or update of assignee_id on public.todos
  for each row execute function public.todos_assigned_mail();
