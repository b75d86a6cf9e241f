-- The sender profile (自社情報): one row per signed-in user with their own company details, so
-- the quote, invoice, delivery note, minutes, expense report and mail tools follow the user from
-- browser to browser. Guests (anonymous users) keep theirs in browser storage only.

create table public.sender_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  company_name text not null default '' check (char_length(company_name) <= 200),
  department text not null default '' check (char_length(department) <= 200),
  person_name text not null default '' check (char_length(person_name) <= 100),
  postal_code text not null default '' check (char_length(postal_code) <= 20),
  address text not null default '' check (char_length(address) <= 500),
  tel text not null default '' check (char_length(tel) <= 50),
  email text not null default '' check (char_length(email) <= 254),
  registration_number text not null default '' check (char_length(registration_number) <= 40),
  bank_account text not null default '' check (char_length(bank_account) <= 500),
  -- A PNG, JPEG or SVG image of at most 500 KB as a base64 data: URL (683 KB of text at most).
  -- The browser checks the bytes; this keeps anything else (and scripts in other URL schemes)
  -- out of the table even when the browser is bypassed.
  seal_image text not null default '' check (
    seal_image = ''
    or (
      char_length(seal_image) <= 700000
      and seal_image ~ '^data:image/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$'
    )
  ),
  updated_at timestamptz not null default now()
);

create or replace function public.sender_profiles_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger sender_profiles_touch
  before update on public.sender_profiles
  for each row execute function public.sender_profiles_touch();

alter table public.sender_profiles enable row level security;

-- Only the signed-in owner, never a guest: the JWT of an anonymous sign-in says is_anonymous.
create policy "sender_profiles: owners read their own" on public.sender_profiles
  for select to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "sender_profiles: owners add their own" on public.sender_profiles
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );
create policy "sender_profiles: owners change their own" on public.sender_profiles
  for update to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  )
  with check ((select auth.uid()) = user_id);
create policy "sender_profiles: owners delete their own" on public.sender_profiles
  for delete to authenticated
  using (
    (select auth.uid()) = user_id
    and coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false
  );

-- Start from nothing and grant what the app needs; updated_at is never client-set.
revoke all on public.sender_profiles from public, anon, authenticated, service_role;
grant select, delete on public.sender_profiles to authenticated;
grant insert (user_id, company_name, department, person_name, postal_code, address, tel, email,
  registration_number, bank_account, seal_image) on public.sender_profiles to authenticated;
grant update (user_id, company_name, department, person_name, postal_code, address, tel, email,
  registration_number, bank_account, seal_image) on public.sender_profiles to authenticated;
grant select, insert, update, delete on public.sender_profiles to service_role;
revoke execute on function public.sender_profiles_touch() from public, anon, authenticated;
