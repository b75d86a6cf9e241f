-- The share-link side of schedule polls: reading a poll and answering it by share id only.

-- Never exposes respondent e-mails, respondent keys or the owner's user id.
-- Unknown share id: null.
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
    'options', coalesce((
      select json_agg(
        json_build_object('id', o.id, 'date_time', o.date_time, 'label', o.label)
        order by o.date_time, o.created_at, o.id
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

-- Records one respondent's answer set (one row per option) and returns its respondent_id.
-- p_answers: [{"option_id": "<uuid>", "availability": "yes" | "maybe" | "no"}]; a missing
-- availability means "yes". With the same p_respondent_key as an earlier call for this
-- schedule, that earlier set is replaced and keeps its respondent_id.
create or replace function public.submit_schedule_answer(
  p_share_id text,
  p_respondent_name text,
  p_respondent_email text,
  p_comment text,
  p_answers jsonb,
  p_respondent_key text default null
) returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule_id uuid;
  v_name text := btrim(coalesce(p_respondent_name, ''), E' \t\n\r\u3000');
  v_email text := nullif(btrim(coalesce(p_respondent_email, '')), '');
  v_comment text := nullif(btrim(coalesce(p_comment, ''), E' \t\n\r\u3000'), '');
  v_key_hash text;
  v_respondent_id uuid;
  v_answer jsonb;
  v_option_ids uuid[] := '{}';
  v_availabilities text[] := '{}';
  v_option_text text;
  v_availability text;
begin
  select s.id into v_schedule_id from public.schedules s where s.share_id = p_share_id;
  if v_schedule_id is null then
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
      where o.id = v_option_text::uuid and o.schedule_id = v_schedule_id
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
    select a.respondent_id into v_respondent_id
    from public.schedule_answers a
    where a.schedule_id = v_schedule_id and a.respondent_key_hash = v_key_hash
    limit 1;
    delete from public.schedule_answers a
    where a.schedule_id = v_schedule_id and a.respondent_key_hash = v_key_hash;
  end if;

  -- Keeps a single share link from being used to fill the database.
  if (select count(*) from public.schedule_answers a where a.schedule_id = v_schedule_id)
     + array_length(v_option_ids, 1) > 20000 then
    raise exception 'this schedule has too many answers';
  end if;

  v_respondent_id := coalesce(v_respondent_id, gen_random_uuid());

  insert into public.schedule_answers (
    schedule_id, option_id, respondent_name, respondent_email, availability, comment,
    respondent_id, respondent_key_hash
  )
  select v_schedule_id, o.option_id, v_name, v_email, o.availability, v_comment,
    v_respondent_id, v_key_hash
  from unnest(v_option_ids, v_availabilities) as o (option_id, availability);

  return v_respondent_id;
end
$$;

revoke execute on function public.get_shared_schedule(text) from public;
revoke execute on function public.submit_schedule_answer(text, text, text, text, jsonb, text)
  from public;
grant execute on function public.get_shared_schedule(text) to anon, authenticated, service_role;
grant execute on function public.submit_schedule_answer(text, text, text, text, jsonb, text)
  to anon, authenticated, service_role;
