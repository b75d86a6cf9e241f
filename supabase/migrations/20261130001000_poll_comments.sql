-- A poll's comment thread (as in Rallly): anyone holding the poll's link writes a comment with a
-- name and a text, everyone holding the link reads the thread live, and the poll's owner deletes
-- comments. Distinct from the one-line comment kept with each answer (schedule_answers.comment).
--
-- Written and read only through the share-id functions below (the link is the permission, as for
-- answers); the owner reads and deletes through the table under row-level security. A comment
-- carries no address and no account id the link's visitors can read.
--
-- Limits, since anyone holding a link may write: at most 30 comments a poll in 10 minutes
-- (PT429, hint poll_comment_rate_limited; the page asks to try later) and 500 comments a poll
-- (23514, hint poll_comment_limit). Counted in the database, so the limits hold on hosted
-- Supabase and for writers behind many addresses alike.
create table public.schedule_comments (
  id uuid primary key default gen_random_uuid(),
  schedule_id uuid not null references public.schedules (id) on delete cascade,
  author_name text not null check (char_length(author_name) between 1 and 100),
  body text not null check (char_length(body) between 1 and 1000),
  -- The signed-in writer, if any (a guest or an account): kept for the owner's moderation and
  -- the RLS tests, never returned to a link's visitors.
  author_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index schedule_comments_schedule_id_created_at_idx
  on public.schedule_comments (schedule_id, created_at);
create index schedule_comments_author_user_id_idx
  on public.schedule_comments (author_user_id) where author_user_id is not null;

alter table public.schedule_comments enable row level security;

create policy "schedule_comments: schedule owners read" on public.schedule_comments
  for select to authenticated
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));
create policy "schedule_comments: schedule owners delete" on public.schedule_comments
  for delete to authenticated
  using (schedule_id = any (array(
    select s.id from public.schedules s where s.user_id = (select auth.uid())
  )));

-- As the other account tables: a password-only session of a user with a second factor reads
-- and deletes nothing.
create policy "schedule_comments: aal2 once a second factor is on" on public.schedule_comments
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

revoke all on public.schedule_comments from public, anon, authenticated, service_role;
grant select, delete on public.schedule_comments to authenticated;
grant select, insert, update, delete on public.schedule_comments to service_role;

create trigger schedule_comments_row_cap after insert on public.schedule_comments
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('schedule_id', '500', 'poll_comment_limit');

-- Live like the answers: a comment added or deleted says "this poll changed" on its topics.
create trigger live_schedule_comments_inserted
  after insert on public.schedule_comments referencing new table as changed
  for each statement execute function public.live_poll_rows_changed();
create trigger live_schedule_comments_deleted
  after delete on public.schedule_comments referencing old table as changed
  for each statement execute function public.live_poll_rows_changed();

-- Adds a comment to the poll behind a share link. Name and text are trimmed; control characters
-- other than line breaks and tabs are refused (the page shows text, never HTML).
create or replace function public.add_schedule_comment(
  p_share_id text,
  p_author_name text,
  p_body text
) returns json
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule_id uuid;
  v_name text := btrim(coalesce(p_author_name, ''), E' \t\r\n\u3000');
  v_body text := btrim(coalesce(p_body, ''), E' \t\r\n\u3000');
  v_recent integer;
  v_row public.schedule_comments;
begin
  select s.id into v_schedule_id from public.schedules s where s.share_id = p_share_id;
  if v_schedule_id is null then
    raise exception 'schedule not found' using errcode = 'PT404';
  end if;
  if v_name = '' then
    raise exception 'comment name is required' using errcode = '22023';
  end if;
  if char_length(v_name) > 100 then
    raise exception 'comment name is too long (at most 100 characters)' using errcode = '22023';
  end if;
  if v_body = '' then
    raise exception 'comment text is required' using errcode = '22023';
  end if;
  if char_length(v_body) > 1000 then
    raise exception 'comment text is too long (at most 1000 characters)' using errcode = '22023';
  end if;
  if v_name ~ '[\x01-\x1f\x7f]' or v_body ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' then
    raise exception 'comment contains control characters' using errcode = '22023';
  end if;
  -- One writer at a time per poll, so that two quick comments are counted one after the other.
  perform pg_advisory_xact_lock(hashtext('schedule_comments'), hashtext(v_schedule_id::text));
  select count(*) into v_recent from public.schedule_comments c
  where c.schedule_id = v_schedule_id and c.created_at > now() - interval '10 minutes';
  if v_recent >= 30 then
    raise exception 'this poll has received too many comments; please try again later'
      using errcode = 'PT429', hint = 'poll_comment_rate_limited';
  end if;
  insert into public.schedule_comments (schedule_id, author_name, body, author_user_id)
  values (v_schedule_id, v_name, v_body, auth.uid())
  returning * into v_row;
  return json_build_object(
    'id', v_row.id, 'author_name', v_row.author_name, 'body', v_row.body,
    'created_at', v_row.created_at
  );
end
$$;

-- The thread of the poll behind a share link, oldest first (no account ids).
create or replace function public.get_schedule_comments(p_share_id text)
returns table (id uuid, author_name text, body text, created_at timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select c.id, c.author_name, c.body, c.created_at
  from public.schedule_comments c
  join public.schedules s on s.id = c.schedule_id
  where s.share_id = p_share_id
  order by c.created_at, c.id
$$;

revoke execute on function public.add_schedule_comment(text, text, text) from public;
revoke execute on function public.get_schedule_comments(text) from public;
grant execute on function public.add_schedule_comment(text, text, text)
  to anon, authenticated, service_role;
grant execute on function public.get_schedule_comments(text) to anon, authenticated, service_role;
