-- Schedule polls, fourth step: answers are edited by name from any device, as on 調整さん.
--
-- * save_schedule_answer() writes one respondent's answer set. Given a respondent_id (from the
--   public table), it replaces that respondent's rows, keeping their id, their place in the
--   table (created_at) and, when no address is sent, their e-mail address.
-- * The owner may restrict editing to the respondent (schedules.respondent_only_edits). Then a
--   replacement needs either the browser key the answer was sent with or the respondent's edit
--   code: eight characters shown once after answering. Codes live in a table no API role can
--   read; only the respondent's own save returns theirs (and the notification mail may later).
-- * A deadline set by a signed-in user or guest must lie in the future.
--
-- submit_schedule_answer() keeps its signature and its answers for earlier pages; it now runs
-- through save_schedule_answer(), so both follow the same rules.

alter table public.schedules
  add column respondent_only_edits boolean not null default false;

grant insert (respondent_only_edits) on public.schedules to authenticated;
grant update (respondent_only_edits) on public.schedules to authenticated;

-- One code per respondent. Stored as typed (not hashed) so that the notification mail can send
-- it; RLS is on with no policy and no grant to anon or authenticated, so only the security
-- definer functions below (and the service role) ever read it.
create table public.schedule_answer_codes (
  respondent_id uuid primary key,
  schedule_id uuid not null references public.schedules (id) on delete cascade,
  edit_code text not null check (edit_code ~ '^[2-9A-HJ-NP-Z]{8}$'),
  created_at timestamptz not null default now()
);

create index schedule_answer_codes_schedule_id_idx on public.schedule_answer_codes (schedule_id);

alter table public.schedule_answer_codes enable row level security;
revoke all on public.schedule_answer_codes from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.schedule_answer_codes to service_role;

-- Eight characters of an alphabet without 0/O and 1/I (32 letters, 40 bits): easy to read out
-- and type on a phone, and far beyond guessing at the rate answers are accepted. The bytes come
-- from gen_random_uuid() (core since PostgreSQL 13): bytes 0-5 and 10-11 are wholly random
-- (6 holds the version, 8 the variant), and 256 is a multiple of 32, so no letter is favoured.
create or replace function public.new_schedule_edit_code() returns text
language sql volatile
set search_path = ''
as $$
  select string_agg(
    substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', get_byte(b.bytes, i) % 32 + 1, 1), ''
    order by i
  )
  from (select decode(replace(gen_random_uuid()::text, '-', ''), 'hex') as bytes) as b,
    unnest(array[0, 1, 2, 3, 4, 5, 10, 11]) as i
$$;

revoke execute on function public.new_schedule_edit_code() from public, anon, authenticated;

-- Writes one respondent's answer set and returns {"respondent_id", "edit_code"}.
--   p_answers: [{"option_id": "<uuid>", "availability": "yes" | "maybe" | "no"}] (missing: yes).
--   p_respondent_key: a secret the sender's browser keeps (16 to 200 characters).
--   p_respondent_id: the respondent to replace; null for a new one, or (as submit did) the
--     earlier set sent with the same key.
--   p_edit_code: the respondent's code, needed to replace their answer from another browser
--     when the owner allows only respondents to edit.
--   p_respondent_email: null keeps the stored address when replacing; '' removes it.
-- edit_code is returned only to the respondent: a new answer, or a replacement proved by the
-- key or the code; anyone else who edits (when the poll allows it) gets null.
create or replace function public.save_schedule_answer(
  p_share_id text,
  p_respondent_name text,
  p_respondent_email text,
  p_comment text,
  p_answers jsonb,
  p_respondent_key text,
  p_respondent_id uuid default null,
  p_edit_code text default null
) returns json
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules%rowtype;
  v_name text := btrim(coalesce(p_respondent_name, ''), E' \t\n\r\u3000');
  v_email text := nullif(btrim(coalesce(p_respondent_email, '')), '');
  v_comment text := nullif(btrim(coalesce(p_comment, ''), E' \t\n\r\u3000'), '');
  v_code text := nullif(upper(regexp_replace(coalesce(p_edit_code, ''), '[^0-9A-Za-z]', '', 'g')), '');
  v_key_hash text;
  v_respondent_id uuid;
  -- The replaced set's first answer time, browser key and e-mail (null for a new respondent).
  v_first_at timestamptz;
  v_first_key_hash text;
  v_first_email text;
  v_proved boolean := false;
  v_stored_code text;
  v_answer jsonb;
  v_option_ids uuid[] := '{}';
  v_availabilities text[] := '{}';
  v_option_text text;
  v_availability text;
begin
  select * into v_schedule from public.schedules s where s.share_id = p_share_id;
  if v_schedule.id is null then
    raise exception 'schedule not found' using errcode = 'PT404';
  end if;

  if public.is_blank(v_name) then
    raise exception 'respondent name is required';
  end if;
  if char_length(v_name) > 100 then
    raise exception 'respondent name is too long (at most 100 characters)';
  end if;
  if v_email is not null and (char_length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+$') then
    raise exception 'respondent email is not a valid address';
  end if;
  if v_comment is not null and char_length(v_comment) > 500 then
    raise exception 'comment is too long (at most 500 characters)';
  end if;
  if p_answers is null or jsonb_typeof(p_answers) <> 'array' or jsonb_array_length(p_answers) = 0 then
    raise exception 'at least one answer is required';
  end if;
  if jsonb_array_length(p_answers) > 200 then
    raise exception 'too many answers';
  end if;

  for v_answer in select value from jsonb_array_elements(p_answers) loop
    if jsonb_typeof(v_answer) <> 'object' then
      raise exception 'each answer must be an object with option_id and availability';
    end if;
    v_option_text := v_answer ->> 'option_id';
    if v_option_text is null
      or v_option_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'answer option_id is not a valid id';
    end if;
    v_availability := coalesce(v_answer ->> 'availability', 'yes');
    if v_availability not in ('yes', 'maybe', 'no') then
      raise exception 'availability must be yes, maybe or no';
    end if;
    if v_option_text::uuid = any (v_option_ids) then
      raise exception 'each option may be answered only once';
    end if;
    if not exists (
      select 1 from public.schedule_options o
      where o.id = v_option_text::uuid and o.schedule_id = v_schedule.id
    ) then
      raise exception 'option % does not belong to this schedule', v_option_text;
    end if;
    v_option_ids := v_option_ids || v_option_text::uuid;
    v_availabilities := v_availabilities || v_availability;
  end loop;

  if p_respondent_key is not null then
    if char_length(p_respondent_key) < 16 or char_length(p_respondent_key) > 200 then
      raise exception 'respondent key must be 16 to 200 characters';
    end if;
    v_key_hash := encode(sha256(convert_to(p_respondent_key, 'UTF8')), 'hex');
  end if;

  -- Which earlier set this replaces: the one named, else (as before) the one sent with this key.
  if p_respondent_id is not null then
    v_respondent_id := p_respondent_id;
  elsif v_key_hash is not null then
    select a.respondent_id into v_respondent_id
    from public.schedule_answers a
    where a.schedule_id = v_schedule.id and a.respondent_key_hash = v_key_hash
    limit 1;
  end if;

  if v_respondent_id is not null then
    -- Two saves of one respondent at once would each delete and re-insert the same rows.
    perform pg_advisory_xact_lock(hashtextextended(v_respondent_id::text, 0));
    select min(a.created_at),
      (array_agg(a.respondent_key_hash order by a.created_at))[1],
      (array_agg(a.respondent_email order by a.created_at))[1]
    into v_first_at, v_first_key_hash, v_first_email
    from public.schedule_answers a
    where a.schedule_id = v_schedule.id and a.respondent_id = v_respondent_id;
    if v_first_at is null then
      if p_respondent_id is not null then
        raise exception 'this answer no longer exists'
          using errcode = 'P0001', hint = 'respondent_not_found';
      end if;
      v_respondent_id := null;
    end if;
  end if;

  if v_respondent_id is not null then
    select c.edit_code into v_stored_code
    from public.schedule_answer_codes c
    where c.respondent_id = v_respondent_id and c.schedule_id = v_schedule.id;
    v_proved := (v_key_hash is not null and v_key_hash = v_first_key_hash)
      or (v_code is not null and v_code = v_stored_code);
    if v_schedule.respondent_only_edits and not v_proved then
      if v_code is null then
        raise exception 'only the respondent may change this answer: the edit code is required'
          using errcode = 'P0001', hint = 'edit_code_required';
      end if;
      raise exception 'the edit code does not match'
        using errcode = 'P0001', hint = 'edit_code_wrong';
    end if;
    delete from public.schedule_answers a
    where a.schedule_id = v_schedule.id and a.respondent_id = v_respondent_id;
  end if;

  -- Keeps a single share link from being used to fill the database.
  if (select count(*) from public.schedule_answers a where a.schedule_id = v_schedule.id)
     + array_length(v_option_ids, 1) > 20000 then
    raise exception 'this schedule has too many answers';
  end if;

  if v_respondent_id is null then
    v_respondent_id := gen_random_uuid();
    v_proved := true;
  end if;

  -- Rows are written through the closing trigger (schedule decisions migration): past the
  -- deadline or once decided, this raises and the deletion above is rolled back with it.
  insert into public.schedule_answers (
    schedule_id, option_id, respondent_name, respondent_email, availability, comment,
    respondent_id, respondent_key_hash, created_at
  )
  select v_schedule.id, o.option_id, v_name,
    case when p_respondent_email is null and v_first_at is not null
      then v_first_email else v_email end,
    o.availability, v_comment, v_respondent_id,
    -- The set stays with the browser that first sent it; an edit from elsewhere adds no key.
    case when v_first_at is not null then v_first_key_hash else v_key_hash end,
    coalesce(v_first_at, now())
  from unnest(v_option_ids, v_availabilities) as o (option_id, availability);

  if not v_proved then
    return json_build_object('respondent_id', v_respondent_id, 'edit_code', null);
  end if;
  if v_stored_code is null then
    v_stored_code := public.new_schedule_edit_code();
    insert into public.schedule_answer_codes (respondent_id, schedule_id, edit_code)
    values (v_respondent_id, v_schedule.id, v_stored_code)
    on conflict (respondent_id) do nothing;
    select c.edit_code into v_stored_code
    from public.schedule_answer_codes c where c.respondent_id = v_respondent_id;
  end if;
  return json_build_object('respondent_id', v_respondent_id, 'edit_code', v_stored_code);
end
$$;

-- The earlier entry point, unchanged for its callers: a blank e-mail is none, the same key
-- replaces the same set, and it answers the respondent_id.
create or replace function public.submit_schedule_answer(
  p_share_id text,
  p_respondent_name text,
  p_respondent_email text,
  p_comment text,
  p_answers jsonb,
  p_respondent_key text default null
) returns uuid
language sql volatile
security definer
set search_path = ''
as $$
  select (public.save_schedule_answer(
    p_share_id, p_respondent_name, coalesce(p_respondent_email, ''), p_comment, p_answers,
    p_respondent_key
  ) ->> 'respondent_id')::uuid
$$;

revoke execute on function public.save_schedule_answer(text, text, text, text, jsonb, text, uuid, text)
  from public;
grant execute on function public.save_schedule_answer(text, text, text, text, jsonb, text, uuid, text)
  to anon, authenticated, service_role;

-- A deadline already past when it is set would close the poll at once: refused for users and
-- guests (the page says so first). The service role, which only maintenance and tests use, may.
create or replace function public.schedules_refuse_past_deadline() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.answer_deadline is not null
    and new.answer_deadline <= now()
    and (tg_op = 'INSERT' or new.answer_deadline is distinct from old.answer_deadline)
    and coalesce(auth.role(), '') in ('anon', 'authenticated') then
    raise exception 'the answer deadline must be in the future'
      using errcode = 'P0001', hint = 'deadline_in_past';
  end if;
  return new;
end
$$;

create trigger schedules_refuse_past_deadline
  before insert or update of answer_deadline on public.schedules
  for each row execute function public.schedules_refuse_past_deadline();

revoke execute on function public.schedules_refuse_past_deadline() from public, anon, authenticated;

-- The public view, as before plus: each option's kind, whether only respondents may edit, and
-- the database clock (so the page counts down to the deadline by the clock that enforces it).
-- Still no e-mails, keys, edit codes or owner id.
create or replace function public.get_shared_schedule(p_share_id text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'schedule', json_build_object(
      'title', s.title,
      'description', s.description,
      'created_at', s.created_at
    ),
    'answer_deadline', s.answer_deadline,
    'decided_option_id', s.decided_option_id,
    'decided_at', s.decided_at,
    'closed', public.schedule_answers_closed(s.answer_deadline, s.decided_option_id),
    'respondent_only_edits', s.respondent_only_edits,
    'server_now', now(),
    'options', coalesce((
      select json_agg(
        json_build_object(
          'id', o.id, 'date_time', o.date_time, 'end_time', o.end_time, 'label', o.label,
          'kind', o.kind
        )
        order by o.date_time nulls last, o.created_at, o.id
      )
      from public.schedule_options o
      where o.schedule_id = s.id
    ), '[]'::json),
    'answers', coalesce((
      select json_agg(
        json_build_object(
          'respondent_id', a.respondent_id,
          'respondent_name', a.respondent_name,
          'option_id', a.option_id,
          'availability', a.availability,
          'comment', a.comment,
          'created_at', a.created_at
        )
        order by a.created_at, a.respondent_id, a.option_id
      )
      from public.schedule_answers a
      where a.schedule_id = s.id
    ), '[]'::json)
  )
  from public.schedules s
  where s.share_id = p_share_id
$$;
