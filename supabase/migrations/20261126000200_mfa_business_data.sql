-- Two-factor sign-in: a user who has turned on a second factor (a verified TOTP factor) reads
-- and changes their business data (sender profile, quotes, invoices, delivery notes) only in a
-- session that passed it (aal2 in the access token). Supabase's documented pattern ("Enforce
-- MFA for users who have enrolled"), as restrictive policies beside the owner policies; the
-- factor lookup runs as the function's owner, since the API roles cannot read auth.mfa_factors.

create or replace function public.session_meets_mfa_requirement()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    );
$$;

revoke all on function public.session_meets_mfa_requirement() from public, anon;
grant execute on function public.session_meets_mfa_requirement() to authenticated, service_role;

create policy "sender_profiles: aal2 once a second factor is on" on public.sender_profiles
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

create policy "business_documents: aal2 once a second factor is on" on public.business_documents
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));
