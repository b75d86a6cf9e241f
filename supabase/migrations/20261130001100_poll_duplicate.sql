-- Duplicating a poll ("last week's poll again"): a new poll of the caller's with the title
-- given, the source's description and settings (respondents-only editing, the answer mail
-- switch, the answer deadline) and every candidate, dates and deadline moved by a whole number
-- of weeks (0 to 52; Japan keeps no summer time, so a week is always 7 × 24 hours and a
-- candidate keeps its weekday and clock time). Answers, comments, the decision and the share
-- link are not copied: the copy gets a link of its own. A deadline that the move leaves in the
-- past is dropped rather than closing the new poll at once.
--
-- One transaction: the copy exists whole or not at all. SECURITY DEFINER because the columns of
-- the settings are not writable through the API at insert; the caller must own the source
-- (anyone else, and the anon key, get PT404 as for a poll that does not exist) and pass the
-- two-factor check as every account function does. The per-user poll and per-poll candidate
-- caps hold (their triggers run on the inserts).
create or replace function public.duplicate_schedule(
  p_schedule_id uuid,
  p_title text,
  p_weeks integer
) returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_source public.schedules;
  v_title text := btrim(coalesce(p_title, ''), E' \t\r\n\u3000');
  v_shift interval;
  v_deadline timestamptz;
  v_id uuid;
begin
  perform public.assert_mfa_session();
  select * into v_source from public.schedules s
  where s.id = p_schedule_id and s.user_id = auth.uid();
  if v_source.id is null then
    raise exception 'schedule not found' using errcode = 'PT404';
  end if;
  if p_weeks is null or p_weeks < 0 or p_weeks > 52 then
    raise exception 'weeks must be between 0 and 52' using errcode = '22023';
  end if;
  if v_title = '' then
    v_title := v_source.title;
  end if;
  if char_length(v_title) > 200 then
    raise exception 'title is too long (at most 200 characters)' using errcode = '22023';
  end if;
  v_shift := make_interval(days => 7 * p_weeks);
  v_deadline := v_source.answer_deadline + v_shift;
  if v_deadline <= now() then
    v_deadline := null;
  end if;

  insert into public.schedules (user_id, title, description, respondent_only_edits, answer_deadline)
  values (auth.uid(), v_title, v_source.description, v_source.respondent_only_edits, v_deadline)
  returning id into v_id;

  insert into public.schedule_options (schedule_id, kind, date_time, end_time, label)
  select v_id, o.kind, o.date_time + v_shift, o.end_time + v_shift, o.label
  from public.schedule_options o
  where o.schedule_id = v_source.id
  order by o.date_time nulls last, o.created_at, o.id;

  insert into public.schedule_mail_settings (schedule_id, answers_mail)
  select v_id, m.answers_mail
  from public.schedule_mail_settings m
  where m.schedule_id = v_source.id;

  return v_id;
end
$$;

revoke execute on function public.duplicate_schedule(uuid, text, integer) from public, anon;
grant execute on function public.duplicate_schedule(uuid, text, integer)
  to authenticated, service_role;
