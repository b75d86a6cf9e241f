-- Schedule polls: the owner's poll, its candidate dates, and the answers visitors send
-- through the share link (chouseisan style: yes / maybe / no per candidate date).

create table public.schedules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (not public.is_blank(title) and char_length(title) <= 200),
  description text check (description is null or char_length(description) <= 2000),
  created_at timestamptz not null default now(),
  share_id text not null unique default public.new_share_id()
);

create index schedules_user_id_created_at_idx on public.schedules (user_id, created_at desc);

create table public.schedule_options (
  id uuid primary key default gen_random_uuid(),
  schedule_id uuid not null references public.schedules (id) on delete cascade,
  date_time timestamptz not null,
  label text check (label is null or char_length(label) <= 100),
  created_at timestamptz not null default now(),
  -- Lets answers reference an (option, schedule) pair, so the database itself guarantees that
  -- an answer only ever names an option of its own schedule.
  unique (id, schedule_id)
);

create index schedule_options_schedule_id_date_time_idx
  on public.schedule_options (schedule_id, date_time);

create table public.schedule_answers (
  id uuid primary key default gen_random_uuid(),
  schedule_id uuid not null references public.schedules (id) on delete cascade,
  option_id uuid not null,
  respondent_name text not null
    check (not public.is_blank(respondent_name) and char_length(respondent_name) <= 100),
  respondent_email text check (respondent_email is null or char_length(respondent_email) <= 254),
  availability text not null default 'yes' check (availability in ('yes', 'maybe', 'no')),
  comment text check (comment is null or char_length(comment) <= 500),
  -- Public id grouping one respondent's answer set (one row per option).
  respondent_id uuid not null default gen_random_uuid(),
  -- sha256 of a secret the respondent's browser keeps, so that only they can replace the set.
  respondent_key_hash text,
  created_at timestamptz not null default now(),
  foreign key (option_id, schedule_id)
    references public.schedule_options (id, schedule_id) on delete cascade,
  unique (respondent_id, option_id)
);

create index schedule_answers_schedule_id_created_at_idx
  on public.schedule_answers (schedule_id, created_at desc);
create index schedule_answers_option_id_idx on public.schedule_answers (option_id, schedule_id);
create index schedule_answers_respondent_key_idx
  on public.schedule_answers (schedule_id, respondent_key_hash)
  where respondent_key_hash is not null;

alter table public.schedules enable row level security;
alter table public.schedule_options enable row level security;
alter table public.schedule_answers enable row level security;

create policy "schedules: owners read their own" on public.schedules
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "schedules: owners add their own" on public.schedules
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "schedules: owners change their own" on public.schedules
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "schedules: owners delete their own" on public.schedules
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Options and answers belong to whoever owns their schedule.
create or replace function public.owns_schedule(p_schedule_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1 from public.schedules s
    where s.id = p_schedule_id and s.user_id = (select auth.uid())
  )
$$;

create policy "schedule_options: schedule owners read" on public.schedule_options
  for select to authenticated using (public.owns_schedule(schedule_id));
create policy "schedule_options: schedule owners add" on public.schedule_options
  for insert to authenticated with check (public.owns_schedule(schedule_id));
create policy "schedule_options: schedule owners change" on public.schedule_options
  for update to authenticated
  using (public.owns_schedule(schedule_id)) with check (public.owns_schedule(schedule_id));
create policy "schedule_options: schedule owners delete" on public.schedule_options
  for delete to authenticated using (public.owns_schedule(schedule_id));

-- Answers are written only through submit_schedule_answer(); owners read and remove them.
create policy "schedule_answers: schedule owners read" on public.schedule_answers
  for select to authenticated using (public.owns_schedule(schedule_id));
create policy "schedule_answers: schedule owners delete" on public.schedule_answers
  for delete to authenticated using (public.owns_schedule(schedule_id));

revoke all on public.schedules, public.schedule_options, public.schedule_answers
  from public, anon, authenticated, service_role;
grant select, delete on public.schedules to authenticated;
grant insert (id, user_id, title, description) on public.schedules to authenticated;
grant update (title, description) on public.schedules to authenticated;
grant select, delete on public.schedule_options to authenticated;
grant insert (id, schedule_id, date_time, label) on public.schedule_options to authenticated;
grant update (date_time, label) on public.schedule_options to authenticated;
grant select, delete on public.schedule_answers to authenticated;
grant select, insert, update, delete
  on public.schedules, public.schedule_options, public.schedule_answers to service_role;

revoke execute on function public.owns_schedule(uuid) from public, anon;
grant execute on function public.owns_schedule(uuid) to authenticated, service_role;
