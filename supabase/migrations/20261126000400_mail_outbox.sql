-- Mail the site sends: what people choose to receive, which addresses unsubscribed, and the
-- outbox a sender works through (supabase/functions/send-notifications). Events write the
-- outbox in the same transaction as the change that causes them (the triggers of the next
-- migrations), so a mail is never lost between the change and its sending; the sender retries
-- with backoff, marks a mail dead after repeated failure, and sends each mail with its own
-- idempotency key, so a retry never delivers twice.
--
-- Kinds of mail: poll_answers (to a poll's owner: answers arrived or changed), poll_decision
-- (to respondents who left an address: the date was decided, changed or undone),
-- todo_reminders (to people who opted in: tasks due today and overdue, at 08:00 Japan time).

-- The app sends its display language as Accept-Language (PostgREST puts request headers in
-- request.headers), so rows written by a request can remember the writer's language.
create or replace function public.request_language() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  v_headers text := current_setting('request.headers', true);
  v_value text;
begin
  if v_headers is null or v_headers = '' then
    return null;
  end if;
  v_value := lower(btrim(coalesce(v_headers::json ->> 'accept-language', '')));
  if v_value like 'en%' then
    return 'en';
  elsif v_value like 'ja%' then
    return 'ja';
  end if;
  return null;
end
$$;

-- Addresses are matched case-insensitively and kept as a hash where only matching is needed
-- (suppressions, unsubscribe tokens, rate limits).
create or replace function public.mail_address_key(p_address text) returns text
language sql immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(lower(btrim(p_address)), 'UTF8')), 'hex')
$$;

-- A signed-in user with an account (guests have no address and no mail settings).
create or replace function public.is_permanent_user() returns boolean
language sql stable
set search_path = ''
as $$
  select auth.uid() is not null
    and coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) = false
$$;

-- The account-wide switch (設定) and the language of mails to this account. No row: mail on,
-- in Japanese.
create table public.mail_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  enabled boolean not null default true,
  language text not null default coalesce(public.request_language(), 'ja')
    check (language in ('ja', 'en')),
  updated_at timestamptz not null default now()
);

-- Per poll: mail the owner about answers. No row: on. (Respondents who left an address are
-- always told of the decision: the answer form promises it; they unsubscribe by their link.)
create table public.schedule_mail_settings (
  schedule_id uuid primary key references public.schedules (id) on delete cascade,
  answers_mail boolean not null default true,
  updated_at timestamptz not null default now()
);

-- Per list and person (the owner and the list's members): the morning mail of
-- due tasks. Off unless a row says otherwise.
create table public.todo_list_mail_settings (
  list_id uuid not null references public.todo_lists (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  due_reminders boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (list_id, user_id)
);

create index todo_list_mail_settings_user_idx on public.todo_list_mail_settings (user_id);

alter table public.mail_settings enable row level security;
alter table public.schedule_mail_settings enable row level security;
alter table public.todo_list_mail_settings enable row level security;

create policy "mail_settings: account holders read their own" on public.mail_settings
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_permanent_user()));
create policy "mail_settings: account holders add their own" on public.mail_settings
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_permanent_user()));
create policy "mail_settings: account holders change their own" on public.mail_settings
  for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_permanent_user()))
  with check (user_id = (select auth.uid()) and (select public.is_permanent_user()));

create policy "schedule_mail_settings: poll owners read" on public.schedule_mail_settings
  for select to authenticated
  using ((select public.is_permanent_user()) and public.owns_schedule(schedule_id));
create policy "schedule_mail_settings: poll owners add" on public.schedule_mail_settings
  for insert to authenticated
  with check ((select public.is_permanent_user()) and public.owns_schedule(schedule_id));
create policy "schedule_mail_settings: poll owners change" on public.schedule_mail_settings
  for update to authenticated
  using ((select public.is_permanent_user()) and public.owns_schedule(schedule_id))
  with check ((select public.is_permanent_user()) and public.owns_schedule(schedule_id));

-- The list's owner and its members each keep their own reminder setting for it.
create policy "todo_list_mail_settings: readers of the list keep their own" on public.todo_list_mail_settings
  for select to authenticated
  using (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and (public.owns_todo_list(list_id) or public.is_todo_list_member(list_id))
  );
create policy "todo_list_mail_settings: readers of the list add their own" on public.todo_list_mail_settings
  for insert to authenticated
  with check (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and (public.owns_todo_list(list_id) or public.is_todo_list_member(list_id))
  );
create policy "todo_list_mail_settings: readers of the list change their own" on public.todo_list_mail_settings
  for update to authenticated
  using (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and (public.owns_todo_list(list_id) or public.is_todo_list_member(list_id))
  )
  with check (
    user_id = (select auth.uid()) and (select public.is_permanent_user())
    and (public.owns_todo_list(list_id) or public.is_todo_list_member(list_id))
  );

-- updated_at follows every change, whoever writes it.
create or replace function public.mail_settings_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger mail_settings_touch before update on public.mail_settings
  for each row execute function public.mail_settings_touch();
create trigger schedule_mail_settings_touch before update on public.schedule_mail_settings
  for each row execute function public.mail_settings_touch();
create trigger todo_list_mail_settings_touch before update on public.todo_list_mail_settings
  for each row execute function public.mail_settings_touch();

revoke all on public.mail_settings, public.schedule_mail_settings, public.todo_list_mail_settings
  from public, anon, authenticated, service_role;
grant select on public.mail_settings, public.schedule_mail_settings,
  public.todo_list_mail_settings to authenticated;
grant insert (user_id, enabled, language) on public.mail_settings to authenticated;
grant update (enabled, language) on public.mail_settings to authenticated;
grant insert (schedule_id, answers_mail) on public.schedule_mail_settings to authenticated;
grant update (answers_mail) on public.schedule_mail_settings to authenticated;
grant insert (list_id, user_id, due_reminders) on public.todo_list_mail_settings to authenticated;
grant update (due_reminders) on public.todo_list_mail_settings to authenticated;
grant select, insert, update, delete on public.mail_settings, public.schedule_mail_settings,
  public.todo_list_mail_settings to service_role;

-- An address that unsubscribed from one kind of mail (by the link in such a mail).
create table public.mail_suppressions (
  address_key text not null,
  kind text not null check (kind in ('poll_answers', 'poll_decision', 'todo_reminders')),
  created_at timestamptz not null default now(),
  primary key (address_key, kind)
);

-- Each mail's unsubscribe link carries a random token; only its hash is kept here, with the
-- address (hashed) and the kind it stops.
create table public.mail_unsubscribe_tokens (
  token_hash text primary key,
  address_key text not null,
  kind text not null check (kind in ('poll_answers', 'poll_decision', 'todo_reminders')),
  created_at timestamptz not null default now()
);

create index mail_unsubscribe_tokens_created_idx on public.mail_unsubscribe_tokens (created_at);

-- The outbox. Rows are written by the events' triggers and worked by the sender; nobody but
-- the service role reads them (they hold addresses). status: pending (due at send_after,
-- again after a failure), sending (claimed until locked_until), sent, dead (gave up: the
-- dead-letter state, kept for the operator to look at or retry), cancelled (no longer wanted).
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('poll_answers', 'poll_decision', 'todo_reminders')),
  -- Sent to the provider with every attempt: a retry after a lost answer is not sent again.
  idempotency_key text not null unique check (char_length(idempotency_key) <= 256),
  recipient text not null check (char_length(recipient) <= 254),
  recipient_key text not null,
  -- The account the mail goes to (null for a respondent's own address).
  recipient_user_id uuid references auth.users (id) on delete cascade,
  language text not null check (language in ('ja', 'en')),
  -- What the mail is about: the poll, or the person for reminders.
  subject_id uuid not null,
  payload jsonb not null,
  unsubscribe_token text not null,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'dead', 'cancelled')),
  attempts integer not null default 0,
  send_after timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  provider_message_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_outbox_due_idx on public.mail_outbox (send_after) where status = 'pending';
create index mail_outbox_sending_idx on public.mail_outbox (locked_until) where status = 'sending';
create index mail_outbox_subject_idx on public.mail_outbox (kind, subject_id, created_at desc);
create index mail_outbox_recipient_idx on public.mail_outbox (kind, recipient_key, created_at desc);
create index mail_outbox_finished_idx on public.mail_outbox (status, updated_at)
  where status in ('sent', 'dead', 'cancelled');

alter table public.mail_suppressions enable row level security;
alter table public.mail_unsubscribe_tokens enable row level security;
alter table public.mail_outbox enable row level security;

revoke all on public.mail_suppressions, public.mail_unsubscribe_tokens, public.mail_outbox
  from public, anon, authenticated, service_role;
grant select, insert, update, delete
  on public.mail_suppressions, public.mail_unsubscribe_tokens, public.mail_outbox to service_role;

-- Puts one mail in the outbox with a fresh unsubscribe token, unless its address unsubscribed
-- from that kind or a mail with the same idempotency key exists. Returns the row's id or null.
create or replace function public.mail_enqueue(
  p_kind text,
  p_idempotency_key text,
  p_recipient text,
  p_recipient_user_id uuid,
  p_language text,
  p_subject_id uuid,
  p_payload jsonb,
  p_send_after timestamptz
) returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_address_key text := public.mail_address_key(p_recipient);
  v_token text := public.new_share_id();
  v_id uuid;
begin
  if exists (
    select 1 from public.mail_suppressions s
    where s.address_key = v_address_key and s.kind = p_kind
  ) then
    return null;
  end if;
  insert into public.mail_outbox (
    kind, idempotency_key, recipient, recipient_key, recipient_user_id, language, subject_id,
    payload, unsubscribe_token, send_after
  )
  values (
    p_kind, p_idempotency_key, btrim(p_recipient), v_address_key, p_recipient_user_id,
    coalesce(p_language, 'ja'), p_subject_id, p_payload, v_token, p_send_after
  )
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is not null then
    insert into public.mail_unsubscribe_tokens (token_hash, address_key, kind)
    values (encode(sha256(convert_to(v_token, 'UTF8')), 'hex'), v_address_key, p_kind);
  end if;
  return v_id;
end
$$;

-- An account may be mailed when it is a permanent account whose address is confirmed, it has
-- not turned mail off, and the mail goes to its current address.
create or replace function public.mail_account_reachable(p_user_id uuid, p_address text)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    left join public.mail_settings m on m.user_id = u.id
    where u.id = p_user_id
      and not u.is_anonymous
      and u.email is not null
      and u.email_confirmed_at is not null
      and (p_address is null or lower(u.email) = lower(btrim(p_address)))
      and coalesce(m.enabled, true)
  )
$$;

revoke execute on function public.mail_enqueue(text, text, text, uuid, text, uuid, jsonb, timestamptz)
  from public, anon, authenticated;
revoke execute on function public.mail_account_reachable(uuid, text) from public, anon, authenticated;
revoke execute on function public.mail_settings_touch() from public, anon, authenticated;
grant execute on function public.request_language() to anon, authenticated, service_role;
grant execute on function public.mail_address_key(text) to anon, authenticated, service_role;
grant execute on function public.is_permanent_user() to anon, authenticated, service_role;
