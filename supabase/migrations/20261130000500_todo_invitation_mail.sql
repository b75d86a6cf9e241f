-- Invitations that arrive: inviting an account holder to a list (todo_list_invitations) mails
-- them, through the outbox (kind todo_invitation), who invites them to which list and the link
-- to their to-do page, where the invitation waits to be accepted. Only a permanent account
-- with that confirmed address that has mail on is mailed (an address without an account gets
-- nothing: nobody confirmed it); at most 10 such mails a day reach one address, so inviting,
-- withdrawing and inviting again cannot flood anybody. Unsubscribing stops only this kind.

-- The kind joins the outbox's kind checks in 20261130009400_todo_mail_kinds.sql (after the
-- other mail kinds of the same day, whose migrations redefine those checks).

create or replace function public.todo_list_invitations_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_to record;
  v_list_name text;
begin
  select u.id, u.email, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '') as name,
      coalesce(m.language, 'ja') as language
    into v_to
  from auth.users u left join public.mail_settings m on m.user_id = u.id
  where lower(u.email) = lower(btrim(new.email))
  limit 1;
  if v_to.id is null or not public.mail_account_reachable(v_to.id, new.email) then
    return null;
  end if;
  if (
    select count(*) from public.mail_outbox o
    where o.kind = 'todo_invitation'
      and o.recipient_key = public.mail_address_key(v_to.email)
      and o.created_at > now() - interval '1 day'
  ) >= 10 then
    return null;
  end if;
  select l.name into v_list_name from public.todo_lists l where l.id = new.list_id;
  perform public.mail_enqueue(
    'todo_invitation',
    'todo_invitation/' || new.id,
    v_to.email,
    v_to.id,
    v_to.language,
    new.list_id,
    jsonb_build_object(
      'recipient_name', v_to.name,
      'invited_by', public.todo_editor_name(new.list_id, new.invited_by),
      'list', jsonb_build_object('id', new.list_id, 'name', v_list_name)
    ),
    now()
  );
  return null;
end
$$;

revoke execute on function public.todo_list_invitations_mail() from public, anon, authenticated;

create trigger todo_list_invitations_mail
  after insert on public.todo_list_invitations
  for each row execute function public.todo_list_invitations_mail();
