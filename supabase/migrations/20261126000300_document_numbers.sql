-- Every number issued to a signed-in user's documents (見積書, 納品書, 請求書, 領収書). The unique
-- constraint on (user_id, number) is what keeps two devices from ever issuing the same number:
-- the page plans the next number and claims it here; a claim that loses a race is refused with
-- 23505 and the page tries the next one. Rows are never changed or deleted by the user: a number
-- once issued stays taken. Guests (anonymous users) number in the browser only.

create table public.document_numbers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('quote', 'delivery_note', 'invoice', 'receipt')),
  number text not null check (not public.is_blank(number) and char_length(number) <= 100),
  -- prefix|pattern|period: the counter the sequence belongs to (see src/lib/documentNumbering).
  counter_key text not null check (char_length(counter_key) <= 200),
  sequence integer not null check (sequence >= 0),
  issued_on date not null,
  created_at timestamptz not null default now(),
  constraint document_numbers_user_number_key unique (user_id, number)
);

create index document_numbers_counter_idx
  on public.document_numbers (user_id, counter_key, sequence desc);

alter table public.document_numbers enable row level security;

create policy "document_numbers: members read their own" on public.document_numbers
  for select to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "document_numbers: members claim their own" on public.document_numbers
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );

revoke all on public.document_numbers from public, anon, authenticated, service_role;
grant select on public.document_numbers to authenticated;
grant insert (user_id, kind, number, counter_key, sequence, issued_on)
  on public.document_numbers to authenticated;
grant select, insert, update, delete on public.document_numbers to service_role;

-- Numbers of documents kept before this table existed are taken too.
insert into public.document_numbers (user_id, kind, number, counter_key, sequence, issued_on)
select distinct on (d.user_id, btrim(d.number))
  d.user_id, d.kind, btrim(d.number), '', 0, (d.created_at at time zone 'Asia/Tokyo')::date
from public.business_documents d
where not public.is_blank(d.number)
order by d.user_id, btrim(d.number), d.created_at
on conflict (user_id, number) do nothing;
