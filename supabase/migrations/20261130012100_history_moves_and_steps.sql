-- The change history missed two things people do to tasks:
-- - moving a task to another list: it showed in the new list as a reorder (with the old list's
--   positions) and not at all in the old one. Now task_moved_out in the old list and
--   task_moved_in in the new one, neither naming the other list; the reorder entry leaves out
--   rows that changed lists.
-- - steps inside a task: step_added / step_renamed / step_ticked / step_unticked /
--   step_deleted, with the task's title (after.task) and, for a rename, the old title.
-- None of these can be undone from the history (undo_change refuses unknown kinds).
--
-- history_todos and history_todos_reordered: as in 20261129005500_change_history.sql, with the
-- changes above.

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
  -- Moved to another list (別のリストへ移動): each list hears of it without the other's name
  -- (a member of one may not know the other list).
  if old.list_id is distinct from new.list_id then
    perform public.history_add(old.list_id, null, public.history_list_actor(old.list_id),
      'task_moved_out', new.id, new.title, null, null);
    perform public.history_add(new.list_id, null, public.history_list_actor(new.list_id),
      'task_moved_in', new.id, new.title, null, null);
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
    where o.position <> n.position and o.list_id = n.list_id
  loop
    select count(*),
      jsonb_object_agg(o.id::text, o.position)
    into v_count, v_positions
    from after_rows n join before_rows o on o.id = n.id
    where n.list_id = v_list_id and o.position <> n.position and o.list_id = n.list_id;
    with ranked as (
      select n.id, n.title,
        rank() over (order by o.position) as old_rank,
        rank() over (order by n.position) as new_rank
      from after_rows n join before_rows o on o.id = n.id
      where n.list_id = v_list_id and o.list_id = n.list_id
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

-- Steps inside a task: added, renamed, ticked, unticked, deleted (a reorder or a move with the
-- task is not recorded; steps deleted with their task or list leave only the task's entry).
create or replace function public.history_todo_steps() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.todo_steps := coalesce(new, old);
  v_task text;
  v_action text;
begin
  select t.title into v_task from public.todos t where t.id = v_row.todo_id;
  if v_task is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    v_action := 'step_added';
  elsif tg_op = 'DELETE' then
    v_action := 'step_deleted';
  elsif old.list_id is distinct from new.list_id then
    return null;
  elsif old.title is distinct from new.title then
    v_action := 'step_renamed';
  elsif old.completed is distinct from new.completed then
    v_action := case when new.completed then 'step_ticked' else 'step_unticked' end;
  else
    return null;
  end if;
  perform public.history_add(v_row.list_id, null, public.history_list_actor(v_row.list_id),
    v_action, v_row.id, v_row.title,
    case when v_action = 'step_renamed' then jsonb_build_object('title', old.title) end,
    jsonb_build_object('task', v_task));
  return null;
end
$$;

create trigger history_todo_steps
  after insert or update or delete on public.todo_steps
  for each row execute function public.history_todo_steps();

revoke execute on function public.history_todo_steps() from public, anon, authenticated;
