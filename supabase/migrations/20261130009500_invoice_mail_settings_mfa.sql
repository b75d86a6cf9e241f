-- The 支払期限のお知らせ setting (invoice_mail_settings) is an account's business record like
-- its documents and customers: once a user has turned on a second factor, it is read and
-- written only in a session that passed it (aal2), with the same restrictive policy as the
-- other business tables (mfa_business_records migration).

create policy "invoice_mail_settings: aal2 once a second factor is on"
  on public.invoice_mail_settings
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa_requirement()))
  with check ((select public.session_meets_mfa_requirement()));
