-- A quick check, after bootstrap and migrations, that the policies and share functions work
-- on a real PostgreSQL server. Run by scripts/checks/pg-migrations.sh (psql, ON_ERROR_STOP):
-- any failed expectation raises and stops the script. Leaves test rows behind (throwaway DB).

do $$
declare
  v_table text;
begin
  for v_table in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity
  loop
    raise exception 'row-level security is off on public.%', v_table;
  end loop;
end
$$;

insert into auth.users (id, email, is_anonymous, created_at)
values
  ('00000000-0000-4000-8000-000000000001', 'owner@example.com', false, now()),
  ('00000000-0000-4000-8000-000000000002', null, true, now() - interval '40 days');

-- The owner writes through RLS.
begin;
select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated"}', true);
insert into public.todos (title) values ('first'), ('second');
insert into public.schedules (title) values ('poll');
insert into public.schedule_options (schedule_id, date_time)
  select id, '2030-01-01T10:00:00+09:00' from public.schedules;
do $$
begin
  if (select count(distinct share_id) from public.todos) <> 1 then
    raise exception 'to-dos of one owner must share one share id';
  end if;
end
$$;
commit;

-- Another user (the guest) sees none of it.
begin;
select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated"}', true);
do $$
begin
  if (select count(*) from public.todos) + (select count(*) from public.schedules) <> 0 then
    raise exception 'another user can read the owner''s rows';
  end if;
end
$$;
commit;

-- The anonymous key reads no table, but shared data through the functions.
begin;
select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true);
do $$
begin
  begin
    perform count(*) from public.todos;
    raise exception 'the anon role can read public.todos';
  exception when insufficient_privilege then
    null;
  end;
end
$$;
commit;

-- Share ids are read as the privileged user, then used by the anon role.
create temporary table smoke_ids as
  select (select share_id from public.todos limit 1) as todo_share,
    (select share_id from public.schedules limit 1) as schedule_share,
    (select id from public.schedule_options limit 1) as option_id;
grant select on smoke_ids to anon;

begin;
select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true);
do $$
declare
  v_ids record;
begin
  select * into v_ids from smoke_ids;
  if (select count(*) from public.get_shared_todos(v_ids.todo_share)) <> 2 then
    raise exception 'get_shared_todos did not return the owner''s two to-dos';
  end if;
  perform public.submit_schedule_answer(
    v_ids.schedule_share, 'Visitor', null, null,
    jsonb_build_array(jsonb_build_object('option_id', v_ids.option_id, 'availability', 'yes')));
  if json_array_length(public.get_shared_schedule(v_ids.schedule_share) -> 'answers') <> 1 then
    raise exception 'the submitted answer is not in get_shared_schedule';
  end if;
  begin
    perform public.submit_schedule_answer(v_ids.schedule_share, 'Visitor', null, null,
      jsonb_build_array(jsonb_build_object('option_id', gen_random_uuid())));
    raise exception 'an answer naming a foreign option was accepted';
  exception when raise_exception then
    if sqlerrm not like '%does not belong%' then raise; end if;
  end;
end
$$;
commit;

-- The purge removes the stale guest only.
do $$
begin
  if public.purge_stale_guests() <> 1 then
    raise exception 'purge_stale_guests should have removed exactly the stale guest';
  end if;
  if (select count(*) from auth.users) <> 1 then
    raise exception 'the purge removed a permanent user';
  end if;
end
$$;
