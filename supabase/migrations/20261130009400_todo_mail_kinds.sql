-- The to-do lists' two mail kinds, todo_assigned (20261130000400_todo_assignees.sql) and
-- todo_invitation (20261130000500_todo_invitation_mail.sql), join the outbox's kind checks.
-- This file sorts after every migration of the same day that redefines those checks (the
-- polls' invitations, 20261130001200; the documents' and invoices' mails, 20261130002000 and
-- 20261130002200), so the lists below are the whole set: a later kind must add itself to them
-- the same way.

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due',
    'todo_assigned', 'todo_invitation'));
alter table public.mail_suppressions drop constraint mail_suppressions_kind_check;
alter table public.mail_suppressions add constraint mail_suppressions_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due',
    'todo_assigned', 'todo_invitation'));
alter table public.mail_unsubscribe_tokens drop constraint mail_unsubscribe_tokens_kind_check;
alter table public.mail_unsubscribe_tokens add constraint mail_unsubscribe_tokens_kind_check
  check (kind in ('poll_answers', 'poll_decision', 'todo_reminders', 'poll_edit_code',
    'poll_invitation', 'poll_all_answered', 'document_send', 'invoice_due',
    'todo_assigned', 'todo_invitation'));
