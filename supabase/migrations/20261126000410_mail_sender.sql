-- The sender's side of the outbox (service role only), and the unsubscribe link's side (anyone
-- holding a mail's token).

-- Why a mail in the outbox should no longer go out, checked again just before it is sent:
-- the address unsubscribed meanwhile, the account turned mail off, the poll is gone, the
-- answers came back to what the owner already knew, a morning mail's day has passed.
-- Null: send it.
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
  if p_mail.kind in ('poll_answers', 'poll_decision') then
    select s.user_id into v_owner from public.schedules s where s.id = p_mail.subject_id;
    if v_owner is null then
      return 'the poll was deleted';
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

-- Hands the sender up to p_limit due mails (oldest first), marked as being sent for five
-- minutes. Mails whose sender died mid-send come back after their lock; mails no longer wanted
-- are cancelled instead. Concurrent senders never get the same row (skip locked).
create or replace function public.claim_mail_outbox(
  p_now timestamptz default null,
  p_limit integer default 10
) returns setof public.mail_outbox
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
begin
  update public.mail_outbox o
  set status = 'pending', locked_until = null, updated_at = now()
  where o.status = 'sending' and o.locked_until < v_now;

  update public.mail_outbox o
  set status = 'cancelled', last_error = w.reason, updated_at = now()
  from (
    select o2.id, public.mail_unwanted_reason(o2, v_now) as reason
    from public.mail_outbox o2
    where o2.status = 'pending' and o2.send_after <= v_now
  ) w
  where o.id = w.id and w.reason is not null;

  return query
  with due as (
    select o.id from public.mail_outbox o
    where o.status = 'pending' and o.send_after <= v_now
    order by o.send_after, o.created_at, o.id
    limit greatest(1, least(coalesce(p_limit, 10), 100))
    for update skip locked
  )
  update public.mail_outbox o
  set status = 'sending',
    attempts = o.attempts + 1,
    locked_until = v_now + interval '5 minutes',
    updated_at = now()
  from due
  where o.id = due.id
  returning o.*;
end
$$;

-- After 10 failed attempts a mail is dead. Waits between attempts: 1, 2, 4 … minutes, at most
-- six hours (about eight and a half hours from the first attempt to the last).
create or replace function public.mail_retry_delay(p_attempts integer) returns interval
language sql immutable
set search_path = ''
as $$
  select least(interval '1 minute' * power(2, greatest(p_attempts, 1) - 1), interval '6 hours')
$$;

-- The sender's report on one claimed mail: sent (p_error null), failed for now (retryable), or
-- failed for good (dead). p_status 'cancelled' records a mail the sender chose not to send.
-- Returns the mail's status afterwards.
create or replace function public.finish_mail_outbox(
  p_id uuid,
  p_provider_message_id text default null,
  p_error text default null,
  p_retryable boolean default true,
  p_now timestamptz default null,
  p_cancelled boolean default false
) returns text
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_status text;
begin
  update public.mail_outbox o
  set status = case
      when p_cancelled then 'cancelled'
      when p_error is null then 'sent'
      when p_retryable and o.attempts < 10 then 'pending'
      else 'dead'
    end,
    provider_message_id = coalesce(p_provider_message_id, o.provider_message_id),
    last_error = case when p_error is null then o.last_error else left(p_error, 1000) end,
    sent_at = case when p_error is null and not p_cancelled then now() else o.sent_at end,
    send_after = case
      when p_error is not null and p_retryable then v_now + public.mail_retry_delay(o.attempts)
      else o.send_after
    end,
    locked_until = null,
    updated_at = now()
  where o.id = p_id and o.status = 'sending'
  returning o.status into v_status;
  return v_status;
end
$$;

-- Claimed mails the sender did not try (its run stopped first): back in the queue as they were.
create or replace function public.release_mail_outbox(p_ids uuid[]) returns integer
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_released integer;
begin
  update public.mail_outbox o
  set status = 'pending', attempts = greatest(o.attempts - 1, 0), locked_until = null,
    updated_at = now()
  where o.id = any (p_ids) and o.status = 'sending';
  get diagnostics v_released = row_count;
  return v_released;
end
$$;

-- For the operator: a dead mail back into the queue, with its attempts counted afresh.
create or replace function public.retry_mail_outbox(p_id uuid) returns boolean
language sql volatile
security definer
set search_path = ''
as $$
  update public.mail_outbox o
  set status = 'pending', attempts = 0, send_after = now(), locked_until = null, updated_at = now()
  where o.id = p_id and o.status = 'dead'
  returning true
$$;

-- Sent and cancelled mails are kept 30 days, dead ones 90, unsubscribe tokens a year (a link
-- in an old mail keeps working that long).
create or replace function public.purge_mail_outbox() returns integer
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_removed integer;
begin
  delete from public.mail_outbox o
  where (o.status in ('sent', 'cancelled') and o.updated_at < now() - interval '30 days')
    or (o.status = 'dead' and o.updated_at < now() - interval '90 days');
  get diagnostics v_removed = row_count;
  delete from public.mail_unsubscribe_tokens t where t.created_at < now() - interval '365 days';
  return v_removed;
end
$$;

-- The unsubscribe link: what it stops (kind), whether it already has. Unknown token: null.
create or replace function public.mail_unsubscribe_info(p_token text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'kind', t.kind,
    'unsubscribed', exists (
      select 1 from public.mail_suppressions s
      where s.address_key = t.address_key and s.kind = t.kind
    )
  )
  from public.mail_unsubscribe_tokens t
  where t.token_hash = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
$$;

-- Stops that kind of mail to that address (and nothing else). Works without signing in: the
-- token is the proof. Answers as mail_unsubscribe_info, or null for an unknown token.
create or replace function public.unsubscribe_mail(p_token text) returns json
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_token public.mail_unsubscribe_tokens;
begin
  select * into v_token from public.mail_unsubscribe_tokens t
  where t.token_hash = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex');
  if v_token.token_hash is null then
    return null;
  end if;
  insert into public.mail_suppressions (address_key, kind)
  values (v_token.address_key, v_token.kind)
  on conflict do nothing;
  return json_build_object('kind', v_token.kind, 'unsubscribed', true);
end
$$;

-- The signed-in account's own address: the kinds it unsubscribed from, and taking one back.
create or replace function public.my_mail_suppressions() returns text[]
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.kind order by s.kind), '{}')
  from auth.users u
  join public.mail_suppressions s on s.address_key = public.mail_address_key(u.email)
  where u.id = auth.uid() and u.email is not null and not u.is_anonymous
$$;

create or replace function public.resume_mail(p_kind text) returns void
language sql volatile
security definer
set search_path = ''
as $$
  delete from public.mail_suppressions s
  using auth.users u
  where u.id = auth.uid() and u.email is not null and not u.is_anonymous
    and s.address_key = public.mail_address_key(u.email) and s.kind = p_kind
$$;

revoke execute on function public.mail_unwanted_reason(public.mail_outbox, timestamptz)
  from public, anon, authenticated;
revoke execute on function public.claim_mail_outbox(timestamptz, integer) from public, anon, authenticated;
revoke execute on function public.finish_mail_outbox(uuid, text, text, boolean, timestamptz, boolean)
  from public, anon, authenticated;
revoke execute on function public.retry_mail_outbox(uuid) from public, anon, authenticated;
revoke execute on function public.release_mail_outbox(uuid[]) from public, anon, authenticated;
revoke execute on function public.purge_mail_outbox() from public, anon, authenticated;
revoke execute on function public.mail_unsubscribe_info(text) from public;
revoke execute on function public.unsubscribe_mail(text) from public;
revoke execute on function public.my_mail_suppressions() from public, anon;
revoke execute on function public.resume_mail(text) from public, anon;
grant execute on function public.mail_retry_delay(integer) to service_role;
grant execute on function public.claim_mail_outbox(timestamptz, integer) to service_role;
grant execute on function public.finish_mail_outbox(uuid, text, text, boolean, timestamptz, boolean)
  to service_role;
grant execute on function public.retry_mail_outbox(uuid) to service_role;
grant execute on function public.release_mail_outbox(uuid[]) to service_role;
grant execute on function public.purge_mail_outbox() to service_role;
grant execute on function public.mail_unsubscribe_info(text) to anon, authenticated, service_role;
grant execute on function public.unsubscribe_mail(text) to anon, authenticated, service_role;
grant execute on function public.my_mail_suppressions() to authenticated;
grant execute on function public.resume_mail(text) to authenticated;
