-- Guests are Supabase anonymous users. Their data is kept for 30 days after their last
-- activity; deleting the auth user removes every row of theirs through the foreign keys'
-- "on delete cascade".

-- Last activity: the latest of the account's creation, its last sign-in, and any of its
-- sessions' creation, update or token refresh. Returns how many guests were removed.
create or replace function public.purge_stale_guests() returns integer
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_removed integer;
begin
  with stale as (
    delete from auth.users u
    where u.is_anonymous is true
      and greatest(
        u.created_at,
        u.last_sign_in_at,
        (
          select max(greatest(s.created_at, s.updated_at, s.refreshed_at))
          from auth.sessions s
          where s.user_id = u.id
        )
      ) < now() - interval '30 days'
    returning 1
  )
  select count(*) into v_removed from stale;
  return v_removed;
end
$$;

revoke execute on function public.purge_stale_guests() from public, anon, authenticated;
grant execute on function public.purge_stale_guests() to service_role;

-- On hosted Supabase, pg_cron runs the purge daily. Where pg_cron is not available at all (the
-- local backend's PGlite, a plain PostgreSQL without the extension) the migration still applies
-- and the backend calls the function on a timer instead. Where pg_cron is available, any failure
-- to enable it or to schedule the job aborts the migration: a silently missing schedule would
-- keep guests' data past the 30 days the site promises.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed here; guests are purged by the local backend''s timer';
    return;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule(
    'purge-stale-guests',
    '17 3 * * *',
    'select public.purge_stale_guests()'
  );
end
$$;
