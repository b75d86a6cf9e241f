-- Mails of polls, second step: a candidate need not have a clock time (schedule_options.kind,
-- migration 20261126000600). The option snapshots the outbox keeps for the answer mail and the
-- decision mail now carry the candidate's kind, so the sender can write 12月7日(月) 午後, a
-- whole-day calendar entry, or a text candidate's own text (whose date_time is null).
--
-- The two functions are those of 20261126000420, whole, with only the snapshots changed. Rows
-- already in the outbox have no kind; the sender reads them as 'time', which they all were.

create or replace function public.mail_note_answer(
  p_schedule_id uuid,
  p_respondent_id uuid,
  p_side text,
  p_state jsonb
) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules;
  v_address text;
  v_language text;
  v_name text;
  v_mail public.mail_outbox;
  v_changes jsonb;
  v_entry jsonb;
  v_last timestamptz;
  v_id uuid;
  v_options jsonb;
begin
  select * into v_schedule from public.schedules s where s.id = p_schedule_id;
  -- Gone (deleted with its answers), or the owner's own doing: nothing to tell the owner.
  if v_schedule.id is null or v_schedule.user_id = auth.uid() then
    return;
  end if;
  if exists (
    select 1 from public.schedule_mail_settings m
    where m.schedule_id = p_schedule_id and not m.answers_mail
  ) or not public.mail_account_reachable(v_schedule.user_id, null) then
    return;
  end if;
  select u.email, coalesce(m.language, 'ja'),
    nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
    into v_address, v_language, v_name
  from auth.users u left join public.mail_settings m on m.user_id = u.id
  where u.id = v_schedule.user_id;

  select * into v_mail from public.mail_outbox o
  where o.kind = 'poll_answers' and o.subject_id = p_schedule_id
    and o.status = 'pending' and o.attempts = 0
  order by o.created_at desc
  limit 1
  for update;

  if v_mail.id is null then
    -- At most one mail per poll every 10 minutes: a new batch is due 10 minutes after the
    -- previous one (at once when there was none lately).
    select max(o.send_after) into v_last from public.mail_outbox o
    where o.kind = 'poll_answers' and o.subject_id = p_schedule_id and o.status <> 'cancelled';
    v_id := public.mail_enqueue(
      'poll_answers',
      'poll_answers/' || p_schedule_id || '/' || gen_random_uuid(),
      v_address,
      v_schedule.user_id,
      v_language,
      p_schedule_id,
      jsonb_build_object('changes', '{}'::jsonb, 'more', 0),
      greatest(now(), coalesce(v_last + interval '10 minutes', now()))
    );
    if v_id is null then
      return;
    end if;
    select * into v_mail from public.mail_outbox o where o.id = v_id;
  end if;

  v_changes := coalesce(v_mail.payload -> 'changes', '{}'::jsonb);
  v_entry := v_changes -> p_respondent_id::text;
  if v_entry is null then
    if (select count(*) from jsonb_object_keys(v_changes)) >= 50 then
      update public.mail_outbox o
      set payload = jsonb_set(o.payload, '{more}', to_jsonb(coalesce((o.payload ->> 'more')::int, 0) + 1)),
        updated_at = now()
      where o.id = v_mail.id;
      return;
    end if;
    v_entry := jsonb_build_object(
      'seq', (select count(*) from jsonb_object_keys(v_changes)),
      'before', case when p_side = 'before' then p_state end,
      'after', case when p_side = 'after' then p_state end
    );
  else
    v_entry := jsonb_set(v_entry, '{after}', case when p_side = 'after' then p_state else 'null'::jsonb end);
  end if;

  -- The options as they are now, over those the batch saw earlier (an answer may name an
  -- option deleted since).
  select coalesce(jsonb_object_agg(
    o.id::text,
    jsonb_build_object(
      'kind', o.kind, 'date_time', o.date_time, 'end_time', o.end_time, 'label', o.label
    )
  ), '{}'::jsonb) into v_options
  from public.schedule_options o where o.schedule_id = p_schedule_id;

  update public.mail_outbox o
  set payload = o.payload || jsonb_build_object(
      'recipient_name', v_name,
      'poll', jsonb_build_object('id', v_schedule.id, 'title', v_schedule.title),
      'options', coalesce(o.payload -> 'options', '{}'::jsonb) || v_options,
      'changes', v_changes || jsonb_build_object(p_respondent_id::text, v_entry)
    ),
    updated_at = now()
  where o.id = v_mail.id;
end
$$;

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
