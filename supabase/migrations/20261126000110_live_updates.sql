-- Live updates of to-do lists and polls through Supabase Realtime: Broadcast from the database
-- on private channels.
--
-- Why Broadcast and not postgres_changes: a share-link visitor has no account, and the tables
-- are not readable with the anon key (they are read through share-id functions), so
-- postgres_changes, which checks each row against the table's SELECT policies, could never
-- reach them; it would also send whole rows. Here a change only says "this list (or poll)
-- changed" on a topic; the page then reads what its own link or rights show. Who may listen to
-- a topic is decided by row-level security on realtime.messages when the channel is joined
-- (Realtime's authorisation of private channels).
--
-- Topics:
--   todo-list:<list id>     the owner and the list's members
--   todo-share:<share id>   anyone with the list's view link; nothing more is ever sent on it
--                           once the link is stopped or replaced (its last message: 'stopped')
--   poll:<poll id>          the poll's owner
--   poll-share:<share id>   anyone with the poll's link

-- Whether the caller may receive a topic's messages (used by the policy below).
create or replace function public.may_receive_live_topic(p_topic text) returns boolean
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_key text := split_part(p_topic, ':', 2);
  v_is_uuid boolean := v_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
begin
  if p_topic is null or v_key = '' then
    return false;
  end if;
  case split_part(p_topic, ':', 1)
    when 'todo-list' then
      return v_is_uuid
        and (public.owns_todo_list(v_key::uuid) or public.is_todo_list_member(v_key::uuid));
    when 'todo-share' then
      return exists (select 1 from public.todo_lists l where l.share_id = v_key);
    when 'poll' then
      return v_is_uuid and exists (
        select 1 from public.schedules s where s.id = v_key::uuid and s.user_id = auth.uid()
      );
    when 'poll-share' then
      return exists (select 1 from public.schedules s where s.share_id = v_key);
    else
      return false;
  end case;
end
$$;

revoke execute on function public.may_receive_live_topic(text) from public;
grant execute on function public.may_receive_live_topic(text) to anon, authenticated, service_role;

create policy "live updates: received by those who may see the list or poll"
  on realtime.messages
  for select to anon, authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and public.may_receive_live_topic((select realtime.topic()))
  );

-- The messages. They carry no data: the page reads what it may see itself.
create or replace function public.live_send(p_topic text, p_event text) returns void
language sql volatile
security definer
set search_path = ''
as $$
  select realtime.send('{}'::jsonb, p_event, p_topic, true)
$$;

create or replace function public.live_todo_list_changed(p_list_id uuid) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_share_id text;
begin
  perform public.live_send('todo-list:' || p_list_id, 'changed');
  select l.share_id into v_share_id from public.todo_lists l where l.id = p_list_id;
  if v_share_id is not null then
    perform public.live_send('todo-share:' || v_share_id, 'changed');
  end if;
end
$$;

create or replace function public.live_poll_changed(p_schedule_id uuid) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_share_id text;
begin
  perform public.live_send('poll:' || p_schedule_id, 'changed');
  select s.share_id into v_share_id from public.schedules s where s.id = p_schedule_id;
  if v_share_id is not null then
    perform public.live_send('poll-share:' || v_share_id, 'changed');
  end if;
end
$$;

-- Tasks, members: one message per statement and list (a reorder of 50 tasks is one change).
create or replace function public.live_todos_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list_id uuid;
begin
  for v_list_id in select distinct c.list_id from changed c loop
    perform public.live_todo_list_changed(v_list_id);
  end loop;
  return null;
end
$$;

create trigger live_todos_inserted
  after insert on public.todos referencing new table as changed
  for each statement execute function public.live_todos_changed();
create trigger live_todos_updated
  after update on public.todos referencing new table as changed
  for each statement execute function public.live_todos_changed();
create trigger live_todos_deleted
  after delete on public.todos referencing old table as changed
  for each statement execute function public.live_todos_changed();

create trigger live_todo_list_members_inserted
  after insert on public.todo_list_members referencing new table as changed
  for each statement execute function public.live_todos_changed();
create trigger live_todo_list_members_updated
  after update on public.todo_list_members referencing new table as changed
  for each statement execute function public.live_todos_changed();
create trigger live_todo_list_members_deleted
  after delete on public.todo_list_members referencing old table as changed
  for each statement execute function public.live_todos_changed();

-- A list renamed, its view link stopped or replaced, or the list deleted.
create or replace function public.live_todo_lists_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform public.live_send('todo-list:' || old.id, 'changed');
    if old.share_id is not null then
      perform public.live_send('todo-share:' || old.share_id, 'stopped');
    end if;
    return null;
  end if;
  if old.share_id is not null and old.share_id is distinct from new.share_id then
    perform public.live_send('todo-share:' || old.share_id, 'stopped');
  end if;
  if (old.name, old.share_id, old.edit_share_id)
    is distinct from (new.name, new.share_id, new.edit_share_id) then
    perform public.live_todo_list_changed(new.id);
  end if;
  return null;
end
$$;

create trigger live_todo_lists_changed
  after update or delete on public.todo_lists
  for each row execute function public.live_todo_lists_changed();

-- Polls: their options and answers (one message per statement and poll), and the poll itself.
create or replace function public.live_poll_rows_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_schedule_id uuid;
begin
  for v_schedule_id in select distinct c.schedule_id from changed c loop
    perform public.live_poll_changed(v_schedule_id);
  end loop;
  return null;
end
$$;

create trigger live_schedule_options_inserted
  after insert on public.schedule_options referencing new table as changed
  for each statement execute function public.live_poll_rows_changed();
create trigger live_schedule_options_updated
  after update on public.schedule_options referencing new table as changed
  for each statement execute function public.live_poll_rows_changed();
create trigger live_schedule_options_deleted
  after delete on public.schedule_options referencing old table as changed
  for each statement execute function public.live_poll_rows_changed();

create trigger live_schedule_answers_inserted
  after insert on public.schedule_answers referencing new table as changed
  for each statement execute function public.live_poll_rows_changed();
create trigger live_schedule_answers_updated
  after update on public.schedule_answers referencing new table as changed
  for each statement execute function public.live_poll_rows_changed();
create trigger live_schedule_answers_deleted
  after delete on public.schedule_answers referencing old table as changed
  for each statement execute function public.live_poll_rows_changed();

create or replace function public.live_schedules_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform public.live_send('poll:' || old.id, 'changed');
    perform public.live_send('poll-share:' || old.share_id, 'stopped');
    return null;
  end if;
  if old.share_id is distinct from new.share_id then
    perform public.live_send('poll-share:' || old.share_id, 'stopped');
  end if;
  perform public.live_poll_changed(new.id);
  return null;
end
$$;

create trigger live_schedules_changed
  after update or delete on public.schedules
  for each row execute function public.live_schedules_changed();

revoke execute on function public.live_send(text, text) from public, anon, authenticated;
revoke execute on function public.live_todo_list_changed(uuid) from public, anon, authenticated;
revoke execute on function public.live_poll_changed(uuid) from public, anon, authenticated;
revoke execute on function public.live_todos_changed() from public, anon, authenticated;
revoke execute on function public.live_todo_lists_changed() from public, anon, authenticated;
revoke execute on function public.live_poll_rows_changed() from public, anon, authenticated;
revoke execute on function public.live_schedules_changed() from public, anon, authenticated;
