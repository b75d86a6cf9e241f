-- Opt-in mails on unpaid invoices: the owner of issued invoices kept in the account may turn on
-- 「支払期限のお知らせ」 (invoice_mail_settings.due_mail, off unless turned on). At 08:00 Japan
-- time a mail (kind invoice_due) lists their issued invoices not fully paid whose お支払期限 is
-- today or past, the remaining amount and the days overdue; it is sent on a day when an invoice
-- is due that day, became overdue the day before, or has been overdue a multiple of 7 days (not
-- every morning). Paid invoices (payments summing to the amount asked) are never listed.
-- Queued by enqueue_invoice_due_mails(), called by every run of the notification sender and by
-- its own pg_cron job where pg_cron is installed; once a day (invoice_due_runs).

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due'));
alter table public.mail_suppressions drop constraint mail_suppressions_kind_check;
alter table public.mail_suppressions add constraint mail_suppressions_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due'));
alter table public.mail_unsubscribe_tokens drop constraint mail_unsubscribe_tokens_kind_check;
alter table public.mail_unsubscribe_tokens add constraint mail_unsubscribe_tokens_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due'));

create table public.invoice_mail_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  due_mail boolean not null default false,
  updated_at timestamptz not null default now()
);

alter table public.invoice_mail_settings enable row level security;

create policy "invoice_mail_settings: account holders read their own"
  on public.invoice_mail_settings for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_permanent_user()));
create policy "invoice_mail_settings: account holders add their own"
  on public.invoice_mail_settings for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_permanent_user()));
create policy "invoice_mail_settings: account holders change their own"
  on public.invoice_mail_settings for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_permanent_user()))
  with check (user_id = (select auth.uid()) and (select public.is_permanent_user()));

create trigger invoice_mail_settings_touch before update on public.invoice_mail_settings
  for each row execute function public.mail_settings_touch();

revoke all on public.invoice_mail_settings from public, anon, authenticated, service_role;
grant select on public.invoice_mail_settings to authenticated;
grant insert (user_id, due_mail) on public.invoice_mail_settings to authenticated;
grant update (due_mail) on public.invoice_mail_settings to authenticated;
grant select, insert, update, delete on public.invoice_mail_settings to service_role;

create table public.invoice_due_runs (
  run_date date primary key,
  queued integer not null default 0,
  created_at timestamptz not null default now()
);
alter table public.invoice_due_runs enable row level security;
revoke all on public.invoice_due_runs from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.invoice_due_runs to service_role;

create or replace function public.enqueue_invoice_due_mails(p_now timestamptz default null)
returns integer
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_today date := (v_now at time zone 'Asia/Tokyo')::date;
  v_queued integer := 0;
  r record;
begin
  if (v_now at time zone 'Asia/Tokyo')::time < time '08:00' then
    return 0;
  end if;
  insert into public.invoice_due_runs (run_date) values (v_today) on conflict do nothing;
  if not found then
    return 0;
  end if;

  for r in
    with unpaid as (
      select d.user_id, d.number, d.client, d.title, coalesce(d.amount, 0) as amount,
        coalesce((
          select sum(p.amount) from public.business_document_payments p
          where p.document_id = d.id
        ), 0) as paid,
        public.document_date_or_null(d.data #>> '{header,dueDate}') as due_date
      from public.invoice_mail_settings s
      join public.business_documents d on d.user_id = s.user_id
      where s.due_mail and d.kind = 'invoice' and d.status = 'issued'
    ),
    listed as (
      select u.*, v_today - u.due_date as days,
        row_number() over (
          partition by u.user_id order by u.due_date, u.number
        ) as place,
        count(*) over (partition by u.user_id) as total
      from unpaid u
      where u.paid < u.amount and u.due_date is not null and u.due_date <= v_today
    )
    select l.user_id, u.email, coalesce(m.language, 'ja') as language,
      nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '') as name,
      max(l.total) as total,
      jsonb_agg(
        jsonb_build_object(
          'number', l.number, 'client', l.client, 'title', l.title,
          'remaining', l.amount - l.paid, 'due_date', l.due_date
        )
        order by l.place
      ) filter (where l.place <= 50) as invoices
    from listed l
    join auth.users u on u.id = l.user_id
    left join public.mail_settings m on m.user_id = l.user_id
    where public.mail_account_reachable(l.user_id, null)
    group by l.user_id, u.email, m.language, u.raw_user_meta_data
    having bool_or(l.days = 0 or l.days = 1 or l.days % 7 = 0)
  loop
    if public.mail_enqueue(
      'invoice_due',
      'invoice_due/' || r.user_id || '/' || v_today,
      r.email,
      r.user_id,
      r.language,
      r.user_id,
      jsonb_build_object(
        'recipient_name', r.name, 'date', v_today, 'invoices', r.invoices,
        'more', greatest(r.total - 50, 0)
      ),
      v_now
    ) is not null then
      v_queued := v_queued + 1;
    end if;
  end loop;

  update public.invoice_due_runs set queued = v_queued where run_date = v_today;
  return v_queued;
end
$$;

revoke execute on function public.enqueue_invoice_due_mails(timestamptz)
  from public, anon, authenticated;
grant execute on function public.enqueue_invoice_due_mails(timestamptz) to service_role;

do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed here; the notification sender queues invoice due mails';
    return;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule('queue-invoice-due-mails', '*/5 * * * *',
    'select public.enqueue_invoice_due_mails()');
end
$$;

-- An invoice due mail is not sent when its owner turned it off or its morning has passed.
create or replace function public.mail_unwanted_reason(p_mail public.mail_outbox, p_now timestamptz)
returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_owner uuid;
  v_status text;
begin
  if exists (
    select 1 from public.mail_suppressions s
    where s.address_key = p_mail.recipient_key and s.kind = p_mail.kind
  ) then
    return 'unsubscribed';
  end if;
  if p_mail.recipient_user_id is not null
    and not public.mail_account_reachable(p_mail.recipient_user_id, p_mail.recipient) then
    return 'the account cannot be mailed (mail off, address changed or not confirmed)';
  end if;
  if p_mail.kind in ('poll_answers', 'poll_decision', 'poll_edit_code') then
    select s.user_id into v_owner from public.schedules s where s.id = p_mail.subject_id;
    if v_owner is null then
      return 'the poll was deleted';
    end if;
  end if;
  if p_mail.kind = 'poll_edit_code' and not exists (
    select 1 from public.schedule_answer_codes c
    where c.respondent_id::text = p_mail.payload ->> 'respondent_id'
      and c.edit_code = p_mail.payload ->> 'code'
  ) then
    return 'the answer was deleted or its code replaced';
  end if;
  if p_mail.kind = 'document_send' then
    select d.status into v_status from public.business_documents d where d.id = p_mail.subject_id;
    if v_status is null then
      return 'the document was deleted';
    elsif v_status <> 'issued' then
      return 'the document was cancelled';
    end if;
  end if;
  if p_mail.kind = 'poll_answers' then
    if exists (
      select 1 from public.schedule_mail_settings m
      where m.schedule_id = p_mail.subject_id and not m.answers_mail
    ) then
      return 'answer mail is off for this poll';
    end if;
    if not exists (
      select 1 from jsonb_each(coalesce(p_mail.payload -> 'changes', '{}'::jsonb)) c
      where (c.value -> 'before') is distinct from (c.value -> 'after')
    ) then
      return 'nothing changed';
    end if;
  end if;
  if p_mail.kind in ('todo_reminders', 'invoice_due')
    and (p_mail.payload ->> 'date')::date < (p_now at time zone 'Asia/Tokyo')::date then
    return 'the morning this reminder was for has passed';
  end if;
  if p_mail.kind = 'invoice_due' and not exists (
    select 1 from public.invoice_mail_settings s
    where s.user_id = p_mail.recipient_user_id and s.due_mail
  ) then
    return 'invoice due mail is off';
  end if;
  return null;
end
$$;

revoke execute on function public.mail_unwanted_reason(public.mail_outbox, timestamptz)
  from public, anon, authenticated;
