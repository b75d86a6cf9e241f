-- Poll invitations by address (Rallly's long-standing request): the owner types addresses, each
-- invitee is mailed a personal link (the poll's link with ?invite=<token>), the owner sees who
-- has answered and who not yet, may mail a reminder to one who has not (once a day), and is
-- mailed once when everyone invited has answered.
--
-- How an answer is matched to its invitation: the page of a personal link sends the invitation's
-- token as the answer's respondent key (save_schedule_answer keeps its SHA-256,
-- schedule_answers.respondent_key_hash). A trigger on the answers compares it with the
-- invitation's token_hash: only someone holding the personal link can answer as that invitee,
-- and nothing else changes in the answer functions (offline answers, edits and edit codes work
-- as before). An invitation whose answer the owner deletes is "not yet" again.
--
-- Mail: two kinds, poll_invitation (to the invited address; no account behind it, so the
-- outbox's per-address caps hold: 5 an hour) and poll_all_answered (to the owner's confirmed
-- account address). Only permanent accounts invite (a guest costs nothing to make), at most 50
-- addresses a poll and 100 invitation mails a day per owner (PT429, invitation_daily_limit).
--
-- The token is readable by the service role only (as edit codes are): the owner's API reads
-- every other column; invitations are written only by the functions below.

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered'));
alter table public.mail_suppressions drop constraint mail_suppressions_kind_check;
alter table public.mail_suppressions add constraint mail_suppressions_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered'));
alter table public.mail_unsubscribe_tokens drop constraint mail_unsubscribe_tokens_kind_check;
alter table public.mail_unsubscribe_tokens add constraint mail_unsubscribe_tokens_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered'));

create table public.schedule_invitations (
  id uuid primary key default gen_random_uuid(),
  schedule_id uuid not null references public.schedules (id) on delete cascade,
  -- Trimmed and lower-cased by invite_schedule_respondents; one invitation per address and poll.
  email text not null check (char_length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+$'),
  token text not null unique,
  token_hash text not null unique,
  -- The answer given through the personal link; null: not yet.
  respondent_id uuid,
  answered_at timestamptz,
  last_sent_at timestamptz not null default now(),
  sent_count integer not null default 1,
  created_at timestamptz not null default now(),
  unique (schedule_id, email)
);

create index schedule_invitations_respondent_idx on public.schedule_invitations (respondent_id)
  where respondent_id is not null;

-- The poll whose invitees have all answered, and when the owner was mailed so (once a poll).
create table public.schedule_invitation_progress (
  schedule_id uuid primary key references public.schedules (id) on delete cascade,
  all_answered_mailed_at timestamptz not null default now()
);

alter table public.schedule_invitations enable row level security;
alter table public.schedule_invitation_progress enable row level security;

create policy "schedule_invitations: schedule owners read" on public.schedule_invitations
  for select to authenticated
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
create policy "schedule_invitations: schedule owners delete" on public.schedule_invitations
  for delete to authenticated
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
create policy "schedule_invitations: aal2 once a second factor is on"
  on public.schedule_invitations
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

revoke all on public.schedule_invitations, public.schedule_invitation_progress
  from public, anon, authenticated, service_role;
grant select (id, schedule_id, email, respondent_id, answered_at, last_sent_at, sent_count,
  created_at) on public.schedule_invitations to authenticated;
grant delete on public.schedule_invitations to authenticated;
grant select, insert, update, delete on public.schedule_invitations,
  public.schedule_invitation_progress to service_role;

-- Live like the answers: the owner's page sees "answered" arrive.
create trigger live_schedule_invitations_inserted
  after insert on public.schedule_invitations referencing new table as changed
  for each statement execute function public.live_poll_rows_changed();
create trigger live_schedule_invitations_updated
  after update on public.schedule_invitations referencing new table as changed
  for each statement execute function public.live_poll_rows_changed();
create trigger live_schedule_invitations_deleted
  after delete on public.schedule_invitations referencing old table as changed
  for each statement execute function public.live_poll_rows_changed();

-- The mail of one invitation (first or again), in the owner's mail language.
create or replace function public.mail_schedule_invitation(p_invitation public.schedule_invitations)
returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules;
  v_language text;
  v_organizer text;
begin
  select * into v_schedule from public.schedules s where s.id = p_invitation.schedule_id;
  select coalesce(m.language, public.request_language(), 'ja'),
    nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
    into v_language, v_organizer
  from auth.users u left join public.mail_settings m on m.user_id = u.id
  where u.id = v_schedule.user_id;
  return public.mail_enqueue(
    'poll_invitation',
    'poll_invitation/' || p_invitation.id || '/' || p_invitation.sent_count,
    p_invitation.email,
    null,
    coalesce(v_language, 'ja'),
    v_schedule.id,
    jsonb_build_object(
      'invitation_id', p_invitation.id,
      'organizer', v_organizer,
      'poll', jsonb_build_object(
        'title', v_schedule.title, 'description', v_schedule.description,
        'share_id', v_schedule.share_id
      ),
      'token', p_invitation.token,
      'reminder', p_invitation.sent_count > 1
    ),
    now()
  );
end
$$;

-- The caller's poll, for the invitation functions: refused (PT404) unless it is theirs, and
-- to guests (42501, hint invitations_need_account).
create or replace function public.invitation_owner_poll(p_schedule_id uuid)
returns public.schedules
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules;
begin
  perform public.assert_mfa_session();
  select * into v_schedule from public.schedules s
  where s.id = p_schedule_id and s.user_id = auth.uid();
  if v_schedule.id is null then
    raise exception 'schedule not found' using errcode = 'PT404';
  end if;
  if not public.is_permanent_user() then
    raise exception 'inviting by mail needs an account' using errcode = '42501',
      hint = 'invitations_need_account';
  end if;
  return v_schedule;
end
$$;

-- Invites addresses to the caller's poll: each new one is mailed its personal link; addresses
-- already invited are skipped. Returns how many were invited now.
create or replace function public.invite_schedule_respondents(
  p_schedule_id uuid,
  p_emails text[]
) returns integer
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules := public.invitation_owner_poll(p_schedule_id);
  v_emails text[];
  v_email text;
  v_row public.schedule_invitations;
  v_token text;
  v_count integer := 0;
begin
  select coalesce(array_agg(distinct lower(btrim(e, E' \t\r\n\u3000'))), '{}') into v_emails
  from unnest(coalesce(p_emails, '{}')) e
  where btrim(e, E' \t\r\n\u3000') <> '';
  foreach v_email in array v_emails loop
    if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 254 then
      raise exception 'not an email address: %', v_email using errcode = '22023',
        hint = 'invitation_bad_address';
    end if;
  end loop;
  perform pg_advisory_xact_lock(hashtext('schedule_invitations'), hashtext(v_schedule.id::text));
  if (select count(*) from public.schedule_invitations i where i.schedule_id = v_schedule.id)
    + (select count(*) from unnest(v_emails) e where not exists (
        select 1 from public.schedule_invitations i
        where i.schedule_id = v_schedule.id and i.email = e)) > 50 then
    raise exception 'at most 50 invitations a poll' using errcode = '23514',
      hint = 'invitation_limit';
  end if;
  if (select count(*) from public.mail_outbox o
      join public.schedules s on s.id = o.subject_id
      where o.kind = 'poll_invitation' and s.user_id = v_schedule.user_id
        and o.created_at > now() - interval '1 day') + cardinality(v_emails) > 100 then
    raise exception 'at most 100 invitation mails a day' using errcode = 'PT429',
      hint = 'invitation_daily_limit';
  end if;
  foreach v_email in array v_emails loop
    v_token := public.new_share_id();
    insert into public.schedule_invitations (schedule_id, email, token, token_hash)
    values (v_schedule.id, v_email, v_token, encode(sha256(convert_to(v_token, 'UTF8')), 'hex'))
    on conflict (schedule_id, email) do nothing
    returning * into v_row;
    if v_row.id is not null then
      perform public.mail_schedule_invitation(v_row);
      v_count := v_count + 1;
    end if;
    v_row := null;
  end loop;
  return v_count;
end
$$;

-- Mails the personal link again to one who has not answered: once a day per invitation.
create or replace function public.resend_schedule_invitation(p_invitation_id uuid)
returns timestamptz
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_row public.schedule_invitations;
begin
  select * into v_row from public.schedule_invitations i where i.id = p_invitation_id;
  if v_row.id is null then
    raise exception 'invitation not found' using errcode = 'PT404';
  end if;
  perform public.invitation_owner_poll(v_row.schedule_id);
  if v_row.answered_at is not null then
    raise exception 'this invitee has answered' using errcode = '22023',
      hint = 'invitation_answered';
  end if;
  if v_row.last_sent_at > now() - interval '1 day' then
    raise exception 'an invitation can be sent again once a day' using errcode = 'PT429',
      hint = 'invitation_resend_too_soon';
  end if;
  update public.schedule_invitations i
  set last_sent_at = now(), sent_count = i.sent_count + 1
  where i.id = v_row.id
  returning * into v_row;
  perform public.mail_schedule_invitation(v_row);
  return v_row.last_sent_at;
end
$$;

-- What a personal link's page shows: the address invited (to fill the answer form's address
-- field) and whether it has answered. Null for a token that is not this poll's.
create or replace function public.get_schedule_invitation(p_share_id text, p_token text)
returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object('email', i.email, 'answered', i.answered_at is not null)
  from public.schedule_invitations i
  join public.schedules s on s.id = i.schedule_id
  where s.share_id = p_share_id and i.token = p_token
$$;

-- Mails the owner that everyone invited has answered: once a poll (schedule_invitation_progress),
-- and only when it is so (every invitation answered; at least one invitation).
create or replace function public.mail_all_invited_answered(p_schedule_id uuid) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules;
  v_address text;
  v_language text;
  v_name text;
  v_names jsonb;
  v_invited integer;
begin
  select count(*) into v_invited from public.schedule_invitations i
  where i.schedule_id = p_schedule_id;
  if v_invited = 0 or exists (
    select 1 from public.schedule_invitations i
    where i.schedule_id = p_schedule_id and i.answered_at is null
  ) then
    return;
  end if;
  insert into public.schedule_invitation_progress (schedule_id) values (p_schedule_id)
  on conflict (schedule_id) do nothing;
  if not found then
    return;
  end if;
  select * into v_schedule from public.schedules s where s.id = p_schedule_id;
  if v_schedule.id is null or not public.mail_account_reachable(v_schedule.user_id, null) then
    return;
  end if;
  select u.email, coalesce(m.language, 'ja'),
    nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
    into v_address, v_language, v_name
  from auth.users u left join public.mail_settings m on m.user_id = u.id
  where u.id = v_schedule.user_id;
  select coalesce(jsonb_agg(n.name order by n.first_at), '[]'::jsonb) into v_names
  from (
    select min(a.respondent_name) as name, min(a.created_at) as first_at
    from public.schedule_invitations i
    join public.schedule_answers a on a.respondent_id = i.respondent_id
    where i.schedule_id = p_schedule_id
    group by i.id
  ) n;
  perform public.mail_enqueue(
    'poll_all_answered',
    'poll_all_answered/' || p_schedule_id,
    v_address,
    v_schedule.user_id,
    v_language,
    p_schedule_id,
    jsonb_build_object(
      'recipient_name', v_name,
      'poll', jsonb_build_object('id', v_schedule.id, 'title', v_schedule.title),
      'invited', v_invited,
      'names', v_names
    ),
    now()
  );
end
$$;

-- Answers given through a personal link mark its invitation answered; then, per poll, the
-- owner's mail when nobody invited is left.
create or replace function public.schedule_invitations_note_answers() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_schedule_id uuid;
begin
  with answered as (
    update public.schedule_invitations i
    set respondent_id = n.respondent_id, answered_at = now()
    from (select distinct r.schedule_id, r.respondent_id, r.respondent_key_hash
          from new_rows r where r.respondent_key_hash is not null) n
    where i.schedule_id = n.schedule_id and i.token_hash = n.respondent_key_hash
      and i.respondent_id is distinct from n.respondent_id
    returning i.schedule_id
  )
  select coalesce(array_agg(distinct a.schedule_id), '{}') into v_ids from answered a;
  foreach v_schedule_id in array v_ids loop
    perform public.mail_all_invited_answered(v_schedule_id);
  end loop;
  return null;
end
$$;

-- An answer deleted (by the owner, or replaced: the answer functions delete and insert in one
-- transaction, and the insert marks it again): its invitation is "not yet" once no row of that
-- respondent is left.
create or replace function public.schedule_invitations_note_removed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.schedule_invitations i
  set respondent_id = null, answered_at = null
  where i.respondent_id in (select distinct o.respondent_id from old_rows o)
    and not exists (
      select 1 from public.schedule_answers a where a.respondent_id = i.respondent_id
    );
  return null;
end
$$;

create trigger schedule_invitations_note_answers
  after insert on public.schedule_answers
  referencing new table as new_rows
  for each statement execute function public.schedule_invitations_note_answers();
create trigger schedule_invitations_note_removed
  after delete on public.schedule_answers
  referencing old table as old_rows
  for each statement execute function public.schedule_invitations_note_removed();

-- An invitation withdrawn (or its poll deleted): its mail still waiting is not sent.
create or replace function public.schedule_invitations_cancel_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.mail_outbox o
  set status = 'cancelled', last_error = 'the invitation was withdrawn or its poll deleted',
    updated_at = now()
  where o.kind = 'poll_invitation' and o.status = 'pending'
    and o.subject_id = old.schedule_id and o.payload ->> 'invitation_id' = old.id::text;
  return null;
end
$$;

create trigger schedule_invitations_cancel_mail
  after delete on public.schedule_invitations
  for each row execute function public.schedule_invitations_cancel_mail();

revoke execute on function public.mail_schedule_invitation(public.schedule_invitations)
  from public, anon, authenticated;
revoke execute on function public.invitation_owner_poll(uuid) from public, anon, authenticated;
revoke execute on function public.mail_all_invited_answered(uuid) from public, anon, authenticated;
revoke execute on function public.schedule_invitations_note_answers()
  from public, anon, authenticated;
revoke execute on function public.schedule_invitations_note_removed()
  from public, anon, authenticated;
revoke execute on function public.schedule_invitations_cancel_mail()
  from public, anon, authenticated;
revoke execute on function public.invite_schedule_respondents(uuid, text[]) from public, anon;
revoke execute on function public.resend_schedule_invitation(uuid) from public, anon;
revoke execute on function public.get_schedule_invitation(text, text) from public;
grant execute on function public.invite_schedule_respondents(uuid, text[])
  to authenticated, service_role;
grant execute on function public.resend_schedule_invitation(uuid) to authenticated, service_role;
grant execute on function public.get_schedule_invitation(text, text)
  to anon, authenticated, service_role;
