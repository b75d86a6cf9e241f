-- Steps inside a task (Microsoft To Do's ステップ): each with its own tick, in the task's order;
-- the page shows 「2/5」 beside the task. Whoever may edit the list's tasks may add, tick,
-- rename, reorder and delete its steps; nobody else reads them. A step belongs to its task's
-- list (list_id, copied from the task on insert and never changed), so that the same checks,
-- live updates and edit-link limit as tasks apply. A repeating task's next task gets its steps,
-- unticked, as in To Do.

create table public.todo_steps (
  id uuid primary key default gen_random_uuid(),
  todo_id uuid not null references public.todos (id) on delete cascade,
  list_id uuid not null references public.todo_lists (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  completed boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now()
);

create index todo_steps_todo_id on public.todo_steps (todo_id);
create index todo_steps_list_id on public.todo_steps (list_id);

comment on table public.todo_steps is
  'Steps of a task (To Do''s ステップ); readable and writable by those who edit the task''s list.';

alter table public.todo_steps enable row level security;

create policy "todo_steps: the list's editors" on public.todo_steps
  for all to authenticated
  using (list_id = any (array(select public.my_todo_list_ids())))
  with check (list_id = any (array(select public.my_todo_list_ids())));
create policy "todo_steps: aal2 once a second factor is on" on public.todo_steps
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

revoke all on public.todo_steps from public, anon, authenticated, service_role;
grant select, delete on public.todo_steps to authenticated;
-- list_id may be sent (the generated types ask for it) but is always taken from the task.
grant insert (id, todo_id, list_id, title, completed, position) on public.todo_steps to authenticated;
grant update (title, completed, position) on public.todo_steps to authenticated;
grant select, insert, update, delete on public.todo_steps to service_role;

-- A new step joins its task's list, at the end of the task's steps. The task must be one the
-- caller may see (row-level security on todos decides: a task of another's list is "not found").
create or replace function public.todo_steps_place() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select t.list_id into new.list_id from public.todos t where t.id = new.todo_id;
  if new.list_id is null then
    raise exception 'no such task' using errcode = '23503', hint = 'todo_task_not_found';
  end if;
  new.position := coalesce(
    (select max(s.position) + 1 from public.todo_steps s where s.todo_id = new.todo_id),
    0
  );
  return new;
end
$$;

revoke execute on function public.todo_steps_place() from public, anon, authenticated;

create trigger todo_steps_place
  before insert on public.todo_steps
  for each row execute function public.todo_steps_place();

-- 100 steps per task (To Do allows about as many); beyond, the insert is refused (23514).
create trigger todo_steps_row_cap after insert on public.todo_steps
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('todo_id', '100', 'todo_step_limit');

-- Live: a change of steps is a change of the list (one message per statement and list).
create trigger live_todo_steps_inserted
  after insert on public.todo_steps referencing new table as changed
  for each statement execute function public.live_todos_changed();
create trigger live_todo_steps_updated
  after update on public.todo_steps referencing new table as changed
  for each statement execute function public.live_todos_changed();
create trigger live_todo_steps_deleted
  after delete on public.todo_steps referencing old table as changed
  for each statement execute function public.live_todos_changed();

-- An edit link's writes: steps count like tasks (200 rows per 10 minutes per person and list).
create trigger todo_steps_limit_link_inserts
  after insert on public.todo_steps referencing new table as changed
  for each statement execute function public.todos_limit_link_writes();
create trigger todo_steps_limit_link_updates
  after update on public.todo_steps referencing new table as changed
  for each statement execute function public.todos_limit_link_writes();
create trigger todo_steps_limit_link_deletes
  after delete on public.todo_steps referencing old table as changed
  for each statement execute function public.todos_limit_link_writes();

-- The next task of a repeating task gets the steps, unticked (as in To Do).
create or replace function public.todos_repeat() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_next uuid := gen_random_uuid();
begin
  if new.completed and not old.completed and new.repeat_rule is not null
    and old.repeated_as is null then
    insert into public.todos (id, user_id, list_id, title, description, completed, due_date,
      repeat_rule)
    values (v_next, old.user_id, new.list_id, new.title, new.description, false,
      public.todo_next_due(new.repeat_rule, new.due_date,
        (now() at time zone 'Asia/Tokyo')::date),
      new.repeat_rule);
    insert into public.todo_steps (todo_id, title)
    select v_next, s.title from public.todo_steps s
    where s.todo_id = old.id
    order by s.position, s.created_at;
    new.repeated_as := v_next;
  end if;
  return new;
end
$$;
