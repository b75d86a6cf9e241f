-- The owner's 「ご招待した全員から回答が届きました」 mail was sent once a poll: invitees added
-- after it could all answer and the owner heard nothing. Now it is sent again when everyone
-- invited has answered and someone was invited after the last such mail (each mail names all
-- who answered). Answers changed, or an invitation withdrawn, send nothing new.
--
-- The same function as in 20261130001200_poll_invitations.sql, with the two changes marked.

create or replace function public.mail_all_invited_answered(p_schedule_id uuid) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules;
  v_address text;
  v_language text;
  v_name text;
  v_names jsonb;
  v_invited integer;
begin
  select count(*) into v_invited from public.schedule_invitations i
  where i.schedule_id = p_schedule_id;
  if v_invited = 0 or exists (
    select 1 from public.schedule_invitations i
    where i.schedule_id = p_schedule_id and i.answered_at is null
  ) then
    return;
  end if;
  -- First time, or someone was invited after the last of these mails: mail (again).
  insert into public.schedule_invitation_progress as p (schedule_id) values (p_schedule_id)
  on conflict (schedule_id) do update set all_answered_mailed_at = now()
  where exists (
    select 1 from public.schedule_invitations i
    where i.schedule_id = p_schedule_id and i.created_at > p.all_answered_mailed_at
  );
  if not found then
    return;
  end if;
  select * into v_schedule from public.schedules s where s.id = p_schedule_id;
  if v_schedule.id is null or not public.mail_account_reachable(v_schedule.user_id, null) then
    return;
  end if;
  select u.email, coalesce(m.language, 'ja'),
    nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
    into v_address, v_language, v_name
  from auth.users u left join public.mail_settings m on m.user_id = u.id
  where u.id = v_schedule.user_id;
  select coalesce(jsonb_agg(n.name order by n.first_at), '[]'::jsonb) into v_names
  from (
    select min(a.respondent_name) as name, min(a.created_at) as first_at
    from public.schedule_invitations i
    join public.schedule_answers a on a.respondent_id = i.respondent_id
    where i.schedule_id = p_schedule_id
    group by i.id
  ) n;
  perform public.mail_enqueue(
    'poll_all_answered',
    -- One key per mail (was one per poll).
    'poll_all_answered/' || p_schedule_id || '/' || gen_random_uuid(),
    v_address,
    v_schedule.user_id,
    v_language,
    p_schedule_id,
    jsonb_build_object(
      'recipient_name', v_name,
      'poll', jsonb_build_object('id', v_schedule.id, 'title', v_schedule.title),
      'invited', v_invited,
      'names', v_names
    ),
    now()
  );
end
$$;

revoke execute on function public.mail_all_invited_answered(uuid) from public, anon, authenticated;
