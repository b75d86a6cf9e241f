-- Issued documents are fixed (電子帳簿保存法: corrections and deletions leave their history).
-- A document is a draft until 「発行」; from then on its number, dates, amounts and content change
-- only through correct_business_document, which keeps every earlier version, and it is never
-- deleted: cancel_business_document marks it cancelled with its reason. The versions table is
-- written only by these functions and read only by the owner. Receipts (領収書) join the kinds.

alter table public.business_documents drop constraint if exists business_documents_kind_check;
alter table public.business_documents add constraint business_documents_kind_check
  check (kind in ('quote', 'invoice', 'delivery_note', 'receipt'));

alter table public.business_documents
  add column status text not null default 'draft'
    check (status in ('draft', 'issued', 'cancelled')),
  -- 取引年月日 and 取引金額 (tax included) as columns, so kept documents can be searched by them.
  add column transaction_date date,
  add column amount bigint check (amount is null or abs(amount) <= 1000000000000000),
  add column customer_id uuid references public.customers (id) on delete set null,
  add column version integer not null default 0 check (version >= 0),
  add column issued_at timestamptz,
  add column cancelled_at timestamptz,
  add column cancel_reason text check (cancel_reason is null or char_length(cancel_reason) <= 500);

create index business_documents_user_transaction_date_idx
  on public.business_documents (user_id, transaction_date);
create index business_documents_user_amount_idx on public.business_documents (user_id, amount);

-- Drafts only: an issued or cancelled document is changed by the functions below, never directly.
drop policy "business_documents: owners change their own" on public.business_documents;
create policy "business_documents: owners change their drafts" on public.business_documents
  for update to authenticated
  using ((select auth.uid()) = user_id and status = 'draft')
  with check ((select auth.uid()) = user_id and status = 'draft');
drop policy "business_documents: owners delete their own" on public.business_documents;
create policy "business_documents: owners delete their drafts" on public.business_documents
  for delete to authenticated
  using ((select auth.uid()) = user_id and status = 'draft');

grant insert (transaction_date, amount, customer_id) on public.business_documents to authenticated;
grant update (transaction_date, amount, customer_id) on public.business_documents to authenticated;

create table public.business_document_versions (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.business_documents (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  version integer not null check (version >= 1),
  action text not null check (action in ('issued', 'corrected', 'cancelled')),
  -- The version this one replaces (null for the first).
  replaces_id uuid references public.business_document_versions (id),
  kind text not null,
  number text not null,
  title text not null,
  client text not null,
  transaction_date date,
  amount bigint,
  data jsonb not null,
  reason text check (reason is null or char_length(reason) <= 500),
  created_at timestamptz not null default now(),
  constraint business_document_versions_document_version_key unique (document_id, version)
);

create index business_document_versions_user_idx
  on public.business_document_versions (user_id, created_at desc);

alter table public.business_document_versions enable row level security;

create policy "business_document_versions: owners read their own"
  on public.business_document_versions
  for select to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );

revoke all on public.business_document_versions from public, anon, authenticated, service_role;
grant select on public.business_document_versions to authenticated;
grant select, insert, update, delete on public.business_document_versions to service_role;

-- The caller's own document, locked for the change; refuses guests and other users' documents.
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
  select * into v_document from public.business_documents
  where id = p_id and user_id = auth.uid()
  for update;
  if not found then
    raise exception 'no such document' using errcode = 'P0002';
  end if;
  return v_document;
end
$$;

create or replace function public.record_business_document_version(
  p_document public.business_documents,
  p_action text,
  p_reason text
) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.business_document_versions (
    document_id, user_id, version, action, replaces_id, kind, number, title, client,
    transaction_date, amount, data, reason
  )
  select p_document.id, p_document.user_id, p_document.version, p_action,
    (select v.id from public.business_document_versions v
      where v.document_id = p_document.id and v.version = p_document.version - 1),
    p_document.kind, p_document.number, p_document.title, p_document.client,
    p_document.transaction_date, p_document.amount, p_document.data, p_reason
$$;

-- 「発行」: the draft as it is becomes version 1 and is fixed from then on.
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
  update public.business_documents
  set status = 'issued', version = 1, issued_at = now(), updated_at = now()
  where id = p_id
  returning * into v_document;
  perform public.record_business_document_version(v_document, 'issued', null);
  return v_document;
end
$$;

-- A correction: a new version that replaces the current one; the number stays.
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
begin
  if v_document.status <> 'issued' then
    raise exception 'only an issued document can be corrected' using errcode = '55000';
  end if;
  if public.is_blank(p_reason) or char_length(p_reason) > 500 then
    raise exception 'a correction needs its reason' using errcode = '22023';
  end if;
  if p_customer_id is not null and not exists (
    select 1 from public.customers c where c.id = p_customer_id and c.user_id = auth.uid()
  ) then
    raise exception 'no such customer' using errcode = 'P0002';
  end if;
  update public.business_documents
  set title = left(btrim(coalesce(p_title, '')), 200),
    client = left(btrim(coalesce(p_client, '')), 200),
    data = p_data,
    transaction_date = p_transaction_date,
    amount = p_amount,
    customer_id = p_customer_id,
    version = v_document.version + 1,
    updated_at = now()
  where id = p_id
  returning * into v_document;
  perform public.record_business_document_version(v_document, 'corrected', btrim(p_reason));
  return v_document;
end
$$;

-- A deletion of an issued document is a cancellation with its reason; the document stays.
create or replace function public.cancel_business_document(p_id uuid, p_reason text)
returns public.business_documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document public.business_documents := public.own_business_document_for_change(p_id);
begin
  if v_document.status <> 'issued' then
    raise exception 'only an issued document can be cancelled' using errcode = '55000';
  end if;
  if public.is_blank(p_reason) or char_length(p_reason) > 500 then
    raise exception 'a cancellation needs its reason' using errcode = '22023';
  end if;
  update public.business_documents
  set status = 'cancelled', version = v_document.version + 1, cancelled_at = now(),
    cancel_reason = btrim(p_reason), updated_at = now()
  where id = p_id
  returning * into v_document;
  perform public.record_business_document_version(v_document, 'cancelled', btrim(p_reason));
  return v_document;
end
$$;

revoke execute on function public.own_business_document_for_change(uuid)
  from public, anon, authenticated;
revoke execute on function public.record_business_document_version(
  public.business_documents, text, text) from public, anon, authenticated;
revoke execute on function public.issue_business_document(uuid) from public, anon;
revoke execute on function public.correct_business_document(
  uuid, text, text, jsonb, date, bigint, uuid, text) from public, anon;
revoke execute on function public.cancel_business_document(uuid, text) from public, anon;
grant execute on function public.issue_business_document(uuid) to authenticated;
grant execute on function public.correct_business_document(
  uuid, text, text, jsonb, date, bigint, uuid, text) to authenticated;
grant execute on function public.cancel_business_document(uuid, text) to authenticated;
