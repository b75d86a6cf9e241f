-- A user's calendar feed: a secret address (…/functions/v1/calendar-feed/<token>.ics, opened as
-- webcal://) that calendars subscribe to, listing the user's open tasks with a due date (in the
-- lists they own or joined as a member, never anyone else's) and their polls whose date is
-- decided. 設定 issues the address, shows it, reissues it (the old one stops at once) and
-- revokes it. One address per user.
--
-- The token is the whole of the permission, as a share link's id is. The user reads their own
-- row (to show the address again); nobody writes the table but the functions below. The feed
-- itself is read by the calendar-feed edge function with the service role
-- (calendar_feed_items), never by the API roles: a token that is unknown or revoked answers
-- null, and the function answers 404.

create table public.calendar_feed_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token text not null unique check (token ~ '^[A-Za-z0-9_-]{22,128}$'),
  created_at timestamptz not null default now()
);

alter table public.calendar_feed_tokens enable row level security;

create policy "calendar_feed_tokens: users read their own" on public.calendar_feed_tokens
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "calendar_feed_tokens: aal2 once a second factor is on"
  on public.calendar_feed_tokens
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

revoke all on public.calendar_feed_tokens from public, anon, authenticated, service_role;
grant select on public.calendar_feed_tokens to authenticated;
grant select, insert, update, delete on public.calendar_feed_tokens to service_role;

-- Issues the caller's feed address, or a new one in place of the old (which stops at once).
create or replace function public.issue_calendar_feed_token()
returns text
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_token text := public.new_share_id();
begin
  perform public.assert_mfa_session();
  if auth.uid() is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  insert into public.calendar_feed_tokens (user_id, token)
  values (auth.uid(), v_token)
  on conflict (user_id) do update set token = excluded.token, created_at = now();
  return v_token;
end
$$;

-- Stops the caller's feed address; the calendar then gets 404.
create or replace function public.revoke_calendar_feed_token()
returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
begin
  perform public.assert_mfa_session();
  delete from public.calendar_feed_tokens t where t.user_id = auth.uid();
end
$$;

-- What the feed of a token lists, for the edge function (service role only): the user's mail
-- language, their open tasks with a due date in the lists they own or joined, and their polls
-- with a decided date (the candidate, as the decision mail has it). Null: no such token.
create or replace function public.calendar_feed_items(p_token text)
returns json
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  select t.user_id into v_user from public.calendar_feed_tokens t where t.token = p_token;
  if v_user is null then
    return null;
  end if;
  return json_build_object(
    'language', coalesce(
      (select m.language from public.mail_settings m where m.user_id = v_user), 'ja'),
    'tasks', coalesce((
      select json_agg(json_build_object(
          'id', d.id, 'title', d.title, 'due_date', d.due_date, 'notes', d.description,
          'list_id', l.id, 'list_name', l.name, 'updated_at', coalesce(d.updated_at, d.created_at)
        ) order by d.due_date, d.position, d.id)
      from public.todos d
      join public.todo_lists l on l.id = d.list_id
      where not d.completed and d.due_date is not null
        and (l.user_id = v_user or exists (
          select 1 from public.todo_list_members m
          where m.list_id = l.id and m.user_id = v_user
        ))
    ), '[]'::json),
    'polls', coalesce((
      select json_agg(json_build_object(
          'id', s.id, 'title', s.title, 'description', s.description,
          'updated_at', coalesce(s.decided_at, s.created_at),
          'option', json_build_object(
            'kind', o.kind, 'date_time', o.date_time, 'end_time', o.end_time, 'label', o.label
          )
        ) order by o.date_time, s.id)
      from public.schedules s
      join public.schedule_options o on o.id = s.decided_option_id
      where s.user_id = v_user
    ), '[]'::json)
  );
end
$$;

revoke execute on function public.issue_calendar_feed_token() from public, anon;
revoke execute on function public.revoke_calendar_feed_token() from public, anon;
revoke execute on function public.calendar_feed_items(text) from public, anon, authenticated;
grant execute on function public.issue_calendar_feed_token() to authenticated, service_role;
grant execute on function public.revoke_calendar_feed_token() to authenticated, service_role;
grant execute on function public.calendar_feed_items(text) to service_role;
