-- Schedule polls, second step: options may end at a given time, a poll may have an answer
-- deadline, and the owner may mark one option as decided. All three are nullable, so polls and
-- share links made before keep working exactly as they did.

alter table public.schedule_options
  add column end_time timestamptz,
  add constraint schedule_options_end_after_start
    check (end_time is null or end_time > date_time);

alter table public.schedules
  add column answer_deadline timestamptz,
  add column decided_option_id uuid,
  add column decided_at timestamptz,
  -- The decided option must be an option of this very poll; removing it undoes the decision
  -- (only the decided_option_id column is cleared, never the poll's own id).
  add constraint schedules_decided_option_fkey
    foreign key (decided_option_id, id)
    references public.schedule_options (id, schedule_id)
    on delete set null (decided_option_id);

-- decided_at follows decided_option_id, whoever writes it: a decision records when it was made,
-- and undoing it clears both.
create or replace function public.schedules_stamp_decision() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.decided_option_id is null then
    new.decided_at := null;
  elsif tg_op = 'INSERT' or new.decided_option_id is distinct from old.decided_option_id then
    new.decided_at := now();
  else
    new.decided_at := old.decided_at;
  end if;
  return new;
end
$$;

create trigger schedules_stamp_decision
  before insert or update on public.schedules
  for each row execute function public.schedules_stamp_decision();

revoke execute on function public.schedules_stamp_decision() from public, anon, authenticated;

-- Owners set the deadline and the decision through their own rows (RLS as before); the new
-- option column is written like the others.
grant insert (answer_deadline) on public.schedules to authenticated;
grant update (answer_deadline, decided_option_id) on public.schedules to authenticated;
grant insert (end_time) on public.schedule_options to authenticated;
grant update (end_time) on public.schedule_options to authenticated;

-- Answers close at the deadline (by the database clock, not the visitor's) and once the owner
-- has decided; undoing the decision or moving the deadline reopens them.
create or replace function public.schedule_answers_closed(
  p_answer_deadline timestamptz,
  p_decided_option_id uuid
) returns boolean
language sql stable
set search_path = ''
as $$
  select p_decided_option_id is not null
    or (p_answer_deadline is not null and p_answer_deadline <= now())
$$;

-- Every way an answer row can be written goes through this check, so the share function
-- (submit_schedule_answer) refuses late answers even when a page is bypassed. Raised inside
-- that function, it also rolls back the replacement of a respondent's earlier answers.
create or replace function public.schedule_answers_refuse_when_closed() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_deadline timestamptz;
  v_decided uuid;
begin
  select s.answer_deadline, s.decided_option_id into v_deadline, v_decided
  from public.schedules s where s.id = new.schedule_id;
  if v_decided is not null then
    raise exception 'answers are closed: this poll has been decided'
      using errcode = 'P0001', hint = 'schedule_decided';
  end if;
  if v_deadline is not null and v_deadline <= now() then
    raise exception 'answers are closed: the answer deadline has passed'
      using errcode = 'P0001', hint = 'schedule_deadline_passed';
  end if;
  return new;
end
$$;

create trigger schedule_answers_refuse_when_closed
  before insert on public.schedule_answers
  for each row execute function public.schedule_answers_refuse_when_closed();

revoke execute on function public.schedule_answers_refuse_when_closed()
  from public, anon, authenticated;
revoke execute on function public.schedule_answers_closed(timestamptz, uuid) from public;
grant execute on function public.schedule_answers_closed(timestamptz, uuid)
  to anon, authenticated, service_role;

-- The public view: as before, plus each option's end time, the deadline, whether answers are
-- closed (decided by the database clock, not the visitor's) and the decided option.
-- The new fields sit beside "schedule" so that readers of the earlier shape are unaffected.
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
    'options', coalesce((
      select json_agg(
        json_build_object(
          'id', o.id, 'date_time', o.date_time, 'end_time', o.end_time, 'label', o.label
        )
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
