-- Mails of polls, third step: the respondent's edit code by mail (kind poll_edit_code). When
-- the owner lets only respondents edit (schedules.respondent_only_edits), the page shows the
-- code once after answering; a respondent who left an address also gets it by mail, so they
-- can edit from another device later. The code is written when an answer set is first saved
-- (save_schedule_answer, migration 20261126000610) into schedule_answer_codes; a trigger on
-- that table puts the mail in the outbox in the same transaction. The code then sits in the
-- outbox's payload, which, like the codes' table, only the service role reads.
--
-- Limits, as for decision mails (the address is typed by anyone holding the share link and
-- nobody confirmed it): at most 10 code mails a day to one address across the site. The poll's
-- answers are already limited to 200 new ones an hour (20261126000450). Unsubscribing from
-- this kind stops only this kind (suppressions are per kind).

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code'));
alter table public.mail_suppressions drop constraint mail_suppressions_kind_check;
alter table public.mail_suppressions add constraint mail_suppressions_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code'));
alter table public.mail_unsubscribe_tokens drop constraint mail_unsubscribe_tokens_kind_check;
alter table public.mail_unsubscribe_tokens add constraint mail_unsubscribe_tokens_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code'));

-- One respondent's code, to the address of their answer, in their language, at once.
create or replace function public.schedule_answer_codes_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules;
  v_answer record;
begin
  select * into v_schedule from public.schedules s where s.id = new.schedule_id;
  if v_schedule.id is null or not v_schedule.respondent_only_edits then
    return null;
  end if;
  select btrim(a.respondent_email) as address, a.respondent_name as name,
      coalesce(a.respondent_language, 'ja') as language
    into v_answer
  from public.schedule_answers a
  where a.respondent_id = new.respondent_id and a.schedule_id = new.schedule_id
  order by a.created_at
  limit 1;
  if v_answer.address is null or v_answer.address = '' then
    return null;
  end if;
  if (
    select count(*) from public.mail_outbox o
    where o.kind = 'poll_edit_code'
      and o.recipient_key = public.mail_address_key(v_answer.address)
      and o.status <> 'cancelled' and o.created_at > now() - interval '1 day'
  ) >= 10 then
    return null;
  end if;
  perform public.mail_enqueue(
    'poll_edit_code',
    'poll_edit_code/' || new.respondent_id || '/' || gen_random_uuid(),
    v_answer.address,
    null,
    v_answer.language,
    new.schedule_id,
    jsonb_build_object(
      'respondent_id', new.respondent_id,
      'name', v_answer.name,
      'poll', jsonb_build_object('title', v_schedule.title, 'share_id', v_schedule.share_id),
      'code', new.edit_code
    ),
    now()
  );
  return null;
end
$$;

-- Inserted: a new respondent. Updated with another code (nothing does so yet; a future
-- "issue a new code" would): the new code is mailed too.
create trigger schedule_answer_codes_mail
  after insert or update of edit_code on public.schedule_answer_codes
  for each row execute function public.schedule_answer_codes_mail();

revoke execute on function public.schedule_answer_codes_mail() from public, anon, authenticated;

-- mail_unwanted_reason of 20261126000410, whole, plus: a code mail is not sent once its answer
-- is deleted (with its code) or its code was replaced (a later mail carries the new one).
create or replace function public.mail_unwanted_reason(p_mail public.mail_outbox, p_now timestamptz)
returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_owner uuid;
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
  if p_mail.kind = 'todo_reminders'
    and (p_mail.payload ->> 'date')::date < (p_now at time zone 'Asia/Tokyo')::date then
    return 'the morning this reminder was for has passed';
  end if;
  return null;
end
$$;

revoke execute on function public.mail_unwanted_reason(public.mail_outbox, timestamptz)
  from public, anon, authenticated;
