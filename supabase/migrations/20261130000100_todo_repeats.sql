-- Repeating tasks, as Microsoft To Do has them: a task's repeat rule (毎日, 平日, 毎週 on chosen
-- days, 毎月 on a day or the last day, 毎年, each every n days / weeks / months / years), and the
-- next task made when a repeating task is ticked.
--
-- The rule is stored as an RFC 5545 RRULE value (without "RRULE:"), exactly as the page writes
-- it (src/lib/repeats/repeatText.ts); the CHECK is that module's REPEAT_RULE_PATTERN, so the
-- database refuses what the page would refuse.
--
-- The next task is made here, in the database, when the tick arrives: every client (the page,
-- another member's page, a tick queued offline and sent later) gets it made once. A tick that
-- arrives twice (an offline write replayed after it had reached the server) finds the task
-- already done and makes nothing; a task ticked, unticked and ticked again has made its next
-- task already (repeated_as) and makes no second one.

alter table public.todos
  add column repeat_rule text
    constraint todos_repeat_rule_form check (
      repeat_rule ~ '^FREQ=(DAILY(;INTERVAL=([2-9]|[1-9][0-9]))?|DAILY;BYDAY=MO,TU,WE,TH,FR|WEEKLY;BYDAY=(MO(,TU)?(,WE)?(,TH)?(,FR)?(,SA)?(,SU)?|TU(,WE)?(,TH)?(,FR)?(,SA)?(,SU)?|WE(,TH)?(,FR)?(,SA)?(,SU)?|TH(,FR)?(,SA)?(,SU)?|FR(,SA)?(,SU)?|SA(,SU)?|SU)|WEEKLY;INTERVAL=([2-9]|[1-9][0-9]);BYDAY=(MO(,TU)?(,WE)?(,TH)?(,FR)?(,SA)?(,SU)?|TU(,WE)?(,TH)?(,FR)?(,SA)?(,SU)?|WE(,TH)?(,FR)?(,SA)?(,SU)?|TH(,FR)?(,SA)?(,SU)?|FR(,SA)?(,SU)?|SA(,SU)?|SU);WKST=MO|MONTHLY(;INTERVAL=([2-9]|[1-9][0-9]))?;(BYMONTHDAY=([1-9]|1[0-9]|2[0-8]|-1)|BYMONTHDAY=28,29;BYSETPOS=-1|BYMONTHDAY=28,29,30;BYSETPOS=-1|BYMONTHDAY=28,29,30,31;BYSETPOS=-1)|YEARLY(;INTERVAL=([2-9]|[1-9][0-9]))?;BYMONTH=(2;(BYMONTHDAY=([1-9]|1[0-9]|2[0-8])|BYMONTHDAY=28,29;BYSETPOS=-1)|([469]|11);BYMONTHDAY=([1-9]|[12][0-9]|30)|([13578]|1[02]);BYMONTHDAY=([1-9]|[12][0-9]|3[01])))$'
    ),
  add column repeated_as uuid;

comment on column public.todos.repeat_rule is
  'How the task repeats: an RRULE value as src/lib/repeats/repeatText.ts writes it; null: once.';
comment on column public.todos.repeated_as is
  'The task made when this repeating task was ticked (set once, by todos_repeat).';

grant insert (repeat_rule) on public.todos to authenticated;
grant update (repeat_rule) on public.todos to authenticated;

-- The rule changes like the other fields: a change based on an older revision of it is refused.
drop trigger todos_check_revision on public.todos;
create trigger todos_check_revision
  before insert or update on public.todos
  for each row execute function public.check_revision(
    'title', 'description', 'completed', 'due_date', 'repeat_rule'
  );

-- A change of the rule is a change of what the task says (who changed it last, and when).
create or replace function public.todos_track_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and (new.title, new.description, new.completed, new.due_date, new.repeat_rule)
      is not distinct from
      (old.title, old.description, old.completed, old.due_date, old.repeat_rule) then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
    new.updated_by_name := old.updated_by_name;
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  new.updated_by_name := case
    when auth.uid() is null then null
    else public.todo_editor_name(new.list_id, auth.uid())
  end;
  return new;
end
$$;

-- The next due date of a task that repeats by p_rule, due on p_due (or, with no due date,
-- ticked on p_ticked): the rule's first date after it, counted from the due date as To Do
-- does (a task ticked late keeps its rhythm). A day the month lacks falls on its last day
-- (31 Jan → 28 Feb → 31 Mar; 29 Feb → 28 Feb in common years). Every 2 weeks / months / years
-- counts from the due date's week (Monday first) / month / year. The same computation as
-- nextDueDate in src/lib/repeats/nextOccurrence.ts (tests/todo-repeats.test.ts compares the
-- two on generated rules and dates).
create or replace function public.todo_next_due(p_rule text, p_due date, p_ticked date)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_freq text := substring(p_rule from 'FREQ=([A-Z]+)');
  v_interval integer := coalesce(substring(p_rule from 'INTERVAL=([0-9]+)')::integer, 1);
  v_byday text := substring(p_rule from 'BYDAY=([A-Z,]+)');
  v_month integer := substring(p_rule from 'BYMONTH=([0-9]+)')::integer;
  -- The chosen day of the month: the last of the listed days (28,29,30,31;BYSETPOS=-1 is the
  -- 31st falling back to the month's last day); -1 is the last day of every month.
  v_day integer := (
    select max(d::integer) from unnest(string_to_array(
      substring(p_rule from 'BYMONTHDAY=([-0-9,]+)'), ',')) as d
  );
  v_names text[] := array['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  v_anchor date := coalesce(p_due, p_ticked);
  v_from date := coalesce(p_due, p_ticked) + 1;
  v_day_date date;
  v_first_week date;
  v_weeks integer;
  v_off integer;
  v_start integer;
  v_index integer;
  v_year integer;
  v_month_of_year integer;
  v_last integer;
begin
  if p_rule is null or v_anchor is null then
    return null;
  end if;
  if v_freq = 'DAILY' and v_byday is null then
    return v_anchor + v_interval;
  elsif v_freq = 'DAILY' then
    -- 平日: the next Monday to Friday.
    v_day_date := v_from;
    while extract(isodow from v_day_date) > 5 loop
      v_day_date := v_day_date + 1;
    end loop;
    return v_day_date;
  elsif v_freq = 'WEEKLY' then
    v_first_week := v_anchor - (extract(isodow from v_anchor)::integer - 1);
    v_day_date := v_from;
    loop
      v_weeks := ((v_day_date - (extract(isodow from v_day_date)::integer - 1)) - v_first_week) / 7;
      v_off := v_weeks % v_interval;
      if v_off <> 0 then
        -- The Monday of the series' next week.
        v_day_date := v_day_date - (extract(isodow from v_day_date)::integer - 1)
          + (v_interval - v_off) * 7;
        continue;
      end if;
      if position(v_names[extract(isodow from v_day_date)::integer] in v_byday) > 0 then
        return v_day_date;
      end if;
      v_day_date := v_day_date + 1;
    end loop;
  elsif v_freq = 'MONTHLY' then
    v_start := extract(year from v_anchor)::integer * 12 + extract(month from v_anchor)::integer - 1;
    v_index := extract(year from v_from)::integer * 12 + extract(month from v_from)::integer - 1;
    v_index := v_index + (v_interval - ((v_index - v_start) % v_interval)) % v_interval;
    loop
      v_year := v_index / 12;
      v_month_of_year := v_index % 12 + 1;
      v_last := extract(day from
        (make_date(v_year, v_month_of_year, 1) + interval '1 month - 1 day'))::integer;
      v_day_date := make_date(
        v_year, v_month_of_year, case when v_day = -1 then v_last else least(v_day, v_last) end
      );
      if v_day_date >= v_from then
        return v_day_date;
      end if;
      v_index := v_index + v_interval;
    end loop;
  elsif v_freq = 'YEARLY' then
    v_start := extract(year from v_anchor)::integer;
    v_year := extract(year from v_from)::integer;
    v_year := v_year + (v_interval - ((v_year - v_start) % v_interval)) % v_interval;
    loop
      v_last := extract(day from
        (make_date(v_year, v_month, 1) + interval '1 month - 1 day'))::integer;
      v_day_date := make_date(v_year, v_month, least(v_day, v_last));
      if v_day_date >= v_from then
        return v_day_date;
      end if;
      v_year := v_year + v_interval;
    end loop;
  end if;
  return null;
end
$$;

revoke execute on function public.todo_next_due(text, date, date) from public, anon;
grant execute on function public.todo_next_due(text, date, date) to authenticated, service_role;

-- Ticking a repeating task makes the next one (once): the same title, notes and rule, due on
-- the rule's next date, at the top of the same list. Runs with the ticker's rights: whoever may
-- tick a task in the list may add one to it (the same policies decide both).
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
    new.repeated_as := v_next;
  end if;
  return new;
end
$$;

revoke execute on function public.todos_repeat() from public, anon, authenticated;

-- After todos_check_revision (before-triggers fire in name order): a tick refused as a
-- conflict makes nothing.
create trigger todos_repeat
  before update of completed on public.todos
  for each row execute function public.todos_repeat();
