-- The edit link's write limit counts rows, not statements: 10,000 tasks sent in 5 requests
-- used to count 5 of the 200 writes a link editor may make in 10 minutes. Now each inserted,
-- deleted or changed task counts one; a statement that only moves tasks (reorder_todos, which
-- rewrites the positions of a whole list) counts one, whatever the number of rows it moved. A
-- statement that alone goes past the limit is refused whole.

create or replace function public.todos_limit_link_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_writes integer;
begin
  if auth.uid() is null then
    return null;
  end if;
  for r in
    select c.list_id, count(*)::integer as rows
    from changed c
    where exists (
      select 1 from public.todo_list_members m
      where m.list_id = c.list_id and m.user_id = auth.uid() and m.via = 'link'
    )
    group by c.list_id
  loop
    insert into public.todo_link_write_counts as w (list_id, user_id, window_start, writes)
    values (r.list_id, auth.uid(), now(), r.rows)
    on conflict (list_id, user_id) do update set
      window_start = case
        when w.window_start < now() - interval '10 minutes' then now() else w.window_start end,
      writes = case
        when w.window_start < now() - interval '10 minutes' then r.rows
        else w.writes + r.rows end
    returning w.writes into v_writes;
    if v_writes > 200 then
      raise exception 'too many changes through this link; please try again in a few minutes'
        using errcode = 'PT429', hint = 'todo_link_rate_limited';
    end if;
  end loop;
  return null;
end
$$;

-- Updates: the rows whose content changed count one each; rows that only moved count one
-- together (the position and the change-tracking columns are not content).
create or replace function public.todos_limit_link_updates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_writes integer;
  v_layout constant text[] := array['position', 'updated_at', 'updated_by', 'updated_by_name'];
begin
  if auth.uid() is null then
    return null;
  end if;
  for r in
    select n.list_id,
      (count(*) filter (where (to_jsonb(o) - v_layout) is distinct from (to_jsonb(n) - v_layout))
        + case when bool_or((to_jsonb(o) - v_layout) = (to_jsonb(n) - v_layout)) then 1 else 0 end
      )::integer as rows
    from changed n
    join before_change o on o.id = n.id
    where exists (
      select 1 from public.todo_list_members m
      where m.list_id = n.list_id and m.user_id = auth.uid() and m.via = 'link'
    )
    group by n.list_id
  loop
    insert into public.todo_link_write_counts as w (list_id, user_id, window_start, writes)
    values (r.list_id, auth.uid(), now(), r.rows)
    on conflict (list_id, user_id) do update set
      window_start = case
        when w.window_start < now() - interval '10 minutes' then now() else w.window_start end,
      writes = case
        when w.window_start < now() - interval '10 minutes' then r.rows
        else w.writes + r.rows end
    returning w.writes into v_writes;
    if v_writes > 200 then
      raise exception 'too many changes through this link; please try again in a few minutes'
        using errcode = 'PT429', hint = 'todo_link_rate_limited';
    end if;
  end loop;
  return null;
end
$$;

revoke all on function public.todos_limit_link_updates() from public, anon, authenticated;

drop trigger todos_limit_link_updates on public.todos;
create trigger todos_limit_link_updates
  after update on public.todos
  referencing old table as before_change new table as changed
  for each statement execute function public.todos_limit_link_updates();
