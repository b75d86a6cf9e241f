-- Numbers the database guarantees. An issued (or cancelled) document's number is unique per
-- account across every kind, by a constraint on the documents themselves, and must have been
-- claimed through the numbering table (document_numbers) first: a foreign key from the issued
-- number to the claim. Documents kept in a browser reach the account through
-- move_business_document, which keeps every version with its reason and original time, and
-- refuses a number the account already holds (the page then claims a new one and moves the
-- document under it, recorded as a 'renumbered' version naming the old number).

-- Numbers of issued documents that were never claimed: the earliest holder claims them.
insert into public.document_numbers (user_id, kind, number, counter_key, sequence, issued_on)
select distinct on (d.user_id, d.number)
  d.user_id, d.kind, d.number, '', 0,
  (coalesce(d.issued_at, d.created_at) at time zone 'Asia/Tokyo')::date
from public.business_documents d
where d.status <> 'draft'
order by d.user_id, d.number, coalesce(d.issued_at, d.created_at), d.id
on conflict (user_id, number) do nothing;

alter table public.business_document_versions
  drop constraint if exists business_document_versions_action_check;
alter table public.business_document_versions
  add constraint business_document_versions_action_check
  check (action in ('issued', 'corrected', 'cancelled', 'renumbered'));

-- Two issued documents of one user with the same number (possible before this migration): the
-- earliest keeps it, each later one gets the first free `<number>-<n>`, claimed, with a version
-- saying so.
do $$
declare
  v_row record;
  v_number text;
  v_suffix integer;
  v_document public.business_documents;
begin
  for v_row in
    select ranked.id, ranked.user_id, ranked.kind, ranked.number, ranked.rank
    from (
      select d.id, d.user_id, d.kind, d.number,
        row_number() over (
          partition by d.user_id, d.number order by coalesce(d.issued_at, d.created_at), d.id
        ) as rank
      from public.business_documents d
      where d.status <> 'draft'
    ) ranked
    where ranked.rank > 1
  loop
    v_suffix := v_row.rank;
    loop
      v_number := left(v_row.number, 90) || '-' || v_suffix;
      exit when not exists (
        select 1 from public.document_numbers n
        where n.user_id = v_row.user_id and n.number = v_number
      ) and not exists (
        select 1 from public.business_documents d
        where d.user_id = v_row.user_id and d.number = v_number
      );
      v_suffix := v_suffix + 1;
    end loop;
    insert into public.document_numbers (user_id, kind, number, counter_key, sequence, issued_on)
    values (v_row.user_id, v_row.kind, v_number, '', 0, (now() at time zone 'Asia/Tokyo')::date);
    update public.business_documents
    set number = v_number, version = version + 1, updated_at = now()
    where id = v_row.id
    returning * into v_document;
    perform public.record_business_document_version(
      v_document, 'renumbered',
      format('番号の重複を解消しました（%s → %s）', v_row.number, v_number));
  end loop;
end
$$;

-- The issued number: null while a draft, so only issued and cancelled documents take part.
alter table public.business_documents
  add column if not exists issued_number text
    generated always as (case when status = 'draft' then null else number end) stored;

alter table public.business_documents
  add constraint business_documents_issued_number_key unique (user_id, issued_number);

alter table public.business_documents
  add constraint business_documents_issued_number_claimed
  foreign key (user_id, issued_number) references public.document_numbers (user_id, number);

-- 「発行」 says plainly why a number that was never claimed cannot be issued (the foreign key
-- would refuse it too).
create or replace function public.issue_business_document(p_id uuid)
returns public.business_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document public.business_documents := public.own_business_document_for_change(p_id);
begin
  if v_document.status <> 'draft' then
    raise exception 'the document is already issued' using errcode = '55000';
  end if;
  if not exists (
    select 1 from public.document_numbers n
    where n.user_id = v_document.user_id and n.number = v_document.number
  ) then
    raise exception 'the number % was not claimed through the numbering', v_document.number
      using errcode = '23503';
  end if;
  if exists (
    select 1 from public.business_documents d
    where d.user_id = v_document.user_id and d.issued_number = v_document.number
  ) then
    raise exception 'the number % is already on an issued document', v_document.number
      using errcode = '23505';
  end if;
  update public.business_documents
  set status = 'issued', version = 1, issued_at = now(), updated_at = now()
  where id = p_id
  returning * into v_document;
  perform public.record_business_document_version(v_document, 'issued', null);
  return v_document;
end
$$;

revoke execute on function public.issue_business_document(uuid) from public, anon;
grant execute on function public.issue_business_document(uuid) to authenticated;

-- A document kept in a browser, moved into the signed-in user's account whole: its id, its
-- state, and each fixed version with its action, reason and time (p_versions, oldest first:
-- [{version, action, number, data, reason, created_at}]). Moving the same id again returns the
-- document already moved. The number must be new to the account (it is then claimed here), or,
-- with p_renumbered_from, a number the account has just claimed for it and no document uses;
-- otherwise 23505 with the number in the detail, and the page claims another.
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

revoke execute on function public.move_business_document(
  uuid, text, text, jsonb, text, text, timestamptz, timestamptz, jsonb, text)
  from public, anon;
grant execute on function public.move_business_document(
  uuid, text, text, jsonb, text, text, timestamptz, timestamptz, jsonb, text) to authenticated;
