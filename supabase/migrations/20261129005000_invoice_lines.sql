-- Invoices as small businesses write them: the index of a kept document (its amount) follows the
-- page's new rules (src/tools/quote-generator/calculateQuoteTotals.ts), so every amount indexed
-- is the amount the document prints:
--
-- - quantities with up to two decimals (1.5 時間); an amount is quantity × unit price rounded to
--   the yen as the document says (data.rounding: floor 切り捨て, round 四捨五入, ceil 切り上げ, on
--   the amount's size);
-- - 値引き lines (item.discount): their amount is taken off the items of their rate;
-- - 非課税 and 不課税 items (item.taxClass non_taxable, out_of_scope, when rates are set per item):
--   summed apart, no tax;
-- - 税込 entry (data.taxEntry inclusive): a rate's tax is its sum × rate / (100 + rate);
-- - 免税事業者 (data.exemptIssuer): no tax at all;
-- - tax rounded once per rate per document, in the document's rounding; 源泉徴収 on the taxed
--   amounts without tax.
--
-- Documents kept before carry none of these fields and read as before: 税抜, 切り捨て,
-- 課税事業者, whole quantities (whose amounts are unchanged, so no stored index moves).

-- A quantity typed by a person (full-width digits and point, thousands separators), with up to
-- two decimals, or null when it is not one within [0.01, 99,999.99].
create or replace function public.document_quantity(p_text text)
returns numeric
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
  v_text := regexp_replace(btrim(normalize(p_text, nfkc)), '[,[:space:]]', '', 'g');
  if v_text !~ '^[0-9]{1,12}(\.[0-9]{1,2})?$' then
    return null;
  end if;
  if v_text::numeric < 0.01 or v_text::numeric > 99999.99 then
    return null;
  end if;
  return v_text::numeric;
end
$$;

-- p_amount × p_numerator / p_denominator in whole yen, rounded as the document says on its size
-- (a negative amount as its positive twin; 四捨五入 rounds a half up). Integer division and
-- remainder only: numeric division would round to its own chosen scale first.
create or replace function public.document_scale(
  p_amount numeric,
  p_numerator bigint,
  p_denominator bigint,
  p_rounding text
)
returns bigint
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_product numeric := abs(p_amount) * p_numerator;
  v_whole numeric := div(v_product, p_denominator);
  v_rest numeric := mod(v_product, p_denominator);
begin
  if v_rest > 0 and (p_rounding = 'ceil' or (p_rounding = 'round' and 2 * v_rest >= p_denominator))
  then
    v_whole := v_whole + 1;
  end if;
  return (sign(p_amount) * v_whole)::bigint;
end
$$;

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
  v_rounding text := case
    when p_data ->> 'rounding' in ('round', 'ceil') then p_data ->> 'rounding'
    else 'floor'
  end;
  v_inclusive boolean := coalesce(p_data ->> 'taxEntry', '') = 'inclusive';
  v_exempt boolean := coalesce(p_data ->> 'exemptIssuer', '') = 'true';
  v_item jsonb;
  v_quantity numeric;
  v_price bigint;
  v_line bigint;
  v_class text;
  v_sum_10 bigint := 0;
  v_sum_8 bigint := 0;
  v_untaxed bigint := 0;
  v_tax_10 bigint := 0;
  v_tax_8 bigint := 0;
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
    v_quantity := public.document_quantity(v_item ->> 'quantity');
    v_price := public.document_whole_number(v_item ->> 'unitPrice', 0, 1000000000);
    if v_quantity is null or v_price is null then
      continue;
    end if;
    v_line := public.document_scale(v_price, (v_quantity * 100)::bigint, 100, v_rounding);
    if coalesce(v_item ->> 'discount', '') = 'true' then
      v_line := -v_line;
    end if;
    v_class := case
      when v_per_item and v_item ->> 'taxClass' in ('non_taxable', 'out_of_scope')
        then 'untaxed'
      when (case when v_per_item then v_item ->> 'taxRate' else p_data ->> 'taxRate' end) = '8'
        then '8'
      else '10'
    end;
    if v_class = 'untaxed' then
      v_untaxed := v_untaxed + v_line;
    elsif v_class = '8' then
      v_sum_8 := v_sum_8 + v_line;
    else
      v_sum_10 := v_sum_10 + v_line;
    end if;
  end loop;

  if v_exempt then
    v_subtotal := v_sum_10 + v_sum_8;
  elsif v_inclusive then
    v_tax_10 := public.document_scale(v_sum_10, 10, 110, v_rounding);
    v_tax_8 := public.document_scale(v_sum_8, 8, 108, v_rounding);
    v_subtotal := (v_sum_10 - v_tax_10) + (v_sum_8 - v_tax_8);
  else
    v_tax_10 := public.document_scale(v_sum_10, 10, 100, v_rounding);
    v_tax_8 := public.document_scale(v_sum_8, 8, 100, v_rounding);
    v_subtotal := v_sum_10 + v_sum_8;
  end if;
  amount := v_subtotal + v_tax_10 + v_tax_8 + v_untaxed;
  if p_kind <> 'delivery_note' and coalesce(p_data ->> 'withholding', '') = 'true' then
    amount := amount - public.document_withholding_tax(greatest(v_subtotal, 0));
  end if;
end
$$;

revoke execute on function public.document_quantity(text) from public, anon;
revoke execute on function public.document_scale(numeric, bigint, bigint, text)
  from public, anon;
grant execute on function public.document_quantity(text) to authenticated, service_role;
grant execute on function public.document_scale(numeric, bigint, bigint, text)
  to authenticated, service_role;
