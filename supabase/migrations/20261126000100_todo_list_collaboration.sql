-- To-do lists a team edits. Besides its view link (share_id), a list can have an edit link
-- (edit_share_id) and invitations by e-mail address. People with edit rights — members, who
-- joined through the edit link or accepted an invitation — read, add, change, tick, reorder and
-- delete the list's tasks; the owner alone names, deletes and shares the list and decides who
-- may edit. Each task remembers who changed it last and when.

-- NULL: no edit link. Otherwise anyone who knows it may join the list as an editor.
alter table public.todo_lists add column edit_share_id text unique;
comment on column public.todo_lists.edit_share_id is
  'The list''s edit link (NULL when there is none): knowing it lets a person join as an editor.';

create table public.todo_list_members (
  list_id uuid not null references public.todo_lists (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The name the others see beside the tasks this person changed.
  display_name text not null
    check (not public.is_blank(display_name) and char_length(display_name) <= 50),
  -- 'link': joined through the edit link (removed when it is stopped or replaced);
  -- 'invitation': accepted an invitation to their account's address.
  via text not null check (via in ('link', 'invitation')),
  joined_at timestamptz not null default now(),
  primary key (list_id, user_id)
);

create index todo_list_members_user_id_idx on public.todo_list_members (user_id);

create table public.todo_list_invitations (
  id uuid primary key default gen_random_uuid(),
  list_id uuid not null references public.todo_lists (id) on delete cascade,
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  invited_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (list_id, email)
);

-- The caller owns the list / is one of its members. Security definer so that policies of one
-- table can ask about another without each table's policies recursing into the other's.
create or replace function public.owns_todo_list(p_list_id uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.todo_lists l where l.id = p_list_id and l.user_id = auth.uid()
  )
$$;

create or replace function public.is_todo_list_member(p_list_id uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.todo_list_members m
    where m.list_id = p_list_id and m.user_id = auth.uid()
  )
$$;

revoke execute on function public.owns_todo_list(uuid) from public, anon;
revoke execute on function public.is_todo_list_member(uuid) from public, anon;
grant execute on function public.owns_todo_list(uuid) to authenticated, service_role;
grant execute on function public.is_todo_list_member(uuid) to authenticated, service_role;

-- Members: the owner sees and removes them; members see each other (the names beside the
-- tasks) and may leave or change their own name. Nobody inserts directly: joining goes through
-- join_todo_list and accept_todo_list_invitation below.
alter table public.todo_list_members enable row level security;

create policy "todo_list_members: the list's owner and members read" on public.todo_list_members
  for select to authenticated
  using (public.owns_todo_list(list_id) or public.is_todo_list_member(list_id));
create policy "todo_list_members: the owner removes, a member leaves" on public.todo_list_members
  for delete to authenticated
  using (public.owns_todo_list(list_id) or (select auth.uid()) = user_id);
create policy "todo_list_members: a member renames themself" on public.todo_list_members
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

revoke all on public.todo_list_members from public, anon, authenticated, service_role;
grant select, delete on public.todo_list_members to authenticated;
grant update (display_name) on public.todo_list_members to authenticated;
grant select, insert, update, delete on public.todo_list_members to service_role;

-- Invitations: the owner invites, lists and withdraws them. The invited person reaches them
-- only through the functions below, by the confirmed address of their account.
alter table public.todo_list_invitations enable row level security;

create policy "todo_list_invitations: the list's owner reads" on public.todo_list_invitations
  for select to authenticated using (public.owns_todo_list(list_id));
create policy "todo_list_invitations: the list's owner invites" on public.todo_list_invitations
  for insert to authenticated
  with check (public.owns_todo_list(list_id) and (select auth.uid()) = invited_by);
create policy "todo_list_invitations: the list's owner withdraws" on public.todo_list_invitations
  for delete to authenticated using (public.owns_todo_list(list_id));

revoke all on public.todo_list_invitations from public, anon, authenticated, service_role;
grant select, delete on public.todo_list_invitations to authenticated;
grant insert (list_id, email) on public.todo_list_invitations to authenticated;
grant select, insert, update, delete on public.todo_list_invitations to service_role;

-- Limits that keep a list within what a team uses (and a link from being used to flood it).
create or replace function public.todo_list_invitations_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if (select count(*) from public.todo_list_invitations i where i.list_id = new.list_id) >= 50 then
    raise exception 'a list can have at most 50 open invitations'
      using errcode = '23514', hint = 'todo_invitation_limit';
  end if;
  return new;
end
$$;

create trigger todo_list_invitations_check
  before insert on public.todo_list_invitations
  for each row execute function public.todo_list_invitations_check();

revoke execute on function public.todo_list_invitations_check() from public, anon, authenticated;

-- The name shown for a person in a list: the name they gave when joining, or the owner's own
-- account name (NULL when the owner has none: the page then says "the list's owner").
create or replace function public.todo_editor_name(p_list_id uuid, p_user_id uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select m.display_name from public.todo_list_members m
     where m.list_id = p_list_id and m.user_id = p_user_id),
    (select nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
     from public.todo_lists l join auth.users u on u.id = l.user_id
     where l.id = p_list_id and l.user_id = p_user_id)
  )
$$;

revoke execute on function public.todo_editor_name(uuid, uuid) from public, anon, authenticated;

-- Who changed a task last, and when: set on every insert and on every change of what a task
-- says (title, description, done, due date); reordering is not a change of the task.
alter table public.todos add column updated_at timestamptz;
alter table public.todos add column updated_by uuid references auth.users (id) on delete set null;
alter table public.todos add column updated_by_name text;

create or replace function public.todos_track_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and (new.title, new.description, new.completed, new.due_date)
      is not distinct from (old.title, old.description, old.completed, old.due_date) then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
    new.updated_by_name := old.updated_by_name;
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  new.updated_by_name := case
    when auth.uid() is null then null
    else public.todo_editor_name(new.list_id, auth.uid())
  end;
  return new;
end
$$;

-- After todos_place_in_list (triggers of one event fire in name order), which settles list_id.
create trigger todos_track_change
  before insert or update on public.todos
  for each row execute function public.todos_track_change();

revoke execute on function public.todos_track_change() from public, anon, authenticated;

-- A member's new task belongs to the list's owner (todos' key to todo_lists says a task and its
-- list have one owner), is placed at the top of the list and copies its share id, as the
-- owner's tasks are. Otherwise as before.
create or replace function public.todos_place_in_list() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.list_id is not null and auth.uid() is not null
    and public.is_todo_list_member(new.list_id) then
    select l.user_id into new.user_id from public.todo_lists l where l.id = new.list_id;
  elsif auth.uid() is not null and new.user_id is distinct from auth.uid() then
    -- Someone writing another user's row is refused by row-level security after this trigger;
    -- do nothing for them here (not even create a list).
    return new;
  end if;
  if new.list_id is null then
    new.list_id := public.todo_first_list(new.user_id, true);
  end if;
  select l.share_id into new.share_id
  from public.todo_lists l
  where l.id = new.list_id and l.user_id = new.user_id;
  new.position := coalesce(
    (select min(t.position) - 1 from public.todos t where t.list_id = new.list_id),
    0
  );
  return new;
end
$$;

-- Members edit the tasks of their lists with the same requests as the owner.
create policy "todos: list members read" on public.todos
  for select to authenticated using (public.is_todo_list_member(list_id));
create policy "todos: list members add" on public.todos
  for insert to authenticated with check (public.is_todo_list_member(list_id));
create policy "todos: list members change" on public.todos
  for update to authenticated
  using (public.is_todo_list_member(list_id)) with check (public.is_todo_list_member(list_id));
create policy "todos: list members delete" on public.todos
  for delete to authenticated using (public.is_todo_list_member(list_id));

-- Writes through an edit link are limited per person and list: 200 requests in 10 minutes
-- (a reorder of the whole list is one). Past the limit the request answers HTTP 429.
create table public.todo_link_write_counts (
  list_id uuid not null references public.todo_lists (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  window_start timestamptz not null,
  writes integer not null,
  primary key (list_id, user_id)
);

alter table public.todo_link_write_counts enable row level security;
revoke all on public.todo_link_write_counts from public, anon, authenticated, service_role;
grant select, delete on public.todo_link_write_counts to service_role;

create or replace function public.todos_limit_link_writes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list_id uuid;
  v_writes integer;
begin
  if auth.uid() is null then
    return null;
  end if;
  for v_list_id in
    select distinct c.list_id from changed c
    where exists (
      select 1 from public.todo_list_members m
      where m.list_id = c.list_id and m.user_id = auth.uid() and m.via = 'link'
    )
  loop
    insert into public.todo_link_write_counts as w (list_id, user_id, window_start, writes)
    values (v_list_id, auth.uid(), now(), 1)
    on conflict (list_id, user_id) do update set
      window_start = case
        when w.window_start < now() - interval '10 minutes' then now() else w.window_start end,
      writes = case
        when w.window_start < now() - interval '10 minutes' then 1 else w.writes + 1 end
    returning w.writes into v_writes;
    if v_writes > 200 then
      raise exception 'too many changes through this link; please try again in a few minutes'
        using errcode = 'PT429', hint = 'todo_link_rate_limited';
    end if;
  end loop;
  return null;
end
$$;

create trigger todos_limit_link_inserts
  after insert on public.todos referencing new table as changed
  for each statement execute function public.todos_limit_link_writes();
create trigger todos_limit_link_updates
  after update on public.todos referencing new table as changed
  for each statement execute function public.todos_limit_link_writes();
create trigger todos_limit_link_deletes
  after delete on public.todos referencing old table as changed
  for each statement execute function public.todos_limit_link_writes();

revoke execute on function public.todos_limit_link_writes() from public, anon, authenticated;

-- The owner's control of the edit link: make it (or keep the current one), replace it, or stop
-- it. Replacing or stopping removes everyone who joined through the old link: their rights end
-- with it. Answers the edit link afterwards (NULL when stopped); PT404 for another's list.
create or replace function public.set_todo_list_edit_link(p_list_id uuid, p_action text)
returns text
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_edit_share_id text;
  v_found boolean;
begin
  if p_action not in ('share', 'reissue', 'stop') then
    raise exception 'unknown sharing action: %', p_action using errcode = '22023';
  end if;
  update public.todo_lists l
  set edit_share_id = case p_action
    when 'share' then coalesce(l.edit_share_id, public.new_share_id())
    when 'reissue' then public.new_share_id()
    else null
  end
  where l.id = p_list_id and l.user_id = auth.uid()
  returning l.edit_share_id, true into v_edit_share_id, v_found;
  if v_found is null then
    raise exception 'to-do list not found' using errcode = 'PT404';
  end if;
  if p_action <> 'share' then
    delete from public.todo_list_members m where m.list_id = p_list_id and m.via = 'link';
  end if;
  return v_edit_share_id;
end
$$;

revoke execute on function public.set_todo_list_edit_link(uuid, text) from public, anon;
grant execute on function public.set_todo_list_edit_link(uuid, text) to authenticated;

-- What the edit link's page shows before joining: the list's name, and whether the caller is
-- already in (its owner, or a member). NULL for an unknown, stopped or replaced link.
create or replace function public.get_todo_list_edit_link(p_edit_share_id text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'name', l.name,
    'owner_name', nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
    'list_id', case
      when l.user_id = auth.uid()
        or exists (select 1 from public.todo_list_members m
                   where m.list_id = l.id and m.user_id = auth.uid())
      then l.id end
  )
  from public.todo_lists l
  join auth.users u on u.id = l.user_id
  where l.edit_share_id = p_edit_share_id
$$;

revoke execute on function public.get_todo_list_edit_link(text) from public;
grant execute on function public.get_todo_list_edit_link(text) to anon, authenticated, service_role;

-- Joins the list of an edit link under a name (or changes the name of someone already in);
-- the owner is not a member of their own list. Answers the list's id; PT404 for an unknown,
-- stopped or replaced link.
create or replace function public.join_todo_list(p_edit_share_id text, p_display_name text)
returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_list public.todo_lists%rowtype;
begin
  if auth.uid() is null then
    raise exception 'sign-in required' using errcode = '42501';
  end if;
  select * into v_list from public.todo_lists l where l.edit_share_id = p_edit_share_id;
  if v_list.id is null or p_edit_share_id is null then
    raise exception 'to-do list not found' using errcode = 'PT404';
  end if;
  if v_list.user_id = auth.uid() then
    return v_list.id;
  end if;
  if public.is_blank(p_display_name) or char_length(btrim(p_display_name)) > 50 then
    raise exception 'a name of 1 to 50 characters is required'
      using errcode = '23514', hint = 'todo_member_name';
  end if;
  if (select count(*) from public.todo_list_members m where m.list_id = v_list.id) >= 50
    and not public.is_todo_list_member(v_list.id) then
    raise exception 'a list can have at most 50 editors'
      using errcode = '23514', hint = 'todo_member_limit';
  end if;
  insert into public.todo_list_members (list_id, user_id, display_name, via)
  values (v_list.id, auth.uid(), btrim(p_display_name), 'link')
  on conflict (list_id, user_id) do update set display_name = excluded.display_name;
  return v_list.id;
end
$$;

revoke execute on function public.join_todo_list(text, text) from public, anon;
grant execute on function public.join_todo_list(text, text) to authenticated;

-- The caller's address, when their account has confirmed it (guests have none).
create or replace function public.todo_invitee_email() returns text
language sql stable
security definer
set search_path = ''
as $$
  select lower(u.email) from auth.users u
  where u.id = auth.uid() and u.email_confirmed_at is not null and u.email is not null
$$;

revoke execute on function public.todo_invitee_email() from public, anon, authenticated;

-- Invitations waiting for the caller: to their account's confirmed address.
create or replace function public.list_my_todo_invitations() returns table (
  id uuid,
  list_name text,
  owner_name text,
  created_at timestamptz
)
language sql stable
security definer
set search_path = ''
as $$
  select i.id, l.name, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), i.created_at
  from public.todo_list_invitations i
  join public.todo_lists l on l.id = i.list_id
  join auth.users u on u.id = l.user_id
  where i.email = public.todo_invitee_email() and l.user_id <> auth.uid()
  order by i.created_at desc
$$;

-- Accepts (joins the list under the account's name, or the address's first part) or declines
-- an invitation to the caller's address. Accepting answers the list's id; PT404 otherwise.
create or replace function public.answer_todo_invitation(p_invitation_id uuid, p_accept boolean)
returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.todo_list_invitations%rowtype;
  v_name text;
begin
  delete from public.todo_list_invitations i
  where i.id = p_invitation_id and i.email = public.todo_invitee_email()
  returning * into v_invitation;
  if v_invitation.id is null then
    raise exception 'invitation not found' using errcode = 'PT404';
  end if;
  if not p_accept or public.owns_todo_list(v_invitation.list_id) then
    return null;
  end if;
  select left(coalesce(
    nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
    split_part(u.email, '@', 1)
  ), 50) into v_name
  from auth.users u where u.id = auth.uid();
  insert into public.todo_list_members (list_id, user_id, display_name, via)
  values (v_invitation.list_id, auth.uid(), v_name, 'invitation')
  on conflict (list_id, user_id) do update set via = 'invitation';
  return v_invitation.list_id;
end
$$;

revoke execute on function public.list_my_todo_invitations() from public, anon;
revoke execute on function public.answer_todo_invitation(uuid, boolean) from public, anon;
grant execute on function public.list_my_todo_invitations() to authenticated;
grant execute on function public.answer_todo_invitation(uuid, boolean) to authenticated;

-- The lists the caller edits as a member, with the owner's name (NULL when they have none).
create or replace function public.list_joined_todo_lists() returns table (
  id uuid,
  name text,
  owner_name text,
  via text,
  joined_at timestamptz
)
language sql stable
security definer
set search_path = ''
as $$
  select l.id, l.name, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), m.via, m.joined_at
  from public.todo_list_members m
  join public.todo_lists l on l.id = m.list_id
  join auth.users u on u.id = l.user_id
  where m.user_id = auth.uid()
  order by m.joined_at, l.id
$$;

revoke execute on function public.list_joined_todo_lists() from public, anon;
grant execute on function public.list_joined_todo_lists() to authenticated;
