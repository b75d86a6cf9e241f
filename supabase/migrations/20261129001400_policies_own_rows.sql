-- Policies that cost O(the caller's own rows), as Supabase's RLS performance guide writes them:
-- no function called per row of a shared table. A SECURITY DEFINER helper such as
-- is_todo_list_member(list_id) in a policy runs once for every row the scan meets, and since
-- the planner cannot use an index through it, every read scanned everyone's rows (a guest's
-- 400,000 tasks made every user's own list take 5 s). Now each policy compares a column with
-- values computed once per statement: `(select auth.uid())`, and
-- `col = any (array(select …))`, an InitPlan whose array the index on `col` is searched with
-- (unlike `col in (select …)`, which under an OR is a per-row hashed subplan). The indexes the
-- policies use exist: todos (user_id, …) and (list_id, …), todo_list_members (user_id),
-- schedules (user_id, …), schedule_options and schedule_answers (schedule_id, …).
--
-- The policy names stay; only their expressions change (alter policy).

-- The lists the caller joined (link or invitation), read past the members table's own policy;
-- none for a password-only session of a user with a second factor.
create or replace function public.my_joined_todo_list_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.list_id from public.todo_list_members m
  where m.user_id = auth.uid() and public.session_meets_mfa_requirement()
$$;

-- The lists the caller owns or joined.
create or replace function public.my_todo_list_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select l.id from public.todo_lists l
  where l.user_id = auth.uid() and public.session_meets_mfa_requirement()
  union all
  select m.list_id from public.todo_list_members m
  where m.user_id = auth.uid() and public.session_meets_mfa_requirement()
$$;

revoke all on function public.my_joined_todo_list_ids() from public, anon;
revoke all on function public.my_todo_list_ids() from public, anon;
grant execute on function public.my_joined_todo_list_ids() to authenticated, service_role;
grant execute on function public.my_todo_list_ids() to authenticated, service_role;

-- todos: the owner's rows by user_id, a member's by list_id (an index each: a BitmapOr).
alter policy "todos: list members read" on public.todos
  using (list_id = any (array(select public.my_joined_todo_list_ids())));
alter policy "todos: list members add" on public.todos
  with check (list_id = any (array(select public.my_joined_todo_list_ids())));
alter policy "todos: list members change" on public.todos
  using (list_id = any (array(select public.my_joined_todo_list_ids())))
  with check (list_id = any (array(select public.my_joined_todo_list_ids())));
alter policy "todos: list members delete" on public.todos
  using (list_id = any (array(select public.my_joined_todo_list_ids())));

-- todo_list_members: the owner and the members of a list see its members.
alter policy "todo_list_members: the list's owner and members read" on public.todo_list_members
  using (list_id = any (array(select public.my_todo_list_ids())));
alter policy "todo_list_members: the owner removes, a member leaves" on public.todo_list_members
  using (
    list_id = any (array(
      select l.id from public.todo_lists l where l.user_id = (select auth.uid())
    ))
    or user_id = (select auth.uid())
  );

-- todo_list_invitations: the list's owner.
alter policy "todo_list_invitations: the list's owner reads" on public.todo_list_invitations
  using (list_id = any (array(
    select l.id from public.todo_lists l where l.user_id = (select auth.uid())
  )));
alter policy "todo_list_invitations: the list's owner withdraws" on public.todo_list_invitations
  using (list_id = any (array(
    select l.id from public.todo_lists l where l.user_id = (select auth.uid())
  )));
alter policy "todo_list_invitations: the list's owner invites" on public.todo_list_invitations
  with check (
    list_id = any (array(
      select l.id from public.todo_lists l where l.user_id = (select auth.uid())
    ))
    and invited_by = (select auth.uid())
  );

-- todo_list_mail_settings: one's own setting for a list one owns or joined.
alter policy "todo_list_mail_settings: readers of the list keep their own"
  on public.todo_list_mail_settings
  using (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and list_id = any (array(select public.my_todo_list_ids()))
  );
alter policy "todo_list_mail_settings: readers of the list add their own"
  on public.todo_list_mail_settings
  with check (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and list_id = any (array(select public.my_todo_list_ids()))
  );
alter policy "todo_list_mail_settings: readers of the list change their own"
  on public.todo_list_mail_settings
  using (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and list_id = any (array(select public.my_todo_list_ids()))
  )
  with check (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and list_id = any (array(select public.my_todo_list_ids()))
  );

-- The poll tables: rows of the caller's own polls (schedules is read under its own policy,
-- user_id = the caller, through its (user_id, …) index).
alter policy "schedule_options: schedule owners read" on public.schedule_options
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
alter policy "schedule_options: schedule owners add" on public.schedule_options
  with check (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
alter policy "schedule_options: schedule owners change" on public.schedule_options
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )))
  with check (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
alter policy "schedule_options: schedule owners delete" on public.schedule_options
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));

alter policy "schedule_answers: schedule owners read" on public.schedule_answers
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
alter policy "schedule_answers: schedule owners delete" on public.schedule_answers
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));

alter policy "schedule_mail_settings: poll owners read" on public.schedule_mail_settings
  using (
    (select public.is_permanent_user())
    and schedule_id = any (array(
      select s.id from public.schedules s where s.user_id = (select auth.uid())
    ))
  );
alter policy "schedule_mail_settings: poll owners add" on public.schedule_mail_settings
  with check (
    (select public.is_permanent_user())
    and schedule_id = any (array(
      select s.id from public.schedules s where s.user_id = (select auth.uid())
    ))
  );
alter policy "schedule_mail_settings: poll owners change" on public.schedule_mail_settings
  using (
    (select public.is_permanent_user())
    and schedule_id = any (array(
      select s.id from public.schedules s where s.user_id = (select auth.uid())
    ))
  )
  with check (
    (select public.is_permanent_user())
    and schedule_id = any (array(
      select s.id from public.schedules s where s.user_id = (select auth.uid())
    ))
  );

-- Realtime's join check reads realtime.messages: the topic's check runs once per statement.
alter policy "live updates: received by those who may see the list or poll" on realtime.messages
  using (
    extension = 'broadcast'
    and (select public.may_receive_live_topic((select realtime.topic())))
  );


-- The planner's estimate of "rows of one owner" comes from the column's number of distinct
-- values. When a few accounts hold most rows (a guest with 20,000 tasks, a poll with 20,000
-- answers), ANALYZE finds few distinct owners, the planner expects a large share of the table
-- to be the caller's, and under PostgREST's LIMIT (db-max-rows) a sequential scan that stops
-- early looks cheaper than the index: it reads everyone's rows until the caller's turn up.
-- These columns' distinct counts are set to what a site of many users has (a share of the
-- rows, as a negative fraction), so that the owner's index is always the cheaper plan; ANALYZE
-- keeps the override.
alter table public.todos alter column user_id set (n_distinct = -0.01);
alter table public.todos alter column list_id set (n_distinct = -0.02);
alter table public.todo_lists alter column user_id set (n_distinct = -0.2);
alter table public.todo_list_members alter column user_id set (n_distinct = -0.5);
alter table public.todo_list_members alter column list_id set (n_distinct = -0.2);
alter table public.schedules alter column user_id set (n_distinct = -0.1);
alter table public.schedule_options alter column schedule_id set (n_distinct = -0.1);
alter table public.schedule_answers alter column schedule_id set (n_distinct = -0.01);
alter table public.book_bookmarks alter column user_id set (n_distinct = -0.05);
alter table public.share_events alter column user_id set (n_distinct = -0.05);
alter table public.customers alter column user_id set (n_distinct = -0.02);
alter table public.business_documents alter column user_id set (n_distinct = -0.01);
alter table public.business_document_versions alter column user_id set (n_distinct = -0.01);
alter table public.document_numbers alter column user_id set (n_distinct = -0.01);

analyze public.todos, public.todo_lists, public.todo_list_members, public.schedules,
  public.schedule_options, public.schedule_answers, public.book_bookmarks, public.share_events,
  public.customers, public.business_documents, public.business_document_versions,
  public.document_numbers;
