-- Mail only goes where it was asked for. Mails to an account (answers to the owner's poll,
-- due-date reminders) already go only to a confirmed address of an account that has mail on
-- (mail_account_reachable), and invitations are seen only by the account that confirmed the
-- invited address (todo_invitee_email). The remaining mails go to an address a respondent
-- typed into a poll (the decision, the edit code), which nobody confirmed: whoever answers may
-- type a stranger's. Besides the daily caps per kind, such an address now gets at most 5 of
-- them an hour, all kinds and polls together, whoever sends them.

create index if not exists mail_outbox_unasked_idx
  on public.mail_outbox (recipient_key, created_at desc)
  where recipient_user_id is null;

create or replace function public.mail_enqueue(
  p_kind text,
  p_idempotency_key text,
  p_recipient text,
  p_recipient_user_id uuid,
  p_language text,
  p_subject_id uuid,
  p_payload jsonb,
  p_send_after timestamptz
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_address_key text := public.mail_address_key(p_recipient);
  v_token text := public.new_share_id();
  v_id uuid;
begin
  if exists (
    select 1 from public.mail_suppressions s
    where s.address_key = v_address_key and s.kind = p_kind
  ) then
    return null;
  end if;
  if p_recipient_user_id is null and (
    select count(*) from public.mail_outbox o
    where o.recipient_key = v_address_key and o.recipient_user_id is null
      and o.status <> 'cancelled' and o.created_at > now() - interval '1 hour'
  ) >= 5 then
    return null;
  end if;
  insert into public.mail_outbox (
    kind, idempotency_key, recipient, recipient_key, recipient_user_id, language, subject_id,
    payload, unsubscribe_token, send_after
  )
  values (
    p_kind, p_idempotency_key, btrim(p_recipient), v_address_key, p_recipient_user_id,
    coalesce(p_language, 'ja'), p_subject_id, p_payload, v_token, p_send_after
  )
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is not null then
    insert into public.mail_unsubscribe_tokens (token_hash, address_key, kind)
    values (encode(sha256(convert_to(v_token, 'UTF8')), 'hex'), v_address_key, p_kind);
  end if;
  return v_id;
end
$$;
