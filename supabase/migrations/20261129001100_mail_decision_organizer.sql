-- The decision mail names the poll's organiser (its owner's account name, when there is one):
-- respondents are told who decided, not only that "the organiser" did. The same function as in
-- 20261126000650_mail_option_kinds.sql, with `organizer` added to the payload; rows written
-- before carry none and read as before.
create or replace function public.schedules_mail_decision() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_option jsonb;
  v_previous jsonb;
  v_state text;
  v_owner_today integer;
  v_organizer text;
begin
  update public.mail_outbox o
  set status = 'cancelled', last_error = 'replaced by a later decision', updated_at = now()
  where o.kind = 'poll_decision' and o.subject_id = new.id
    and o.status = 'pending' and o.attempts = 0;

  select count(*) into v_owner_today
  from public.schedules s
  join public.mail_outbox o on o.kind = 'poll_decision' and o.subject_id = s.id
  where s.user_id = new.user_id and o.status <> 'cancelled'
    and o.created_at > now() - interval '1 day';

  -- The poll's owner as their account names them (none for guests and unnamed accounts):
  -- the mail says who decided.
  select nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '') into v_organizer
  from auth.users u where u.id = new.user_id;

  select jsonb_build_object(
      'id', o.id, 'kind', o.kind, 'date_time', o.date_time, 'end_time', o.end_time,
      'label', o.label
    ) into v_option
  from public.schedule_options o where o.id = new.decided_option_id;

  for r in
    select distinct on (lower(btrim(a.respondent_email)))
      btrim(a.respondent_email) as address, a.respondent_name as name,
      coalesce(a.respondent_language, 'ja') as language
    from public.schedule_answers a
    where a.schedule_id = new.id and a.respondent_email is not null
    order by lower(btrim(a.respondent_email)), a.created_at desc
    limit 200
  loop
    -- What this address was last told about this poll (a mail sent, or tried).
    select o.payload into v_previous from public.mail_outbox o
    where o.kind = 'poll_decision' and o.subject_id = new.id
      and o.recipient_key = public.mail_address_key(r.address)
      and (o.status in ('sent', 'sending') or (o.status = 'pending' and o.attempts > 0))
    order by o.created_at desc
    limit 1;
    if v_option is null then
      -- Undone: only those told of a date hear that it no longer holds.
      continue when v_previous is null or v_previous ->> 'state' = 'cancelled';
      v_state := 'cancelled';
    elsif v_previous is null or v_previous ->> 'state' = 'cancelled' then
      v_state := 'decided';
    else
      v_state := 'changed';
    end if;
    continue when (
      select count(*) from public.mail_outbox o
      where o.kind = 'poll_decision' and o.recipient_key = public.mail_address_key(r.address)
        and o.status <> 'cancelled' and o.created_at > now() - interval '1 day'
    ) >= 10;
    exit when v_owner_today >= 300;
    if public.mail_enqueue(
      'poll_decision',
      'poll_decision/' || new.id || '/' || gen_random_uuid(),
      r.address,
      null,
      r.language,
      new.id,
      jsonb_build_object(
        'state', v_state,
        'name', r.name,
        'organizer', v_organizer,
        'poll', jsonb_build_object(
          'title', new.title, 'description', new.description, 'share_id', new.share_id
        ),
        'option', v_option,
        'previous', case when v_state <> 'decided' then v_previous -> 'option' end,
        -- iCalendar's SEQUENCE: each new version of the event replaces the one imported before.
        'sequence', coalesce((v_previous ->> 'sequence')::int + 1, 0)
      ),
      now() + interval '2 minutes'
    ) is not null then
      v_owner_today := v_owner_today + 1;
    end if;
  end loop;
  return null;
end
$$;

revoke execute on function public.mail_note_answer(uuid, uuid, text, jsonb) from public, anon, authenticated;
revoke execute on function public.schedules_mail_decision() from public, anon, authenticated;
