-- Seed data for `supabase db reset` (run after the migrations).
--
-- Intentionally empty: every row in this project belongs to an auth user, and users are
-- created through the Auth API (sign-up, guest sign-in, or the service-role admin API in
-- tests), never by inserting into auth.users here. Add reference data here if a table that
-- does not belong to a user is ever introduced.
select 1;
