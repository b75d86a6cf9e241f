-- Answers a poll takes per hour, since each one can lead to mail (the owner's answer mail, and
-- the respondent's decision mail to an address nobody confirmed): at most 200 new respondents
-- a poll in one clock hour (fixed buckets, date_trunc('hour'), not a rolling window: one
-- counter row a poll, simple to reason about; a burst may meet two buckets at an hour's turn).
-- Past the limit the write answers PostgREST's HTTP 429 (SQLSTATE PT429) with a hint the answer
-- page explains. The per-IP limit of the local backend (RATE_LIMIT_POLL_ANSWERS) stays; this
-- one holds on hosted Supabase too and for visitors behind many addresses.
--
-- Counted: new respondents inserted into schedule_answers (one answer set is one, however many
-- candidates it marks). Not counted: changes in place (update), and a respondent's set being
-- replaced, which the answer functions (save_schedule_answer, submit_schedule_answer) do by a
-- delete and an insert of the same respondent_id in one transaction: the delete trigger notes
-- those ids for the transaction.
create table public.schedule_answer_counts (
  schedule_id uuid primary key references public.schedules (id) on delete cascade,
  -- The start of the counted hour; an older bucket is replaced in place by the next answer,
  -- so a poll never keeps more than one row and the row goes with the poll.
  window_start timestamptz not null,
  answers integer not null
);

alter table public.schedule_answer_counts enable row level security;
revoke all on public.schedule_answer_counts from public, anon, authenticated, service_role;
grant select, delete on public.schedule_answer_counts to service_role;

-- The respondents whose sets this transaction removed, as "schedule_id:respondent_id,…" in a
-- transaction-local setting (gone at commit or rollback). Only a statement removing a single
-- respondent's set is noted (a replacement is one; deleting a poll or many answers is not), so
-- the setting stays short. Only ids already removed can match, and a new respondent's id is
-- made fresh by the answer functions, so nothing is gained by setting it by hand.
create or replace function public.schedule_answers_note_replaced() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(distinct o.respondent_id) from old_rows o) <> 1 then
    return null;
  end if;
  perform set_config(
    'app.schedule_answers_removed',
    concat_ws(',',
      nullif(current_setting('app.schedule_answers_removed', true), ''),
      (select string_agg(distinct o.schedule_id::text || ':' || o.respondent_id::text, ',')
       from old_rows o)),
    true
  );
  return null;
end
$$;

create or replace function public.schedule_answers_limit_per_hour() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bucket timestamptz := date_trunc('hour', now());
  v_removed text[] := string_to_array(
    nullif(current_setting('app.schedule_answers_removed', true), ''), ',');
  r record;
  v_answers integer;
begin
  for r in
    select n.schedule_id, count(distinct n.respondent_id)::integer as respondents
    from new_rows n
    where not (n.schedule_id::text || ':' || n.respondent_id::text = any (coalesce(v_removed, '{}')))
    group by n.schedule_id
  loop
    insert into public.schedule_answer_counts as c (schedule_id, window_start, answers)
    values (r.schedule_id, v_bucket, r.respondents)
    on conflict (schedule_id) do update set
      window_start = v_bucket,
      answers = case when c.window_start = v_bucket then c.answers + r.respondents
        else r.respondents end
    returning c.answers into v_answers;
    if v_answers > 200 then
      raise exception 'this poll has received too many answers this hour; please try again later'
        using errcode = 'PT429', hint = 'poll_answer_rate_limited';
    end if;
  end loop;
  return null;
end
$$;

create trigger schedule_answers_note_replaced
  after delete on public.schedule_answers
  referencing old table as old_rows
  for each statement execute function public.schedule_answers_note_replaced();
create trigger schedule_answers_limit_per_hour
  after insert on public.schedule_answers
  referencing new table as new_rows
  for each statement execute function public.schedule_answers_limit_per_hour();

revoke execute on function public.schedule_answers_note_replaced() from public, anon, authenticated;
revoke execute on function public.schedule_answers_limit_per_hour()
  from public, anon, authenticated;
