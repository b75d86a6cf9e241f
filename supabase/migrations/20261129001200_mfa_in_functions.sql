-- Two-factor sign-in holds everywhere, not only in the business tables' policies: once a user
-- has a verified factor, a password-only session (aal1) reaches none of their data until the
-- second step is passed (aal2). SECURITY DEFINER functions skip row-level security, so each of
-- them that reads or changes the caller's own data calls one helper first,
-- public.assert_mfa_session(); the account tables that had no aal2 policy yet get the same
-- restrictive policy the business tables have (Supabase's "enforce MFA for users who have
-- enrolled" pattern). Functions reached by a share link (get_shared_*, answers, unsubscribe)
-- read by the link, not by the caller's account, and are left as they are.
--
-- The error is Postgres's insufficient_privilege (PostgREST: 403) with GoTrue's code name,
-- insufficient_aal, as its hint. Not-found in the document functions is now PT404 (PostgREST
-- answers 404) instead of P0002, which PostgREST answers with 500. correct_business_document
-- and move_business_document are their latest versions (document_index_from_data,
-- document_number_guarantees) with these two changes only.

create or replace function public.assert_mfa_session()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.session_meets_mfa_requirement() then
    raise exception 'AAL2 session is required: this account has two-factor sign-in on'
      using errcode = '42501', hint = 'insufficient_aal';
  end if;
end
$$;

revoke all on function public.assert_mfa_session() from public, anon;
grant execute on function public.assert_mfa_session() to authenticated, service_role;

-- The account tables without an aal2 policy so far.
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'todos', 'todo_lists', 'todo_list_members', 'todo_list_invitations',
    'todo_list_mail_settings', 'schedules', 'schedule_options', 'schedule_answers',
    'schedule_mail_settings', 'book_bookmarks', 'share_events', 'mail_settings'
  ] loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
         using ((select public.session_meets_mfa_requirement()))
         with check ((select public.session_meets_mfa_requirement()))',
      v_table || ': aal2 once a second factor is on', v_table
    );
  end loop;
end
$$;

create or replace function public.ensure_todo_list()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign-in required' using errcode = '42501';
  end if;
  perform public.assert_mfa_session();
  return public.todo_first_list(auth.uid(), false);
end
$$;

create or replace function public.set_todo_list_sharing(p_list_id uuid, p_action text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_share_id text;
  v_found boolean;
begin
  perform public.assert_mfa_session();
  if p_action not in ('share', 'reissue', 'stop') then
    raise exception 'unknown sharing action: %', p_action using errcode = '22023';
  end if;
  update public.todo_lists l
  set share_id = case p_action
    when 'share' then coalesce(l.share_id, public.new_share_id())
    when 'reissue' then public.new_share_id()
    else null
  end
  where l.id = p_list_id and l.user_id = auth.uid()
  returning l.share_id, true into v_share_id, v_found;
  if v_found is null then
    raise exception 'to-do list not found' using errcode = 'PT404';
  end if;
  return v_share_id;
end
$$;

create or replace function public.set_todo_list_edit_link(p_list_id uuid, p_action text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_edit_share_id text;
  v_found boolean;
begin
  perform public.assert_mfa_session();
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

create or replace function public.join_todo_list(p_edit_share_id text, p_display_name text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list public.todo_lists%rowtype;
begin
  if auth.uid() is null then
    raise exception 'sign-in required' using errcode = '42501';
  end if;
  perform public.assert_mfa_session();
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

create or replace function public.list_my_todo_invitations()
returns table (id uuid, list_name text, owner_name text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select public.assert_mfa_session();
  select i.id, l.name, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), i.created_at
  from public.todo_list_invitations i
  join public.todo_lists l on l.id = i.list_id
  join auth.users u on u.id = l.user_id
  where i.email = public.todo_invitee_email() and l.user_id <> auth.uid()
  order by i.created_at desc
$$;

create or replace function public.answer_todo_invitation(p_invitation_id uuid, p_accept boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invitation public.todo_list_invitations%rowtype;
  v_name text;
begin
  perform public.assert_mfa_session();
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

create or replace function public.list_joined_todo_lists()
returns table (id uuid, name text, owner_name text, via text, joined_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select public.assert_mfa_session();
  select l.id, l.name, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), m.via, m.joined_at
  from public.todo_list_members m
  join public.todo_lists l on l.id = m.list_id
  join auth.users u on u.id = l.user_id
  where m.user_id = auth.uid()
  order by m.joined_at, l.id
$$;

create or replace function public.my_mail_suppressions()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select public.assert_mfa_session();
  select coalesce(array_agg(s.kind order by s.kind), '{}')
  from auth.users u
  join public.mail_suppressions s on s.address_key = public.mail_address_key(u.email)
  where u.id = auth.uid() and u.email is not null and not u.is_anonymous
$$;

create or replace function public.resume_mail(p_kind text)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.assert_mfa_session();
  delete from public.mail_suppressions s
  using auth.users u
  where u.id = auth.uid() and u.email is not null and not u.is_anonymous
    and s.address_key = public.mail_address_key(u.email) and s.kind = p_kind
$$;

create or replace function public.own_business_document_for_change(p_id uuid)
returns public.business_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document public.business_documents;
begin
  if auth.uid() is null
    or coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) then
    raise exception 'sign in to issue documents' using errcode = '42501';
  end if;
  perform public.assert_mfa_session();
  select * into v_document from public.business_documents
  where id = p_id and user_id = auth.uid()
  for update;
  if not found then
    raise exception 'no such document' using errcode = 'PT404';
  end if;
  return v_document;
end
$$;

create or replace function public.correct_business_document(
  p_id uuid,
  p_title text,
  p_client text,
  p_data jsonb,
  p_transaction_date date,
  p_amount bigint,
  p_customer_id uuid,
  p_reason text
) returns public.business_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document public.business_documents := public.own_business_document_for_change(p_id);
  v_index record;
begin
  if v_document.status <> 'issued' then
    raise exception 'only an issued document can be corrected' using errcode = '55000';
  end if;
  if public.is_blank(p_reason) or char_length(p_reason) > 500 then
    raise exception 'a correction needs its reason' using errcode = '22023';
  end if;
  if p_data is null or jsonb_typeof(p_data) <> 'object' then
    raise exception 'a correction needs the document' using errcode = '22023';
  end if;
  select * into v_index from public.business_document_index(v_document.kind, p_data);
  if p_amount is not null and p_amount is distinct from v_index.amount then
    raise exception 'the amount % is not the document''s own (%)', p_amount, v_index.amount
      using errcode = '22023';
  end if;
  if p_transaction_date is not null
    and p_transaction_date is distinct from v_index.transaction_date then
    raise exception 'the transaction date is not the document''s own' using errcode = '22023';
  end if;
  if p_customer_id is not null and not exists (
    select 1 from public.customers c where c.id = p_customer_id and c.user_id = auth.uid()
  ) then
    raise exception 'no such customer' using errcode = 'PT404';
  end if;
  update public.business_documents
  set data = p_data,
    customer_id = p_customer_id,
    version = v_document.version + 1,
    updated_at = now()
  where id = p_id
  returning * into v_document;
  perform public.record_business_document_version(v_document, 'corrected', btrim(p_reason));
  return v_document;
end
$$;

-- Moving a document kept in the browser into the account writes the account's documents.
create or replace function public.move_business_document(
  p_id uuid,
  p_kind text,
  p_number text,
  p_data jsonb,
  p_status text,
  p_cancel_reason text,
  p_created_at timestamptz,
  p_updated_at timestamptz,
  p_versions jsonb,
  p_renumbered_from text default null
) returns public.business_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_number text := btrim(coalesce(p_number, ''));
  v_document public.business_documents;
  v_count integer;
  v_version jsonb;
  v_index integer := 0;
  v_previous timestamptz := '-infinity';
  v_time timestamptz;
  v_action text;
  v_replaces uuid := null;
  v_first timestamptz;
  v_last timestamptz;
begin
  if v_user is null or coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) then
    raise exception 'sign in to keep documents in an account' using errcode = '42501';
  end if;
  perform public.assert_mfa_session();
  select * into v_document from public.business_documents where id = p_id;
  if found then
    if v_document.user_id <> v_user then
      raise exception 'the document id is taken' using errcode = '23505';
    end if;
    return v_document;
  end if;
  if p_kind is null or p_kind not in ('quote', 'invoice', 'delivery_note', 'receipt') then
    raise exception 'unknown kind of document' using errcode = '22023';
  end if;
  if p_status is null or p_status not in ('draft', 'issued', 'cancelled') then
    raise exception 'unknown document status' using errcode = '22023';
  end if;
  if public.is_blank(v_number) or char_length(v_number) > 100 then
    raise exception 'a document needs its number' using errcode = '22023';
  end if;
  if p_data is null or jsonb_typeof(p_data) <> 'object' then
    raise exception 'a document needs its data' using errcode = '22023';
  end if;
  if p_created_at is null or p_created_at > now() + interval '5 minutes' then
    raise exception 'the creation time is not a past time' using errcode = '22023';
  end if;

  -- The versions: 1, 2, … in order; issued first, corrected between, cancelled last exactly
  -- when the document is cancelled; times in order and past; a reason for each change.
  v_count := case when jsonb_typeof(p_versions) = 'array' then jsonb_array_length(p_versions)
    else 0 end;
  if (p_status = 'draft') <> (v_count = 0) then
    raise exception 'a draft has no versions, an issued document has them'
      using errcode = '22023';
  end if;
  if v_count > 1000 then
    raise exception 'too many versions' using errcode = '22023';
  end if;
  for v_version in select value from jsonb_array_elements(coalesce(p_versions, '[]'::jsonb)) loop
    v_index := v_index + 1;
    v_action := v_version ->> 'action';
    v_time := (v_version ->> 'created_at')::timestamptz;
    if (v_version ->> 'version')::integer is distinct from v_index
      or v_time is null or v_time < v_previous or v_time > now() + interval '5 minutes'
      or jsonb_typeof(v_version -> 'data') <> 'object'
      or public.is_blank(v_version ->> 'number')
      or (v_index = 1 and v_action <> 'issued')
      or (v_index > 1 and v_index < v_count and v_action not in ('corrected', 'renumbered'))
      or (v_index > 1 and v_index = v_count and p_status = 'issued'
        and v_action not in ('corrected', 'renumbered'))
      or (p_status = 'cancelled' and v_index = v_count and v_action <> 'cancelled')
      or (v_action <> 'issued' and public.is_blank(v_version ->> 'reason'))
      or char_length(coalesce(v_version ->> 'reason', '')) > 500 then
      raise exception 'version % is not a valid step of the history', v_index
        using errcode = '22023';
    end if;
    if v_index = 1 then
      v_first := v_time;
    end if;
    v_last := v_time;
    v_previous := v_time;
  end loop;

  if p_renumbered_from is null then
    if exists (
      select 1 from public.document_numbers n where n.user_id = v_user and n.number = v_number
    ) or exists (
      select 1 from public.business_documents d where d.user_id = v_user and d.number = v_number
    ) then
      raise exception 'the number is already held by the account'
        using errcode = '23505', detail = v_number;
    end if;
    insert into public.document_numbers (user_id, kind, number, counter_key, sequence, issued_on)
    values (v_user, p_kind, v_number, '', 0,
      (coalesce(v_first, p_created_at) at time zone 'Asia/Tokyo')::date);
  elsif not exists (
    select 1 from public.document_numbers n where n.user_id = v_user and n.number = v_number
  ) or exists (
    select 1 from public.business_documents d where d.user_id = v_user and d.number = v_number
  ) then
    raise exception 'the new number was not claimed for this document'
      using errcode = '23505', detail = v_number;
  end if;

  insert into public.business_documents (
    id, user_id, kind, number, data, status, version, issued_at, cancelled_at, cancel_reason,
    created_at, updated_at
  ) values (
    p_id, v_user, p_kind, v_number, p_data, p_status,
    v_count + (case when p_renumbered_from is not null and v_count > 0 then 1 else 0 end),
    v_first,
    case when p_status = 'cancelled' then v_last end,
    case when p_status = 'cancelled' then left(btrim(coalesce(p_cancel_reason, '')), 500) end,
    p_created_at,
    least(greatest(coalesce(p_updated_at, p_created_at), p_created_at), now())
  ) returning * into v_document;

  v_index := 0;
  for v_version in select value from jsonb_array_elements(coalesce(p_versions, '[]'::jsonb)) loop
    v_index := v_index + 1;
    insert into public.business_document_versions (
      document_id, user_id, version, action, replaces_id, kind, number, title, client, data,
      reason, created_at
    ) values (
      p_id, v_user, v_index, v_version ->> 'action', v_replaces, p_kind,
      btrim(v_version ->> 'number'), '', '', v_version -> 'data',
      nullif(left(btrim(coalesce(v_version ->> 'reason', '')), 500), ''),
      (v_version ->> 'created_at')::timestamptz
    ) returning id into v_replaces;
  end loop;
  if p_renumbered_from is not null and v_count > 0 then
    perform public.record_business_document_version(
      v_document, 'renumbered',
      format('アカウントに移す際、番号 %s はアカウントで使用済みのため %s に変更しました',
        btrim(p_renumbered_from), v_number));
  end if;
  return v_document;
end
$$;

-- Live topics of the caller's own lists and polls need aal2 like the rows they announce; the
-- share-link topics are open to whoever holds the link, as before.
create or replace function public.may_receive_live_topic(p_topic text)
returns boolean
language plpgsql
stable
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
      return v_is_uuid and public.session_meets_mfa_requirement()
        and (public.owns_todo_list(v_key::uuid) or public.is_todo_list_member(v_key::uuid));
    when 'todo-share' then
      return exists (select 1 from public.todo_lists l where l.share_id = v_key);
    when 'poll' then
      return v_is_uuid and public.session_meets_mfa_requirement() and exists (
        select 1 from public.schedules s where s.id = v_key::uuid and s.user_id = auth.uid()
      );
    when 'poll-share' then
      return exists (select 1 from public.schedules s where s.share_id = v_key);
    else
      return false;
  end case;
end
$$;

-- The policy helpers answer no for a password-only session of a user with a factor.
create or replace function public.owns_todo_list(p_list_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.todo_lists l where l.id = p_list_id and l.user_id = auth.uid()
  ) and public.session_meets_mfa_requirement()
$$;

create or replace function public.is_todo_list_member(p_list_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.todo_list_members m
    where m.list_id = p_list_id and m.user_id = auth.uid()
  ) and public.session_meets_mfa_requirement()
$$;
