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
