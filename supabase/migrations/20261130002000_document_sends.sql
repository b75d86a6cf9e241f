-- 「メールで送付」: an issued document sent as a PDF attachment with a cover mail, through the mail
-- outbox (its retries, idempotency and unsubscribe rules), and the 送付履歴 kept with the
-- document: when, to whom, which version, the subject, and the provider's message id.
--
-- The PDF is drawn in the browser (as the download is) and handed over with the mail; the
-- database checks it is a PDF of at most 700 KB (in base64 it stays within the 1 MiB request
-- body the local backend takes; a typical invoice is 30–40 KB) and keeps it in the outbox row until the mail is
-- sent or given up, then drops it (the 送付履歴 keeps its size and SHA-256, and the version's data
-- is kept in business_document_versions). Mails go to an address the user typed, which nobody
-- confirmed: like the other such mails they count against the 5 an hour per address of
-- mail_enqueue, and an account sends at most 100 documents a day.

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send'));
alter table public.mail_suppressions drop constraint mail_suppressions_kind_check;
alter table public.mail_suppressions add constraint mail_suppressions_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send'));
alter table public.mail_unsubscribe_tokens drop constraint mail_unsubscribe_tokens_kind_check;
alter table public.mail_unsubscribe_tokens add constraint mail_unsubscribe_tokens_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send'));

create table public.business_document_sends (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  document_id uuid not null references public.business_documents (id) on delete cascade,
  -- The version sent; corrected: a version after a correction (its subject says so).
  version integer not null check (version >= 1),
  corrected boolean not null,
  recipient text not null check (char_length(recipient) <= 254),
  language text not null check (language in ('ja', 'en')),
  subject text not null check (char_length(subject) <= 250),
  file_name text not null check (char_length(file_name) <= 124),
  pdf_bytes integer not null check (pdf_bytes > 0),
  pdf_sha256 text not null,
  -- The outbox row (purged 30 days after sending; this record stays).
  mail_id uuid,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'cancelled')),
  message_id text,
  error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create index business_document_sends_document_idx
  on public.business_document_sends (document_id, created_at desc);
create index business_document_sends_user_idx
  on public.business_document_sends (user_id, created_at desc);
create index business_document_sends_mail_idx on public.business_document_sends (mail_id);

alter table public.business_document_sends enable row level security;

create policy "business_document_sends: members read their own"
  on public.business_document_sends
  for select to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "business_document_sends: aal2 once a second factor is on"
  on public.business_document_sends
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

-- Written only by send_business_document and the outbox's trigger.
revoke all on public.business_document_sends from public, anon, authenticated, service_role;
grant select on public.business_document_sends to authenticated;
grant select, insert, update, delete on public.business_document_sends to service_role;

create trigger business_document_sends_row_cap after insert
  on public.business_document_sends
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '50000', 'document_send_limit');

-- Sends one issued document of the caller's: checks everything the page checks (an address, a
-- subject and a message, a PDF file name, the PDF itself), records the send and queues the
-- mail. A corrected version's subject always says so: 【訂正】 / [Corrected] is put in front
-- when the subject does not already name the correction. Replies go to the account's address.
create or replace function public.send_business_document(
  p_id uuid,
  p_recipient text,
  p_language text,
  p_subject text,
  p_body text,
  p_file_name text,
  p_pdf text
) returns public.business_document_sends
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_document public.business_documents := public.own_business_document_for_change(p_id);
  v_reply_to text;
  v_recipient text := btrim(coalesce(p_recipient, ''));
  -- One line, as every mail subject (control characters and line breaks become one space).
  v_subject text := btrim(regexp_replace(coalesce(p_subject, ''), '[[:cntrl:][:space:]]+', ' ', 'g'));
  v_body text := btrim(coalesce(p_body, ''), E' \t\r\n');
  v_file_name text := btrim(coalesce(p_file_name, ''));
  v_pdf bytea;
  v_corrected boolean;
  v_send public.business_document_sends;
  v_mail uuid;
begin
  select u.email into v_reply_to from auth.users u
  where u.id = auth.uid() and u.email is not null and u.email_confirmed_at is not null;
  if v_reply_to is null then
    raise exception 'confirm your account''s address before sending documents'
      using errcode = '42501', hint = 'address_unconfirmed';
  end if;
  if v_document.status <> 'issued' then
    raise exception 'only an issued document can be sent' using errcode = '55000',
      hint = 'document_not_issued';
  end if;
  if char_length(v_recipient) > 254
    or v_recipient !~ '^[^@[:space:]<>(),;:"]+@[^@[:space:]<>(),;:"]+\.[^@[:space:]<>(),;:".]+$' then
    raise exception 'the recipient is not a mail address' using errcode = '22023',
      hint = 'recipient_invalid';
  end if;
  if p_language is null or p_language not in ('ja', 'en') then
    raise exception 'the language is ja or en' using errcode = '22023', hint = 'language_invalid';
  end if;
  if v_subject = '' or char_length(v_subject) > 200 then
    raise exception 'a subject of 1 to 200 characters' using errcode = '22023',
      hint = 'subject_invalid';
  end if;
  if v_body = '' or char_length(v_body) > 10000 then
    raise exception 'a message of 1 to 10,000 characters' using errcode = '22023',
      hint = 'body_invalid';
  end if;
  if v_file_name !~ '^[^/\\:*?"<>|[:cntrl:]]{1,120}\.pdf$' then
    raise exception 'a PDF file name' using errcode = '22023', hint = 'file_name_invalid';
  end if;
  begin
    v_pdf := decode(coalesce(p_pdf, ''), 'base64');
  exception when others then
    raise exception 'the PDF is not base64' using errcode = '22023', hint = 'pdf_invalid';
  end;
  if octet_length(v_pdf) < 8 or substring(v_pdf from 1 for 5) <> '\x255044462d'::bytea then
    raise exception 'the file is not a PDF' using errcode = '22023', hint = 'pdf_invalid';
  end if;
  if octet_length(v_pdf) > 700 * 1024 then
    raise exception 'the PDF is over 700 KB' using errcode = '22023', hint = 'pdf_too_large';
  end if;
  if exists (
    select 1 from public.mail_suppressions s
    where s.address_key = public.mail_address_key(v_recipient) and s.kind = 'document_send'
  ) then
    raise exception 'this address unsubscribed from documents sent through the site'
      using errcode = '55000', hint = 'recipient_unsubscribed';
  end if;
  perform pg_advisory_xact_lock(hashtext('business_document_sends'), hashtext(auth.uid()::text));
  if (
    select count(*) from public.business_document_sends s
    where s.user_id = auth.uid() and s.created_at > now() - interval '1 day'
  ) >= 100 then
    raise exception 'at most 100 documents a day' using errcode = 'PT429',
      hint = 'document_send_daily_limit';
  end if;

  v_corrected := v_document.version > 1;
  if v_corrected and v_subject !~* '訂正|correct' then
    v_subject := case when p_language = 'ja' then '【訂正】' else '[Corrected] ' end || v_subject;
  end if;

  insert into public.business_document_sends (
    user_id, document_id, version, corrected, recipient, language, subject, file_name,
    pdf_bytes, pdf_sha256
  )
  values (
    auth.uid(), v_document.id, v_document.version, v_corrected, v_recipient, p_language,
    v_subject, v_file_name, octet_length(v_pdf), encode(sha256(v_pdf), 'hex')
  )
  returning * into v_send;

  v_mail := public.mail_enqueue(
    'document_send',
    'document_send:' || v_send.id::text,
    v_recipient,
    null,
    p_language,
    v_document.id,
    jsonb_build_object(
      'send_id', v_send.id,
      'number', v_document.number,
      'version', v_document.version,
      'corrected', v_corrected,
      'subject', v_subject,
      'body', v_body,
      'reply_to', v_reply_to,
      'file_name', v_file_name,
      'pdf', encode(v_pdf, 'base64')
    ),
    now()
  );
  if v_mail is null then
    -- Not unsubscribed (checked above): the address had its 5 mails of the hour.
    raise exception 'this address was sent 5 mails in the last hour; try again later'
      using errcode = 'PT429', hint = 'recipient_rate_limited';
  end if;
  update public.business_document_sends s set mail_id = v_mail where s.id = v_send.id
  returning * into v_send;
  return v_send;
end
$$;

revoke execute on function public.send_business_document(uuid, text, text, text, text, text, text)
  from public, anon;
grant execute on function public.send_business_document(uuid, text, text, text, text, text, text)
  to authenticated, service_role;

-- The 送付履歴 follows the outbox: sent (with the provider's message id), failed (dead) or
-- cancelled; the PDF leaves the outbox row once the mail is no longer going to be sent.
create or replace function public.mail_outbox_document_send_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('sent', 'dead', 'cancelled') then
    new.payload := new.payload - 'pdf';
  end if;
  update public.business_document_sends s
  set status = case new.status
      when 'sent' then 'sent'
      when 'dead' then 'failed'
      when 'cancelled' then 'cancelled'
      else 'queued'
    end,
    message_id = coalesce(new.provider_message_id, s.message_id),
    sent_at = new.sent_at,
    error = case when new.status in ('dead', 'cancelled') then left(new.last_error, 300) end
  where s.mail_id = new.id;
  return new;
end
$$;

revoke execute on function public.mail_outbox_document_send_state() from public, anon, authenticated;

create trigger mail_outbox_document_send_state
  before update of status on public.mail_outbox
  for each row
  when (new.kind = 'document_send' and new.status is distinct from old.status)
  execute function public.mail_outbox_document_send_state();

-- A document mail not sent yet is not sent when its document was cancelled or deleted.
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
  if p_mail.kind = 'todo_reminders'
    and (p_mail.payload ->> 'date')::date < (p_now at time zone 'Asia/Tokyo')::date then
    return 'the morning this reminder was for has passed';
  end if;
  return null;
end
$$;

revoke execute on function public.mail_unwanted_reason(public.mail_outbox, timestamptz)
  from public, anon, authenticated;
