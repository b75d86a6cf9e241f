-- Moving a task to another list (To Do's 「タスクを移動」): from a list the caller may edit to
-- another list they may edit (their own, or one they joined). The task keeps what it says, its
-- steps and its tick; it takes the new list's owner and view link (a task and its list have one
-- owner) and goes to the top of the new list. Both lists' open pages are told at once.
-- A task moved to the list it is in is left as it is.

create or replace function public.move_todo(p_todo_id uuid, p_list_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_from uuid;
  v_owner uuid;
  v_share_id text;
begin
  perform public.assert_mfa_session();
  select t.list_id into v_from from public.todos t
  where t.id = p_todo_id
    and t.list_id = any (array(select public.my_todo_list_ids()));
  if v_from is null then
    raise exception 'no such task' using errcode = 'PT404', hint = 'todo_task_not_found';
  end if;
  if not p_list_id = any (array(select public.my_todo_list_ids())) then
    raise exception 'no such list' using errcode = 'PT404', hint = 'todo_list_unavailable';
  end if;
  if v_from = p_list_id then
    return;
  end if;
  select l.user_id, l.share_id into v_owner, v_share_id
  from public.todo_lists l where l.id = p_list_id;
  update public.todos t set
    list_id = p_list_id,
    user_id = v_owner,
    share_id = v_share_id,
    position = coalesce(
      (select min(o.position) - 1 from public.todos o where o.list_id = p_list_id), 0)
  where t.id = p_todo_id;
  update public.todo_steps s set list_id = p_list_id where s.todo_id = p_todo_id;
  -- The list it left (the update's live message names the list it joined).
  perform public.live_todo_list_changed(v_from);
end
$$;

revoke execute on function public.move_todo(uuid, uuid) from public, anon;
grant execute on function public.move_todo(uuid, uuid) to authenticated;
