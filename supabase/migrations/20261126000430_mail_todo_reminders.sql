-- The morning mail of to-do lists: at 08:00 Japan time, each person who turned reminders on
-- for a list receives one mail (at most one a day) with that list's open tasks due today or
-- earlier, together with those of their other such lists.

-- The days whose morning mails were queued: later calls that day return at once.
create table public.mail_reminder_runs (
  run_date date primary key,
  ran_at timestamptz not null default now(),
  queued integer not null default 0
);

alter table public.mail_reminder_runs enable row level security;
revoke all on public.mail_reminder_runs from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.mail_reminder_runs to service_role;

-- Who may have a list's reminders: its owner and its members (a member who leaves or is
-- removed stops receiving them, though the setting's row stays).
create or replace function public.todo_list_reminder_reader(p_list_id uuid, p_user_id uuid)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.todo_lists l where l.id = p_list_id and l.user_id = p_user_id
  ) or exists (
    select 1 from public.todo_list_members m where m.list_id = p_list_id and m.user_id = p_user_id
  )
$$;

-- Queues the morning mails of the Japan-time day of p_now (now by default), once that day has
-- reached 08:00; called every few minutes (pg_cron on hosted Supabase, the sender's every run
-- locally), it does its work once a day. Returns how many mails it queued.
create or replace function public.enqueue_due_reminders(p_now timestamptz default null)
returns integer
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_local timestamp := v_now at time zone 'Asia/Tokyo';
  v_today date := (v_now at time zone 'Asia/Tokyo')::date;
  v_queued integer := 0;
  r record;
begin
  if v_local::time < time '08:00' then
    return 0;
  end if;
  insert into public.mail_reminder_runs (run_date) values (v_today) on conflict do nothing;
  if not found then
    return 0;
  end if;

  for r in
    with due as (
      select s.user_id, l.id as list_id, l.name as list_name, l.position as list_position,
        t.title, t.due_date, t.position, t.created_at
      from public.todo_list_mail_settings s
      join public.todo_lists l on l.id = s.list_id
      join public.todos t on t.list_id = l.id
      where s.due_reminders
        and not t.completed
        and t.due_date <= v_today
        and public.todo_list_reminder_reader(l.id, s.user_id)
    ),
    ranked as (
      select due.*, row_number() over (
          partition by due.user_id
          order by due.due_date, due.list_position, due.position, due.created_at desc
        ) as place,
        count(*) over (partition by due.user_id) as total
      from due
    )
    select ranked.user_id, u.email, coalesce(m.language, 'ja') as language,
      nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '') as name,
      max(ranked.total) as total,
      jsonb_agg(
        jsonb_build_object(
          'list_id', ranked.list_id, 'list_name', ranked.list_name,
          'title', ranked.title, 'due_date', ranked.due_date
        )
        order by ranked.place
      ) filter (where ranked.place <= 50) as tasks
    from ranked
    join auth.users u on u.id = ranked.user_id
    left join public.mail_settings m on m.user_id = ranked.user_id
    where public.mail_account_reachable(ranked.user_id, null)
    group by ranked.user_id, u.email, m.language, u.raw_user_meta_data
  loop
    if public.mail_enqueue(
      'todo_reminders',
      'todo_reminders/' || r.user_id || '/' || v_today,
      r.email,
      r.user_id,
      r.language,
      r.user_id,
      jsonb_build_object(
        'recipient_name', r.name, 'date', v_today, 'tasks', r.tasks,
        'more', greatest(r.total - 50, 0)
      ),
      v_now
    ) is not null then
      v_queued := v_queued + 1;
    end if;
  end loop;

  update public.mail_reminder_runs set queued = v_queued where run_date = v_today;
  return v_queued;
end
$$;

revoke execute on function public.todo_list_reminder_reader(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.enqueue_due_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.enqueue_due_reminders(timestamptz) to service_role;
