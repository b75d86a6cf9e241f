-- A history per to-do list and per poll: who changed what and when, written by the database
-- (triggers, in the transaction of the change, whatever path the change took), read under RLS
-- by the list's owner and members and by the poll's owner, with 「元に戻す」 (undo_change) for
-- one's own latest change.
--
-- Actions (action, and what before/after hold):
--   list:  task_added (after: the task), task_renamed / task_edited / task_ticked /
--          task_unticked (before/after: the fields changed), task_moved (a reorder; before:
--          {positions: {id: old position}}, target: the task that moved furthest),
--          task_deleted (before: the task), list_renamed (name), view_link_created /
--          view_link_reissued / view_link_stopped, edit_link_created / edit_link_reissued /
--          edit_link_stopped, member_joined / member_left / member_removed (target_label: name)
--   poll:  poll_changed (before/after: the settings changed), option_added / option_changed /
--          option_deleted (target_label: the candidate as stored), answer_added /
--          answer_changed / answer_deleted (target_label: the respondent's name; before/after:
--          {name, comment, answers: {option id: mark}})
-- undo_of names the entry an undo reversed (the undo is itself a change, so it is recorded).

create table public.change_history (
  id bigint generated always as identity primary key,
  list_id uuid references public.todo_lists (id) on delete cascade,
  schedule_id uuid references public.schedules (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  -- The name shown for who did it, as it was then (null: the list's owner without a name).
  actor_name text,
  action text not null check (char_length(action) <= 40),
  target_id uuid,
  target_label text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now(),
  -- The transaction: a poll answer replaced (deleted and written again in one transaction) is
  -- one 'answer_changed', not a deletion and an addition.
  txid bigint not null default txid_current(),
  undone_at timestamptz,
  undo_of bigint references public.change_history (id) on delete set null,
  constraint change_history_one_parent check (num_nonnulls(list_id, schedule_id) = 1)
);

create index change_history_list_idx on public.change_history (list_id, id desc)
  where list_id is not null;
create index change_history_schedule_idx on public.change_history (schedule_id, id desc)
  where schedule_id is not null;
create index change_history_actor_idx on public.change_history (actor_id);

alter table public.change_history enable row level security;

-- As the other account tables' policies: no function called per row (each array is computed
-- once per statement and searched with the indexes above), and a password-only session of a
-- user with a second factor reads nothing (the restrictive aal2 policy).
create policy "change_history: the list's owner and members read" on public.change_history
  for select to authenticated
  using (
    list_id = any (array(
      select l.id from public.todo_lists l where l.user_id = (select auth.uid())
      union all
      select m.list_id from public.todo_list_members m where m.user_id = (select auth.uid())
    ))
  );
create policy "change_history: the poll's owner reads" on public.change_history
  for select to authenticated
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
create policy "change_history: aal2 once a second factor is on" on public.change_history
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

-- Written only by the triggers below (security definer); nobody writes it through the API.
revoke all on public.change_history from public, anon, authenticated, service_role;
grant select on public.change_history to authenticated;
grant select, delete on public.change_history to service_role;

-- Who is acting, for the entry: the user (by the name the list or poll knows them by).
create or replace function public.history_list_actor(p_list_id uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select case when auth.uid() is null then null
    else public.todo_editor_name(p_list_id, auth.uid()) end
$$;

create or replace function public.history_add(
  p_list_id uuid,
  p_schedule_id uuid,
  p_actor_name text,
  p_action text,
  p_target_id uuid,
  p_target_label text,
  p_before jsonb,
  p_after jsonb
) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
begin
  -- A list or poll being deleted takes its history with it: nothing to add.
  if p_list_id is not null and not exists (select 1 from public.todo_lists l where l.id = p_list_id)
  then
    return;
  end if;
  if p_schedule_id is not null
    and not exists (select 1 from public.schedules s where s.id = p_schedule_id) then
    return;
  end if;
  insert into public.change_history (
    list_id, schedule_id, actor_id, actor_name, action, target_id, target_label, before, after,
    undo_of
  ) values (
    p_list_id, p_schedule_id, auth.uid(), p_actor_name, p_action, p_target_id,
    left(p_target_label, 200), p_before, p_after,
    nullif(current_setting('app.undo_of', true), '')::bigint
  );
end
$$;

-- The fields of `p_fields` that differ between two rows, as {before, after}.
create or replace function public.history_changed_fields(p_old jsonb, p_new jsonb, p_fields text[])
returns table (before jsonb, after jsonb, fields text[])
language sql immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(f, p_old -> f), '{}'::jsonb),
    coalesce(jsonb_object_agg(f, p_new -> f), '{}'::jsonb),
    coalesce(array_agg(f order by f), '{}')
  from unnest(p_fields) as f
  where p_old -> f is distinct from p_new -> f
$$;

-- Tasks.
create or replace function public.history_todos() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list_id uuid := coalesce(new.list_id, old.list_id);
  v_changed record;
  v_action text;
begin
  if tg_op = 'INSERT' then
    perform public.history_add(v_list_id, null, public.history_list_actor(v_list_id),
      'task_added', new.id, new.title, null,
      jsonb_build_object('title', new.title, 'description', new.description,
        'due_date', new.due_date, 'completed', new.completed));
    return null;
  end if;
  if tg_op = 'DELETE' then
    perform public.history_add(v_list_id, null, public.history_list_actor(v_list_id),
      'task_deleted', old.id, old.title,
      jsonb_build_object('id', old.id, 'list_id', old.list_id, 'user_id', old.user_id,
        'title', old.title, 'description', old.description, 'completed', old.completed,
        'due_date', old.due_date, 'position', old.position, 'created_at', old.created_at),
      null);
    return null;
  end if;
  select * into v_changed from public.history_changed_fields(
    to_jsonb(old), to_jsonb(new), array['title', 'description', 'completed', 'due_date']);
  if cardinality(v_changed.fields) = 0 then
    -- A reorder: recorded once per statement (history_todos_reordered).
    return null;
  end if;
  v_action := case
    when v_changed.fields = array['completed'] then
      case when new.completed then 'task_ticked' else 'task_unticked' end
    when v_changed.fields = array['title'] then 'task_renamed'
    else 'task_edited'
  end;
  perform public.history_add(v_list_id, null, public.history_list_actor(v_list_id), v_action,
    new.id, new.title, v_changed.before, v_changed.after);
  return null;
end
$$;

create trigger history_todos
  after insert or update or delete on public.todos
  for each row execute function public.history_todos();

-- A reorder (positions changed, nothing else): one entry per list and statement, naming the
-- task that moved furthest, with the positions before (up to 1,000 tasks, for undo).
create or replace function public.history_todos_reordered() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list_id uuid;
  v_moved uuid;
  v_title text;
  v_positions jsonb;
  v_count integer;
begin
  for v_list_id in
    select distinct n.list_id from after_rows n join before_rows o on o.id = n.id
    where o.position <> n.position
  loop
    select count(*),
      jsonb_object_agg(o.id::text, o.position)
    into v_count, v_positions
    from after_rows n join before_rows o on o.id = n.id
    where n.list_id = v_list_id and o.position <> n.position;
    with ranked as (
      select n.id, n.title,
        rank() over (order by o.position) as old_rank,
        rank() over (order by n.position) as new_rank
      from after_rows n join before_rows o on o.id = n.id
      where n.list_id = v_list_id
    )
    select r.id, r.title into v_moved, v_title from ranked r
    order by abs(r.old_rank - r.new_rank) desc, r.new_rank limit 1;
    perform public.history_add(v_list_id, null, public.history_list_actor(v_list_id),
      'task_moved', v_moved, v_title,
      case when v_count <= 1000 then jsonb_build_object('positions', v_positions) end, null);
  end loop;
  return null;
end
$$;

create trigger history_todos_reordered
  after update on public.todos
  referencing old table as before_rows new table as after_rows
  for each statement execute function public.history_todos_reordered();

-- Lists: the name and the links.
create or replace function public.history_todo_lists() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor text := public.history_list_actor(new.id);
begin
  if old.name is distinct from new.name then
    perform public.history_add(new.id, null, v_actor, 'list_renamed', new.id, new.name,
      jsonb_build_object('name', old.name), jsonb_build_object('name', new.name));
  end if;
  if old.share_id is distinct from new.share_id then
    perform public.history_add(new.id, null, v_actor,
      case when new.share_id is null then 'view_link_stopped'
        when old.share_id is null then 'view_link_created' else 'view_link_reissued' end,
      null, null, null, null);
  end if;
  if old.edit_share_id is distinct from new.edit_share_id then
    perform public.history_add(new.id, null, v_actor,
      case when new.edit_share_id is null then 'edit_link_stopped'
        when old.edit_share_id is null then 'edit_link_created' else 'edit_link_reissued' end,
      null, null, null, null);
  end if;
  return null;
end
$$;

create trigger history_todo_lists
  after update on public.todo_lists
  for each row execute function public.history_todo_lists();

-- Members: joined, left, removed.
create or replace function public.history_todo_list_members() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.history_add(new.list_id, null, new.display_name, 'member_joined',
      new.user_id, new.display_name, null, jsonb_build_object('via', new.via));
  elsif auth.uid() = old.user_id then
    perform public.history_add(old.list_id, null, old.display_name, 'member_left',
      old.user_id, old.display_name, null, null);
  else
    perform public.history_add(old.list_id, null, public.history_list_actor(old.list_id),
      'member_removed', old.user_id, old.display_name, null, null);
  end if;
  return null;
end
$$;

create trigger history_todo_list_members
  after insert or delete on public.todo_list_members
  for each row execute function public.history_todo_list_members();

-- Polls: the owner's name (null without one).
create or replace function public.history_poll_owner() returns text
language sql stable
security definer
set search_path = ''
as $$
  select nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
  from auth.users u where u.id = auth.uid()
$$;

create or replace function public.history_schedules() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed record;
begin
  select * into v_changed from public.history_changed_fields(
    to_jsonb(old), to_jsonb(new),
    array['title', 'description', 'answer_deadline', 'decided_option_id',
      'respondent_only_edits', 'share_id']);
  if cardinality(v_changed.fields) = 0 then
    return null;
  end if;
  -- The link itself is not written into the history, only that it changed.
  perform public.history_add(null, new.id, public.history_poll_owner(), 'poll_changed', new.id,
    new.title, v_changed.before - 'share_id', v_changed.after - 'share_id'
      || case when 'share_id' = any (v_changed.fields)
        then jsonb_build_object('link', 'reissued') else '{}'::jsonb end);
  return null;
end
$$;

create trigger history_schedules
  after update on public.schedules
  for each row execute function public.history_schedules();

create or replace function public.history_schedule_options() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.schedule_options%rowtype := case when tg_op = 'DELETE' then old else new end;
  v_label text := coalesce(to_char(v_row.date_time at time zone 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI'),
    '') || coalesce(' ' || v_row.label, '');
begin
  perform public.history_add(null, v_row.schedule_id, public.history_poll_owner(),
    case tg_op when 'INSERT' then 'option_added' when 'UPDATE' then 'option_changed'
      else 'option_deleted' end,
    v_row.id, btrim(v_label),
    case when tg_op <> 'INSERT' then jsonb_build_object('kind', old.kind,
      'date_time', old.date_time, 'end_time', old.end_time, 'label', old.label) end,
    case when tg_op <> 'DELETE' then jsonb_build_object('kind', new.kind,
      'date_time', new.date_time, 'end_time', new.end_time, 'label', new.label) end);
  return null;
end
$$;

create trigger history_schedule_options
  after insert or update or delete on public.schedule_options
  for each row execute function public.history_schedule_options();

-- Answers: one entry per respondent and statement. A set deleted and written again in one
-- transaction (how save_schedule_answer replaces it) becomes one 'answer_changed'.
create or replace function public.history_answer_state(p_rows jsonb) returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'name', p_rows -> 0 ->> 'respondent_name',
    'comment', p_rows -> 0 ->> 'comment',
    'answers', coalesce((select jsonb_object_agg(r ->> 'option_id', r ->> 'availability')
      from jsonb_array_elements(p_rows) as r), '{}'::jsonb)
  )
$$;

create or replace function public.history_schedule_answers() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_set record;
  v_state jsonb;
  v_previous bigint;
begin
  if tg_op = 'DELETE' then
    for v_set in
      select c.schedule_id, c.respondent_id, jsonb_agg(to_jsonb(c) order by c.option_id) as rows
      from changed c group by c.schedule_id, c.respondent_id
    loop
      v_state := public.history_answer_state(v_set.rows);
      perform public.history_add(null, v_set.schedule_id,
        case when public.owns_schedule(v_set.schedule_id) then public.history_poll_owner()
          else v_state ->> 'name' end,
        'answer_deleted', v_set.respondent_id, v_state ->> 'name',
        v_state || jsonb_build_object('rows', v_set.rows), null);
    end loop;
    return null;
  end if;
  for v_set in
    select c.schedule_id, c.respondent_id, jsonb_agg(to_jsonb(c) order by c.option_id) as rows
    from changed c group by c.schedule_id, c.respondent_id
  loop
    v_state := public.history_answer_state(v_set.rows);
    -- The same transaction removed this set just before: it was replaced.
    select h.id into v_previous from public.change_history h
    where h.schedule_id = v_set.schedule_id and h.target_id = v_set.respondent_id
      and h.action = 'answer_deleted' and h.txid = txid_current()
    order by h.id desc limit 1;
    if v_previous is not null then
      update public.change_history h
      set action = 'answer_changed', actor_name = v_state ->> 'name',
        target_label = v_state ->> 'name', before = h.before - 'rows', after = v_state
      where h.id = v_previous;
    else
      perform public.history_add(null, v_set.schedule_id, v_state ->> 'name', 'answer_added',
        v_set.respondent_id, v_state ->> 'name', null, v_state);
    end if;
  end loop;
  return null;
end
$$;

create trigger history_schedule_answers_added
  after insert on public.schedule_answers referencing new table as changed
  for each statement execute function public.history_schedule_answers();
create trigger history_schedule_answers_deleted
  after delete on public.schedule_answers referencing old table as changed
  for each statement execute function public.history_schedule_answers();

-- 「元に戻す」: reverses the caller's own latest change of a list or poll, if what it changed
-- is still as it left it (else PT409, hint 'undo_conflict': someone changed it since). The
-- reversal is a change too, recorded with undo_of; the entry is marked undone. Only changes of
-- tasks, the list's name, the poll's settings and an answer the owner deleted can be undone.
create or replace function public.undo_change(p_id bigint) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  h public.change_history%rowtype;
  v_field text;
  v_current jsonb;
begin
  -- Two-factor sign-in holds here too (the function reads past row-level security).
  if not public.session_meets_mfa_requirement() then
    raise exception 'AAL2 session is required: this account has two-factor sign-in on'
      using errcode = '42501', hint = 'insufficient_aal';
  end if;
  select * into h from public.change_history c where c.id = p_id for update;
  if h.id is null or h.actor_id is distinct from auth.uid() or auth.uid() is null
    or not (
      (h.list_id is not null
        and (public.owns_todo_list(h.list_id) or public.is_todo_list_member(h.list_id)))
      or (h.schedule_id is not null and public.owns_schedule(h.schedule_id))
    ) then
    raise exception 'change not found' using errcode = 'PT404';
  end if;
  if h.undone_at is not null or exists (
    select 1 from public.change_history later
    where later.actor_id = h.actor_id and later.id > h.id and later.undone_at is null
      and later.list_id is not distinct from h.list_id
      and later.schedule_id is not distinct from h.schedule_id
  ) then
    raise exception 'only your latest change can be undone'
      using errcode = 'PT409', hint = 'undo_not_latest';
  end if;
  perform set_config('app.undo_of', h.id::text, true);

  case h.action
    when 'task_added' then
      delete from public.todos t where t.id = h.target_id;
    when 'task_deleted' then
      if exists (select 1 from public.todos t where t.id = h.target_id) then
        raise exception 'the task exists again' using errcode = 'PT409', hint = 'undo_conflict';
      end if;
      insert into public.todos (id, list_id, user_id, title, description, completed, due_date,
        created_at)
      select (h.before ->> 'id')::uuid, h.list_id, (h.before ->> 'user_id')::uuid,
        h.before ->> 'title', h.before ->> 'description', (h.before ->> 'completed')::boolean,
        (h.before ->> 'due_date')::date, (h.before ->> 'created_at')::timestamptz;
      update public.todos t set position = (h.before ->> 'position')::integer
      where t.id = h.target_id;
    when 'task_renamed', 'task_edited', 'task_ticked', 'task_unticked' then
      select to_jsonb(t) into v_current from public.todos t where t.id = h.target_id;
      for v_field in select jsonb_object_keys(h.after) loop
        if v_current is null or v_current -> v_field is distinct from h.after -> v_field then
          raise exception 'the task was changed since' using errcode = 'PT409',
            hint = 'undo_conflict';
        end if;
      end loop;
      update public.todos t set
        title = case when h.before ? 'title' then h.before ->> 'title' else t.title end,
        description = case when h.before ? 'description' then h.before ->> 'description'
          else t.description end,
        completed = case when h.before ? 'completed' then (h.before ->> 'completed')::boolean
          else t.completed end,
        due_date = case when h.before ? 'due_date' then (h.before ->> 'due_date')::date
          else t.due_date end
      where t.id = h.target_id;
    when 'task_moved' then
      if h.before is null then
        raise exception 'this reorder cannot be undone' using errcode = '22023';
      end if;
      update public.todos t set position = (p.value)::integer
      from jsonb_each_text(h.before -> 'positions') as p
      where t.id = p.key::uuid and t.list_id = h.list_id;
    when 'list_renamed' then
      if (select l.name from public.todo_lists l where l.id = h.list_id)
        is distinct from h.after ->> 'name' then
        raise exception 'the list was renamed since' using errcode = 'PT409',
          hint = 'undo_conflict';
      end if;
      update public.todo_lists l set name = h.before ->> 'name' where l.id = h.list_id;
    when 'poll_changed' then
      select to_jsonb(s) into v_current from public.schedules s where s.id = h.schedule_id;
      for v_field in select jsonb_object_keys(h.after) loop
        if v_field <> 'link' and v_current -> v_field is distinct from h.after -> v_field then
          raise exception 'the poll was changed since' using errcode = 'PT409',
            hint = 'undo_conflict';
        end if;
      end loop;
      if h.after ? 'link' then
        raise exception 'a new link cannot be undone' using errcode = '22023';
      end if;
      update public.schedules s set
        title = case when h.before ? 'title' then h.before ->> 'title' else s.title end,
        description = case when h.before ? 'description' then h.before ->> 'description'
          else s.description end,
        answer_deadline = case when h.before ? 'answer_deadline'
          then (h.before ->> 'answer_deadline')::timestamptz else s.answer_deadline end,
        decided_option_id = case when h.before ? 'decided_option_id'
          then (h.before ->> 'decided_option_id')::uuid else s.decided_option_id end,
        respondent_only_edits = case when h.before ? 'respondent_only_edits'
          then (h.before ->> 'respondent_only_edits')::boolean else s.respondent_only_edits end
      where s.id = h.schedule_id;
    when 'answer_deleted' then
      if exists (select 1 from public.schedule_answers a where a.respondent_id = h.target_id) then
        raise exception 'the answer exists again' using errcode = 'PT409', hint = 'undo_conflict';
      end if;
      insert into public.schedule_answers
      select r.* from jsonb_populate_recordset(null::public.schedule_answers, h.before -> 'rows') r
      join public.schedule_options o on o.id = r.option_id and o.schedule_id = h.schedule_id;
    else
      raise exception 'this change cannot be undone' using errcode = '22023';
  end case;

  update public.change_history c set undone_at = now() where c.id = h.id;
  perform set_config('app.undo_of', '', true);
end
$$;

revoke execute on function public.history_list_actor(uuid) from public, anon, authenticated;
revoke execute on function public.history_add(uuid, uuid, text, text, uuid, text, jsonb, jsonb)
  from public, anon, authenticated;
revoke execute on function public.history_changed_fields(jsonb, jsonb, text[])
  from public, anon, authenticated;
revoke execute on function public.history_todos() from public, anon, authenticated;
revoke execute on function public.history_todos_reordered() from public, anon, authenticated;
revoke execute on function public.history_todo_lists() from public, anon, authenticated;
revoke execute on function public.history_todo_list_members() from public, anon, authenticated;
revoke execute on function public.history_poll_owner() from public, anon, authenticated;
revoke execute on function public.history_schedules() from public, anon, authenticated;
revoke execute on function public.history_schedule_options() from public, anon, authenticated;
revoke execute on function public.history_answer_state(jsonb) from public, anon, authenticated;
revoke execute on function public.history_schedule_answers() from public, anon, authenticated;
revoke execute on function public.undo_change(bigint) from public, anon;
grant execute on function public.undo_change(bigint) to authenticated;
