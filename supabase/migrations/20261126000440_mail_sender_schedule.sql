-- On hosted Supabase, pg_cron queues the morning mails and wakes the sender (the edge function
-- send-notifications) whenever the outbox has a mail due; the local backend does both on a
-- timer instead (server/notifications.ts). The function's address and key are read from
-- Supabase Vault when the job runs, so no secret is written here:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service_role or sb_secret_ key>', 'send_notifications_key');
--
-- Without those secrets (or without pg_net) the wake-up does nothing and mails wait in the
-- outbox until they are set.

-- Calls the sender when a mail is due (an idle site makes no calls). Returns whether it did.
create or replace function public.wake_notification_sender() returns boolean
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if not exists (
    select 1 from public.mail_outbox o
    where (o.status = 'pending' and o.send_after <= now())
      or (o.status = 'sending' and o.locked_until < now())
  ) then
    return false;
  end if;
  if to_regclass('vault.decrypted_secrets') is null or not exists (
    select 1 from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'net' and p.proname = 'http_post'
  ) then
    return false;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1'
    into v_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1'
    into v_key using 'send_notifications_key';
  if v_url is null or v_key is null then
    raise notice 'send-notifications: set the Vault secrets project_url and send_notifications_key';
    return false;
  end if;
  execute 'select net.http_post(url := $1, headers := $2, body := $3, timeout_milliseconds := 60000)'
    using rtrim(v_url, '/') || '/functions/v1/send-notifications',
      jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
      '{}'::jsonb;
  return true;
end
$$;

revoke execute on function public.wake_notification_sender() from public, anon, authenticated;
grant execute on function public.wake_notification_sender() to service_role;

-- As with the guest purge: where pg_cron is not installed (PGlite, a plain PostgreSQL) the
-- migration applies and the local backend's timer does the work; where it is, a failure to
-- schedule aborts the migration rather than leave mail silently unsent.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed here; the local backend sends notifications on a timer';
    return;
  end if;
  create extension if not exists pg_cron;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  perform cron.schedule('send-notifications', '* * * * *',
    'select public.wake_notification_sender()');
  perform cron.schedule('queue-due-reminders', '*/5 * * * *',
    'select public.enqueue_due_reminders()');
end
$$;
