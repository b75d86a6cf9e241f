-- 支払状況 of an issued invoice: each payment received is a dated record (入金日, amount, a note),
-- several allowed; 未入金 / 一部入金 / 入金済み follow from their sum against the invoice's amount
-- (src/lib/businessDocuments/payments.ts). Payments are recorded only on the owner's own issued
-- invoices, by members (guests keep their documents in the browser); a payment is not changed,
-- a wrong one is deleted and recorded again.

create table public.business_document_payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  document_id uuid not null references public.business_documents (id) on delete cascade,
  paid_on date not null check (paid_on between date '2000-01-01' and date '2999-12-31'),
  amount bigint not null check (amount > 0 and amount <= 1000000000000000),
  note text not null default '' check (char_length(note) <= 200),
  created_at timestamptz not null default now()
);

create index business_document_payments_document_idx
  on public.business_document_payments (document_id, paid_on);
create index business_document_payments_user_idx on public.business_document_payments (user_id);

alter table public.business_document_payments enable row level security;

create policy "business_document_payments: members read their own"
  on public.business_document_payments
  for select to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "business_document_payments: members record them on their issued invoices"
  on public.business_document_payments
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
    and exists (
      select 1
      from public.business_documents d
      where d.id = document_id
        and d.user_id = (select auth.uid())
        and d.kind = 'invoice'
        and d.status = 'issued'
    )
  );
create policy "business_document_payments: members delete their own"
  on public.business_document_payments
  for delete to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "business_document_payments: aal2 once a second factor is on"
  on public.business_document_payments
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

revoke all on public.business_document_payments from public, anon, authenticated, service_role;
grant select, delete on public.business_document_payments to authenticated;
grant insert (id, user_id, document_id, paid_on, amount, note)
  on public.business_document_payments to authenticated;
grant select, insert, update, delete on public.business_document_payments to service_role;

-- A date typed in a document's data (YYYY-MM-DD), or null when it is not a real date.
create or replace function public.document_date_or_null(p_text text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_text is null or p_text !~ '^\d{4}-\d{2}-\d{2}$' then
    return null;
  end if;
  return p_text::date;
exception when others then
  return null;
end;
$$;

-- The caller's issued invoices with their 支払状況, for the documents list: the amount asked
-- (差引請求額, the index's amount), what was paid, お支払期限 (the invoice's dueDate) and the days
-- past it on p_today (Japan's date, from the page) while something is unpaid; overdue ones first,
-- the longest overdue first, then by due date. p_state: 'overdue', 'unpaid' (未入金 or 一部入金),
-- 'paid', or null for all. Runs as the caller: row-level security keeps it to their own.
create or replace function public.invoice_payment_states(p_today date, p_state text default null)
returns table (
  id uuid,
  number text,
  client text,
  title text,
  amount bigint,
  paid bigint,
  due_date date,
  days_overdue integer,
  state text
)
language sql
stable
security invoker
set search_path = ''
as $$
  with states as (
    select
      d.id,
      d.number,
      d.client,
      d.title,
      coalesce(d.amount, 0) as amount,
      coalesce((
        select sum(p.amount)::bigint
        from public.business_document_payments p
        where p.document_id = d.id
      ), 0) as paid,
      public.document_date_or_null(d.data #>> '{header,dueDate}') as due_date
    from public.business_documents d
    where d.user_id = (select auth.uid()) and d.kind = 'invoice' and d.status = 'issued'
  ), measured as (
    select
      s.*,
      case
        when s.paid < s.amount and s.due_date < p_today then p_today - s.due_date
        else 0
      end as days_overdue,
      case
        when s.paid = 0 and s.amount > 0 then 'unpaid'
        when s.paid < s.amount then 'partial'
        else 'paid'
      end as state
    from states s
  )
  select m.id, m.number, m.client, m.title, m.amount, m.paid, m.due_date, m.days_overdue, m.state
  from measured m
  where p_state is null
    or (p_state = 'overdue' and m.days_overdue > 0)
    or (p_state = 'unpaid' and m.state in ('unpaid', 'partial'))
    or (p_state = 'paid' and m.state = 'paid')
  order by m.days_overdue desc, m.due_date nulls last, m.number
  limit 500;
$$;

revoke execute on function public.document_date_or_null(text) from public, anon;
revoke execute on function public.invoice_payment_states(date, text) from public, anon;
grant execute on function public.document_date_or_null(text) to authenticated, service_role;
grant execute on function public.invoice_payment_states(date, text)
  to authenticated, service_role;

-- At most 50,000 payments per user (as the other business records are capped: docs/limits.md).
create trigger business_document_payments_row_cap after insert
  on public.business_document_payments
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '50000', 'payment_limit');
