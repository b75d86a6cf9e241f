-- One truth for the index of kept documents (電子帳簿保存法: 取引年月日, 取引金額, 取引先): the
-- columns are derived from the stored document itself by the database, for every kind (receipts
-- and 源泉徴収 included), so they can never disagree with what the document prints. The number
-- printed in the document is the number column. A search key of the 取引先 (folded as the page
-- folds it) is kept beside it and indexed, so the search runs in the database.
--
-- The totals follow src/tools/quote-generator/calculateQuoteTotals.ts: each line is quantity ×
-- unit price (whole numbers as typed: full-width digits, commas and a leading ¥ accepted), the
-- lines are summed per rate (10 %, 8 %), tax is rounded down once per rate, and where 源泉徴収
-- applies (not on a 納品書) 10.21 % of the amount before tax (20.42 % above 1,000,000 yen) is
-- taken off: the amount indexed is the amount the document states (ご請求金額, 領収金額).

-- A whole number typed by a person, or null when it is not one within [p_min, p_max].
create or replace function public.document_whole_number(p_text text, p_min bigint, p_max bigint)
returns bigint
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text;
begin
  if p_text is null then
    return null;
  end if;
  v_text := regexp_replace(
    regexp_replace(btrim(normalize(p_text, nfkc)), '^[¥]', ''), '[,[:space:]]', '', 'g');
  if v_text !~ '^-?[0-9]{1,18}$' then
    return null;
  end if;
  if v_text::numeric < p_min or v_text::numeric > p_max then
    return null;
  end if;
  return v_text::bigint;
end
$$;

-- 源泉徴収税額 on a fee (src/lib/withholdingTax.ts), fractions of a yen dropped.
create or replace function public.document_withholding_tax(p_payment bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case
    when p_payment is null or p_payment <= 0 then 0
    when p_payment <= 1000000 then floor(p_payment::numeric * 1021 / 10000)::bigint
    else 102100 + floor((p_payment - 1000000)::numeric * 2042 / 10000)::bigint
  end
$$;

-- The 取引先 as the search matches it: NFKC (full-width and half-width alike), lower case, no
-- spaces (src/lib/businessDocuments/searchDocuments.ts folds the query the same way).
create or replace function public.document_search_key(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(regexp_replace(normalize(coalesce(p_text, ''), nfkc), '[[:space:]]', '', 'g'))
$$;

-- The index of a document from its data: 取引年月日 (an invoice's transactionDate, otherwise the
-- document's date), the amount it states, the 取引先 with 御中 or 様, and the 件名.
create or replace function public.business_document_index(
  p_kind text,
  p_data jsonb,
  out transaction_date date,
  out amount bigint,
  out client text,
  out title text
)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_header jsonb := case
    when jsonb_typeof(p_data -> 'header') = 'object' then p_data -> 'header'
    else '{}'::jsonb
  end;
  v_date text := coalesce(
    v_header ->> (case when p_kind = 'invoice' then 'transactionDate' else 'date' end), '');
  v_name text := btrim(coalesce(v_header ->> 'clientName', ''), E' \t\r\n\u3000');
  v_per_item boolean := coalesce(p_data ->> 'perItemTax', '') = 'true';
  v_item jsonb;
  v_quantity bigint;
  v_price bigint;
  v_base_10 bigint := 0;
  v_base_8 bigint := 0;
  v_subtotal bigint;
begin
  transaction_date := null;
  if v_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    begin
      transaction_date := v_date::date;
    exception when others then
      transaction_date := null;
    end;
  end if;

  client := left(case
    when v_name = '' or v_name ~ '(御中|様|殿)$' then v_name
    when v_header ->> 'honorific' = 'sama' then v_name || ' 様'
    else v_name || ' 御中'
  end, 200);
  title := left(btrim(coalesce(v_header ->> 'subject', ''), E' \t\r\n\u3000'), 200);

  if jsonb_typeof(p_data -> 'items') <> 'array' or jsonb_typeof(p_data -> 'items') is null then
    amount := null;
    return;
  end if;
  for v_item in select value from jsonb_array_elements(p_data -> 'items') loop
    if jsonb_typeof(v_item) <> 'object' then
      continue;
    end if;
    v_quantity := public.document_whole_number(v_item ->> 'quantity', 1, 99999);
    v_price := public.document_whole_number(v_item ->> 'unitPrice', 0, 1000000000);
    if v_quantity is null or v_price is null then
      continue;
    end if;
    if (case when v_per_item then v_item ->> 'taxRate' else p_data ->> 'taxRate' end) = '8' then
      v_base_8 := v_base_8 + v_quantity * v_price;
    else
      v_base_10 := v_base_10 + v_quantity * v_price;
    end if;
  end loop;
  v_subtotal := v_base_10 + v_base_8;
  amount := v_subtotal + v_base_10 / 10 + (v_base_8 * 8) / 100;
  if p_kind <> 'delivery_note' and coalesce(p_data ->> 'withholding', '') = 'true' then
    amount := amount - public.document_withholding_tax(v_subtotal);
  end if;
end
$$;

alter table public.business_documents
  add column if not exists client_key text not null default '';

create index if not exists business_documents_user_client_key_idx
  on public.business_documents (user_id, client_key text_pattern_ops);

-- The list's and the search's order, newest change first with the id settling ties: a page is
-- read from the index without sorting every match. It takes the place of the index on
-- (user_id, updated_at desc), which it begins with.
create index if not exists business_documents_user_updated_id_idx
  on public.business_documents (user_id, updated_at desc, id desc);
drop index if exists public.business_documents_user_id_updated_at_idx;

create or replace function public.business_documents_derive_index()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_index record;
begin
  if jsonb_typeof(new.data -> 'header') = 'object' then
    new.data := jsonb_set(
      new.data,
      array['header', case when new.kind = 'quote' then 'quoteNumber' else 'documentNumber' end],
      to_jsonb(new.number));
  end if;
  select * into v_index from public.business_document_index(new.kind, new.data);
  new.transaction_date := v_index.transaction_date;
  new.amount := v_index.amount;
  new.client := v_index.client;
  new.title := v_index.title;
  if tg_table_name = 'business_documents' then
    new.client_key := public.document_search_key(v_index.client);
  end if;
  return new;
end
$$;

drop trigger if exists business_documents_derive_index on public.business_documents;
create trigger business_documents_derive_index
  before insert or update of kind, number, data, title, client, transaction_date, amount
  on public.business_documents
  for each row execute function public.business_documents_derive_index();

drop trigger if exists business_document_versions_derive_index
  on public.business_document_versions;
create trigger business_document_versions_derive_index
  before insert or update of kind, number, data, title, client, transaction_date, amount
  on public.business_document_versions
  for each row execute function public.business_documents_derive_index();

-- Pure computations on their arguments, reading no table: the API's anonymous role has no use
-- for them; signed-in users' writes run them through the trigger.
revoke execute on function public.document_whole_number(text, bigint, bigint) from public, anon;
revoke execute on function public.document_withholding_tax(bigint) from public, anon;
revoke execute on function public.document_search_key(text) from public, anon;
revoke execute on function public.business_document_index(text, jsonb) from public, anon;
revoke execute on function public.business_documents_derive_index() from public, anon;
grant execute on function public.document_whole_number(text, bigint, bigint)
  to authenticated, service_role;
grant execute on function public.document_withholding_tax(bigint) to authenticated, service_role;
grant execute on function public.document_search_key(text) to authenticated, service_role;
grant execute on function public.business_document_index(text, jsonb)
  to authenticated, service_role;
grant execute on function public.business_documents_derive_index()
  to authenticated, service_role;

-- Documents and versions kept before: their index from their data.
update public.business_documents set data = data;
update public.business_document_versions set data = data;

-- A correction is refused when the amount or date it names is not the document's own.
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
    raise exception 'no such customer' using errcode = 'P0002';
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

revoke execute on function public.correct_business_document(
  uuid, text, text, jsonb, date, bigint, uuid, text) from public, anon;
grant execute on function public.correct_business_document(
  uuid, text, text, jsonb, date, bigint, uuid, text) to authenticated;
