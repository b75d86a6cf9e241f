-- Quotes, invoices and delivery notes kept in the signed-in user's account. The document itself
-- (header, items, rates) is one JSON value; kind, number, title and client are columns so the
-- list can show and sort them without reading every document.

create table if not exists public.business_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('quote', 'invoice', 'delivery_note')),
  number text not null check (not public.is_blank(number) and char_length(number) <= 100),
  title text not null default '' check (char_length(title) <= 200),
  client text not null default '' check (char_length(client) <= 200),
  data jsonb not null check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 200000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists business_documents_user_id_updated_at_idx
  on public.business_documents (user_id, updated_at desc);

alter table public.business_documents enable row level security;

-- Owners only; a guest (anonymous sign-in) keeps documents in the browser, not here.
create policy "business_documents: owners read their own" on public.business_documents
  for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "business_documents: members add their own" on public.business_documents
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "business_documents: owners change their own" on public.business_documents
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "business_documents: owners delete their own" on public.business_documents
  for delete to authenticated
  using ((select auth.uid()) = user_id);

-- The owner never moves a document to another user or rewrites when it was made.
revoke all on public.business_documents from public, anon, authenticated, service_role;
grant select, delete on public.business_documents to authenticated;
grant insert (id, user_id, kind, number, title, client, data, created_at, updated_at)
  on public.business_documents to authenticated;
grant update (number, title, client, data, updated_at)
  on public.business_documents to authenticated;
grant select, insert, update, delete on public.business_documents to service_role;
