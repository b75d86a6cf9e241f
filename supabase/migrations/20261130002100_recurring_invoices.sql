-- A recurring monthly invoice: the owner of an invoice kept in the account opts in to have it
-- made again every month on a chosen day (1–28, or 31 for the month's last day). On that day
-- (Japan's date) the scheduler makes a new draft invoice from it: 件名 with 「○月分」 (the run's
-- month, replacing the month an earlier run or the owner wrote), items naming a month likewise,
-- 請求日 and 取引年月日 the run's day, お支払期限 the end of the next month, and its own number
-- (`<the invoice's number>-YYYYMM`, claimed in document_numbers). The draft waits in the kept
-- documents for the owner to check, issue and send; nothing is issued or mailed by itself.
--
-- The scheduler: create_due_recurring_invoices(), called by every run of the notification sender
-- (pg_cron wakes it every minute on hosted Supabase; the local backend's timer runs it) and by
-- its own pg_cron job where pg_cron is installed. Each schedule makes at most one invoice a run
-- and then moves to its next month, so a scheduler that was down catches up month by month.

create table public.recurring_invoices (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  source_id uuid not null references public.business_documents (id) on delete cascade,
  -- 1–28, or 31: the month's last day.
  day_of_month integer not null check (day_of_month between 1 and 28 or day_of_month = 31),
  -- Set by the trigger below from the day (the default only satisfies the column's type).
  next_run_on date not null default ((now() at time zone 'Asia/Tokyo')::date),
  last_run_on date,
  last_document_id uuid references public.business_documents (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint recurring_invoices_source_key unique (source_id)
);

create index recurring_invoices_due_idx on public.recurring_invoices (next_run_on);
create index recurring_invoices_user_idx on public.recurring_invoices (user_id);

alter table public.recurring_invoices enable row level security;

create policy "recurring_invoices: members read their own" on public.recurring_invoices
  for select to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "recurring_invoices: members add them to their own invoices"
  on public.recurring_invoices
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
    and exists (
      select 1 from public.business_documents d
      where d.id = source_id and d.user_id = (select auth.uid()) and d.kind = 'invoice'
        and d.status <> 'cancelled'
    )
  );
create policy "recurring_invoices: members change their own" on public.recurring_invoices
  for update to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  )
  with check ((select auth.uid()) = user_id);
create policy "recurring_invoices: members stop their own" on public.recurring_invoices
  for delete to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "recurring_invoices: aal2 once a second factor is on"
  on public.recurring_invoices
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

revoke all on public.recurring_invoices from public, anon, authenticated, service_role;
grant select, delete on public.recurring_invoices to authenticated;
grant insert (source_id, day_of_month) on public.recurring_invoices to authenticated;
grant update (day_of_month) on public.recurring_invoices to authenticated;
grant select, insert, update, delete on public.recurring_invoices to service_role;

create trigger recurring_invoices_row_cap after insert on public.recurring_invoices
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '200', 'recurring_invoice_limit');

-- The first day on or after p_from that is day p_day of its month (31: the month's last day).
create or replace function public.recurring_invoice_day(p_from date, p_day integer)
returns date
language sql
immutable
set search_path = ''
as $$
  with months as (
    select (date_trunc('month', p_from) + make_interval(months => n))::date as first_day
    from generate_series(0, 1) n
  ), days as (
    select case
        when p_day = 31 then (m.first_day + interval '1 month' - interval '1 day')::date
        else m.first_day + (p_day - 1)
      end as day
    from months m
  )
  select min(d.day) from days d where d.day >= p_from
$$;

-- The next run follows the chosen day from today (Japan's date) when a schedule is made or its
-- day changed: whatever the page sent.
create or replace function public.recurring_invoices_next_run()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.day_of_month is distinct from old.day_of_month then
    new.next_run_on := public.recurring_invoice_day(
      (now() at time zone 'Asia/Tokyo')::date, new.day_of_month
    );
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger recurring_invoices_next_run before insert or update on public.recurring_invoices
  for each row execute function public.recurring_invoices_next_run();

-- 「Webサイト保守 11月分」 → 「Webサイト保守 12月分」; a text naming no month gets it appended
-- when p_append (the 件名), else stays as it is (an item).
create or replace function public.with_month_label(p_text text, p_month integer, p_append boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(p_text, '') ~ '(^|[^0-9０-９])[0-9０-９]{1,2}月分'
      then regexp_replace(p_text, '(^|[^0-9０-９])[0-9０-９]{1,2}月分', '\1' || p_month || '月分')
    when p_append then btrim(coalesce(p_text, '') || ' ' || p_month || '月分')
    else p_text
  end
$$;

create or replace function public.create_due_recurring_invoices(p_now timestamptz default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := (coalesce(p_now, now()) at time zone 'Asia/Tokyo')::date;
  v_schedule public.recurring_invoices;
  v_source public.business_documents;
  v_run date;
  v_month integer;
  v_data jsonb;
  v_items jsonb;
  v_base text;
  v_number text;
  v_suffix integer;
  v_id uuid;
  v_made integer := 0;
begin
  for v_schedule in
    select * from public.recurring_invoices r
    where r.next_run_on <= v_today
    order by r.next_run_on, r.id
    limit 500
    for update skip locked
  loop
    select * into v_source from public.business_documents d where d.id = v_schedule.source_id;
    v_run := v_schedule.next_run_on;
    v_month := extract(month from v_run)::integer;
    if v_source.id is null or v_source.status = 'cancelled' then
      -- A cancelled invoice is not repeated; the schedule waits for the owner to stop it.
      update public.recurring_invoices r
      set next_run_on = public.recurring_invoice_day(v_run + 1, r.day_of_month), updated_at = now()
      where r.id = v_schedule.id;
      continue;
    end if;
    v_base := regexp_replace(v_source.number, '-[0-9]{6}(-[0-9]+)?$', '');
    v_number := left(v_base, 80) || '-' || to_char(v_run, 'YYYYMM');
    v_suffix := 1;
    while exists (
      select 1 from public.document_numbers n
      where n.user_id = v_source.user_id and n.number = v_number
    ) or exists (
      select 1 from public.business_documents d
      where d.user_id = v_source.user_id and d.number = v_number
    ) loop
      v_suffix := v_suffix + 1;
      v_number := left(v_base, 80) || '-' || to_char(v_run, 'YYYYMM') || '-' || v_suffix;
    end loop;

    select coalesce(jsonb_agg(
        case
          when jsonb_typeof(item) = 'object' and jsonb_typeof(item -> 'name') = 'string'
            then jsonb_set(item, '{name}',
              to_jsonb(public.with_month_label(item ->> 'name', v_month, false)))
          else item
        end order by ordinality), '[]'::jsonb)
    into v_items
    from jsonb_array_elements(
      case when jsonb_typeof(v_source.data -> 'items') = 'array'
        then v_source.data -> 'items' else '[]'::jsonb end
    ) with ordinality as items(item, ordinality);

    v_data := v_source.data
      || jsonb_build_object('items', v_items)
      || jsonb_build_object('header', coalesce(v_source.data -> 'header', '{}'::jsonb)
        || jsonb_build_object(
          'subject', public.with_month_label(v_source.data #>> '{header,subject}', v_month, true),
          'date', to_char(v_run, 'YYYY-MM-DD'),
          'transactionDate', to_char(v_run, 'YYYY-MM-DD'),
          'dueDate', to_char(
            (date_trunc('month', v_run) + interval '2 months' - interval '1 day')::date,
            'YYYY-MM-DD'),
          'documentNumber', v_number
        ));

    insert into public.document_numbers (user_id, kind, number, counter_key, sequence, issued_on)
    values (v_source.user_id, 'invoice', v_number, 'recurring|' || v_schedule.id::text,
      (extract(year from v_run) * 100 + v_month)::integer, v_run);
    insert into public.business_documents (user_id, kind, number, title, client, data, customer_id)
    values (v_source.user_id, 'invoice', v_number, '', '', v_data, v_source.customer_id)
    returning id into v_id;

    update public.recurring_invoices r
    set last_run_on = v_run, last_document_id = v_id,
      next_run_on = public.recurring_invoice_day(v_run + 1, r.day_of_month),
      updated_at = now()
    where r.id = v_schedule.id;
    v_made := v_made + 1;
  end loop;
  return v_made;
end
$$;

revoke execute on function public.recurring_invoices_next_run() from public, anon, authenticated;
revoke execute on function public.create_due_recurring_invoices(timestamptz)
  from public, anon, authenticated;
grant execute on function public.create_due_recurring_invoices(timestamptz) to service_role;
grant execute on function public.recurring_invoice_day(date, integer)
  to authenticated, service_role;
grant execute on function public.with_month_label(text, integer, boolean)
  to authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed here; the notification sender makes recurring invoices';
    return;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule('create-recurring-invoices', '*/5 * * * *',
    'select public.create_due_recurring_invoices()');
end
$$;
