-- Two-factor sign-in covers the rest of the business records: once a user has turned on a
-- second factor, their customers (取引先), issued document numbers and document versions are
-- read and written only in a session that passed it (aal2), as their sender profile and
-- documents already are (mfa_business_data migration; same restrictive-policy pattern).

create policy "customers: aal2 once a second factor is on" on public.customers
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

create policy "document_numbers: aal2 once a second factor is on" on public.document_numbers
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));

create policy "business_document_versions: aal2 once a second factor is on"
  on public.business_document_versions
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));
