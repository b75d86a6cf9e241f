-- A reminder at a chosen date and time per task (To Do's 「通知する」): todos.remind_at, set in
-- the task's edit form (Japan time, to the minute). At that minute the mail sender that sends
-- the morning mail sends a mail of kind todo_task_reminder, queued here in the outbox with the
-- reminder as its send-after time.
--
-- * Who is mailed: the task's assignee when it has one, otherwise whoever set the reminder
--   (todos.reminder_by; tasks have no creator column, every row belongs to the list's owner);
--   a reminder written by the service role alone falls back to the list's owner. Someone who
--   cannot be mailed (a guest without an address, mail turned off, unsubscribed from this kind)
--   gets no mail; the page still shows the reminder when it comes.
-- * A reminder is in the future when set: one in the past is refused (23514, hint
--   todo_reminder_past). Seconds are dropped (the form chooses minutes).
-- * A reminder changed or cleared, the task ticked, moved, reassigned or deleted before the
--   time: the queued mail is cancelled (and a new one queued where a reminder remains). The
--   sender checks again just before sending (mail_unwanted_reason).
-- * A repeating task ticked done carries its reminder to the next task, shifted by the same
--   offset from the due date (due 3 Dec, reminder 2 Dec 18:00 → next due 10 Dec, reminder
--   9 Dec 18:00), as To Do does. A carried reminder already past (a task ticked late) is kept on
--   the task and not mailed; the task after it gets it again, shifted.
-- * At most 30 reminder mails to one address in one clock hour.
--
-- Also: a queued todo_assigned mail is cancelled when its task is deleted or given to someone
-- else before it is sent (it used to go out anyway).

alter table public.todos
  add column remind_at timestamptz,
  add column reminder_by uuid references auth.users (id) on delete set null;

comment on column public.todos.remind_at is
  'When the task''s reminder mail is sent (to the minute); null: no reminder.';
comment on column public.todos.reminder_by is
  'Who set the reminder (set by todos_reminder_set): mailed when the task has no assignee.';

create index todos_reminder_by on public.todos (reminder_by) where reminder_by is not null;

grant insert (remind_at) on public.todos to authenticated;
grant update (remind_at) on public.todos to authenticated;

-- The reminder changes like the other fields (a change based on an older revision is refused).
drop trigger todos_check_revision on public.todos;
create trigger todos_check_revision
  before insert or update on public.todos
  for each row execute function public.check_revision(
    'title', 'description', 'completed', 'due_date', 'repeat_rule', 'assignee_id', 'remind_at'
  );

-- A reminder a caller sets: to the minute, in the future, and remembered as theirs. Runs with
-- the caller's rights (not security definer), so current_user tells a request (authenticated)
-- from the database's own writes (the carried reminder below, the service role), which may
-- write a reminder already past and keep who set it.
create or replace function public.todos_reminder_set() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.remind_at is not distinct from old.remind_at then
    return new;
  end if;
  if new.remind_at is null then
    new.reminder_by := null;
    return new;
  end if;
  new.remind_at := date_trunc('minute', new.remind_at);
  if current_user in ('authenticated', 'anon') then
    if new.remind_at <= now() then
      raise exception 'the reminder''s time has already passed'
        using errcode = '23514', hint = 'todo_reminder_past';
    end if;
    new.reminder_by := auth.uid();
  end if;
  return new;
end
$$;

revoke execute on function public.todos_reminder_set() from public, anon, authenticated;

create trigger todos_reminder_set
  before insert or update of remind_at on public.todos
  for each row execute function public.todos_reminder_set();

-- Who a task's reminder goes to (see above).
create or replace function public.todo_reminder_recipient(p_task public.todos) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_task.assignee_id, p_task.reminder_by, p_task.user_id)
$$;

revoke execute on function public.todo_reminder_recipient(public.todos)
  from public, anon, authenticated;

-- Queues the reminder's mail; cancels what a change makes stale (the reminder's mail, and an
-- assignee's mail for a task deleted or given to someone else).
create or replace function public.todos_reminder_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recipient uuid;
  v_to record;
  v_list_name text;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if tg_op = 'DELETE' or (new.assignee_id is distinct from old.assignee_id) then
      -- After todos_assigned_mail (name order): the mail to the new assignee stays.
      update public.mail_outbox o
      set status = 'cancelled', updated_at = now(),
        last_error = case when tg_op = 'DELETE' then 'the task was deleted'
          else 'the task was given to someone else' end
      where o.kind = 'todo_assigned' and o.subject_id = old.list_id and o.status = 'pending'
        and o.payload #>> '{task,id}' = old.id::text
        and (tg_op = 'DELETE' or o.recipient_user_id is distinct from new.assignee_id);
    end if;
    if tg_op = 'DELETE'
      or (new.remind_at, new.completed, new.assignee_id, new.list_id, new.title, new.due_date)
        is distinct from
        (old.remind_at, old.completed, old.assignee_id, old.list_id, old.title, old.due_date) then
      update public.mail_outbox o
      set status = 'cancelled', updated_at = now(),
        last_error = case
          when tg_op = 'DELETE' then 'the task was deleted'
          when new.completed and not old.completed then 'the task was done'
          when new.remind_at is null then 'the reminder was cleared'
          else 'the task or its reminder changed'
        end
      where o.kind = 'todo_task_reminder' and o.subject_id = old.id and o.status = 'pending';
    else
      return null;
    end if;
  end if;
  if tg_op = 'DELETE' or new.remind_at is null or new.completed or new.remind_at <= now() then
    return null;
  end if;
  v_recipient := public.todo_reminder_recipient(new);
  if not public.mail_account_reachable(v_recipient, null)
    or not public.is_todo_list_person(new.list_id, v_recipient) then
    return null;
  end if;
  select u.email, coalesce(m.language, 'ja') as language into v_to
  from auth.users u left join public.mail_settings m on m.user_id = u.id
  where u.id = v_recipient;
  if (
    select count(*) from public.mail_outbox o
    where o.kind = 'todo_task_reminder'
      and o.recipient_key = public.mail_address_key(v_to.email)
      and o.status <> 'cancelled'
      and o.send_after >= date_trunc('hour', new.remind_at)
      and o.send_after < date_trunc('hour', new.remind_at) + interval '1 hour'
  ) >= 30 then
    return null;
  end if;
  select l.name into v_list_name from public.todo_lists l where l.id = new.list_id;
  perform public.mail_enqueue(
    'todo_task_reminder',
    'todo_task_reminder/' || new.id || '/' || gen_random_uuid(),
    v_to.email,
    v_recipient,
    v_to.language,
    new.id,
    jsonb_build_object(
      'recipient_name', public.todo_editor_name(new.list_id, v_recipient),
      'remind_at', new.remind_at,
      'task', jsonb_build_object('id', new.id, 'title', new.title, 'due_date', new.due_date),
      'list', jsonb_build_object('id', new.list_id, 'name', v_list_name)
    ),
    new.remind_at
  );
  return null;
end
$$;

revoke execute on function public.todos_reminder_mail() from public, anon, authenticated;

create trigger todos_reminder_mail
  after insert or update or delete on public.todos
  for each row execute function public.todos_reminder_mail();

-- A repeating task ticked done: its next task (made by todos_repeat) gets the reminder shifted
-- by the same offset from the due date (a task without a due date: from the day it was
-- ticked, as todo_next_due counts). Security definer: the carried reminder keeps who set it.
create or replace function public.todos_carry_reminder() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_next_due date;
  v_from date;
begin
  if new.repeated_as is null or old.repeated_as is not null or old.remind_at is null then
    return null;
  end if;
  select t.due_date into v_next_due from public.todos t where t.id = new.repeated_as;
  if v_next_due is null then
    return null;
  end if;
  v_from := coalesce(old.due_date, (now() at time zone 'Asia/Tokyo')::date);
  update public.todos t
  set remind_at = public.todo_shift_reminder(old.remind_at, v_from, v_next_due),
    reminder_by = old.reminder_by
  where t.id = new.repeated_as;
  return null;
end
$$;

revoke execute on function public.todos_carry_reminder() from public, anon, authenticated;

create trigger todos_carry_reminder
  after update of completed on public.todos
  for each row execute function public.todos_carry_reminder();

-- The reminder p_remind_at of a task due on p_from, moved to a task due on p_to: the same wall
-- time and the same number of days before or after the due date, in Japan time (no summer
-- time there, so whole days of 24 hours).
create or replace function public.todo_shift_reminder(p_remind_at timestamptz, p_from date, p_to date)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select p_remind_at + (p_to - p_from) * interval '1 day'
$$;

revoke execute on function public.todo_shift_reminder(timestamptz, date, date) from public, anon;
grant execute on function public.todo_shift_reminder(timestamptz, date, date)
  to authenticated, service_role;

-- The new kind joins the outbox's kind checks: every kind so far (the newest list was
-- 20261130009400_todo_mail_kinds.sql) plus todo_task_reminder. A later kind must add itself to
-- these lists the same way, in a migration sorting after this one.
alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due',
    'todo_assigned', 'todo_invitation', 'todo_task_reminder'));
alter table public.mail_suppressions drop constraint mail_suppressions_kind_check;
alter table public.mail_suppressions add constraint mail_suppressions_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due',
    'todo_assigned', 'todo_invitation', 'todo_task_reminder'));
alter table public.mail_unsubscribe_tokens drop constraint mail_unsubscribe_tokens_kind_check;
alter table public.mail_unsubscribe_tokens add constraint mail_unsubscribe_tokens_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due',
    'todo_assigned', 'todo_invitation', 'todo_task_reminder'));

-- Checked again just before sending: as 20261130002200_invoice_due_mails.sql, plus a task
-- reminder whose task is gone, done, its reminder moved or its recipient no longer of the
-- list, and an assignee's mail whose task is gone or given to someone else.
create or replace function public.mail_unwanted_reason(p_mail public.mail_outbox, p_now timestamptz)
returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_owner uuid;
  v_status text;
  v_task public.todos;
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
  if p_mail.kind = 'todo_task_reminder' then
    select * into v_task from public.todos t where t.id = p_mail.subject_id;
    if v_task.id is null then
      return 'the task was deleted';
    elsif v_task.completed then
      return 'the task was done';
    elsif v_task.remind_at is distinct from (p_mail.payload ->> 'remind_at')::timestamptz then
      return 'the reminder was changed or cleared';
    elsif public.todo_reminder_recipient(v_task) is distinct from p_mail.recipient_user_id
      or not public.is_todo_list_person(v_task.list_id, p_mail.recipient_user_id) then
      return 'the recipient is no longer the task''s or the list''s';
    end if;
  end if;
  if p_mail.kind = 'todo_assigned' then
    select * into v_task from public.todos t
    where t.id::text = p_mail.payload #>> '{task,id}';
    if v_task.id is null then
      return 'the task was deleted';
    elsif v_task.assignee_id is distinct from p_mail.recipient_user_id then
      return 'the task was given to someone else';
    end if;
  end if;
  return null;
end
$$;

revoke execute on function public.mail_unwanted_reason(public.mail_outbox, timestamptz)
  from public, anon, authenticated;
