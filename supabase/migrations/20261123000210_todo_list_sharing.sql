-- Share links per to-do list: public reads by share id, and the owner's controls (make a link,
-- stop sharing, issue a new link). Reordering lists and tasks in one call each.

-- The public read of one shared list, now limited to that list (ordered as the owner ordered
-- it). Same columns as before, so links and clients of the earlier version keep working.
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
  from public.todo_lists l
  join public.todos t on t.list_id = l.id
  where l.share_id = p_share_id
  order by t.position, t.created_at desc, t.id
$$;

-- The shared page: the list's name (NULL for the default name) and its tasks, without user or
-- list ids. Unknown, stopped or replaced share id: NULL.
create or replace function public.get_shared_todo_list(p_share_id text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'name', l.name,
    'todos', coalesce((
      select json_agg(
        json_build_object(
          'id', t.id,
          'title', t.title,
          'description', t.description,
          'completed', t.completed,
          'created_at', t.created_at,
          'due_date', t.due_date
        )
        order by t.position, t.created_at desc, t.id
      )
      from public.todos t
      where t.list_id = l.id
    ), '[]'::json)
  )
  from public.todo_lists l
  where l.share_id = p_share_id
$$;

revoke execute on function public.get_shared_todo_list(text) from public;
grant execute on function public.get_shared_todo_list(text) to anon, authenticated, service_role;

-- The owner's link controls. Each answers the list's share id afterwards (NULL when stopped),
-- or "not found" (PT404) for a list that is not the caller's.
create or replace function public.set_todo_list_sharing(p_list_id uuid, p_action text)
returns text
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_share_id text;
  v_found boolean;
begin
  if p_action not in ('share', 'reissue', 'stop') then
    raise exception 'unknown sharing action: %', p_action using errcode = '22023';
  end if;
  update public.todo_lists l
  set share_id = case p_action
    when 'share' then coalesce(l.share_id, public.new_share_id())
    when 'reissue' then public.new_share_id()
    else null
  end
  where l.id = p_list_id and l.user_id = auth.uid()
  returning l.share_id, true into v_share_id, v_found;
  if v_found is null then
    raise exception 'to-do list not found' using errcode = 'PT404';
  end if;
  return v_share_id;
end
$$;

revoke execute on function public.set_todo_list_sharing(uuid, text) from public, anon;
grant execute on function public.set_todo_list_sharing(uuid, text) to authenticated;

-- Puts the given tasks of one list in the given order (the caller's rows only: row-level
-- security applies). Tasks not named keep their place.
create or replace function public.reorder_todos(p_list_id uuid, p_ids uuid[]) returns void
language sql volatile
set search_path = ''
as $$
  update public.todos t
  set position = o.place::int - 1
  from unnest(p_ids) with ordinality as o(id, place)
  where t.id = o.id and t.list_id = p_list_id
$$;

create or replace function public.reorder_todo_lists(p_ids uuid[]) returns void
language sql volatile
set search_path = ''
as $$
  update public.todo_lists l
  set position = o.place::int - 1
  from unnest(p_ids) with ordinality as o(id, place)
  where l.id = o.id
$$;

revoke execute on function public.reorder_todos(uuid, uuid[]) from public, anon;
revoke execute on function public.reorder_todo_lists(uuid[]) from public, anon;
grant execute on function public.reorder_todos(uuid, uuid[]) to authenticated;
grant execute on function public.reorder_todo_lists(uuid[]) to authenticated;
