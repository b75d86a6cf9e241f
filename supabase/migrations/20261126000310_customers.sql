-- Customers (取引先) of a signed-in user: the recipient of quotes, invoices, delivery notes and
-- receipts, chosen in every document. Guests (anonymous users) keep theirs in the browser.

create table public.customers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (not public.is_blank(name) and char_length(name) <= 200),
  honorific text not null default 'onchu' check (honorific in ('onchu', 'sama')),
  postal_code text not null default '' check (char_length(postal_code) <= 20),
  address text not null default '' check (char_length(address) <= 500),
  person text not null default '' check (char_length(person) <= 100),
  email text not null default '' check (char_length(email) <= 254),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index customers_user_id_name_idx on public.customers (user_id, name);

alter table public.customers enable row level security;

create policy "customers: members read their own" on public.customers
  for select to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "customers: members add their own" on public.customers
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "customers: members change their own" on public.customers
  for update to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  )
  with check ((select auth.uid()) = user_id);
create policy "customers: members delete their own" on public.customers
  for delete to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );

revoke all on public.customers from public, anon, authenticated, service_role;
grant select, delete on public.customers to authenticated;
grant insert (id, user_id, name, honorific, postal_code, address, person, email, created_at,
  updated_at) on public.customers to authenticated;
grant update (name, honorific, postal_code, address, person, email, updated_at)
  on public.customers to authenticated;
grant select, insert, update, delete on public.customers to service_role;
