-- The decided date's calendar entry made on the poll's public page (the .ics download) gets the
-- same UID as the decision mail's file and the calendar feed (<poll id>@office-toolbox), so that
-- a calendar holding any of them updates one event rather than showing two. For that the public
-- view now carries the poll's id (schedule.id). The id grants nothing by itself: every read and
-- write by id is the owner's alone under row-level security, and the decision mail's .ics
-- already gave it to respondents. get_shared_schedule as in 20261129005300_row_revisions, with
-- this one field more.

create or replace function public.get_shared_schedule(p_share_id text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'schedule', json_build_object(
      'id', s.id,
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
          'created_at', a.created_at,
          'revision', a.revision
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
