/**
 * SQL that fills every account table with rows of `users` other users (`perUser` rows each in
 * the tables a user has many rows of), for the RLS cost checks: tests/rls-explain.test.ts
 * (plans) and scripts/bench/rls.ts (timings). Runs as the database owner in one transaction,
 * with triggers off (session_replication_role = replica), so that a million rows take seconds;
 * ANALYZE follows so that the planner knows the tables' sizes. Ids are derived from the row's
 * number (md5 as uuid), so no two runs differ.
 */
export function othersRowsSql(users: number, perUser: number): string {
  const id = (prefix: string, expr: string) => `md5('${prefix}' || ${expr})::uuid`;
  const user = id('user:', 'u');
  const list = id('list:', 'u');
  const poll = id('poll:', 'u');
  const option = id('option:', "u || ':' || i");
  const document = id('document:', "u || ':' || i");
  const users_ = `generate_series(1, ${users}) u`;
  const rows = `${users_}, generate_series(1, ${perUser}) i`;
  return `
set session_replication_role = replica;
insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
select ${user}, 'authenticated', 'authenticated', 'other-' || u || '@example.com', now(), now(), now()
from ${users_};
insert into public.todo_lists (id, user_id, name, position)
select ${list}, ${user}, 'list ' || u, 0 from ${users_};
insert into public.todos (user_id, list_id, title, position)
select ${user}, ${list}, 'task ' || i, i from ${rows};
insert into public.todo_list_members (list_id, user_id, display_name, via)
select ${id('list:', `(u % ${users}) + 1`)}, ${user}, 'member', 'link' from ${users_};
insert into public.todo_list_invitations (list_id, email, invited_by)
select ${list}, 'invited-' || u || '@example.com', ${user} from ${users_};
insert into public.todo_list_mail_settings (list_id, user_id)
select ${list}, ${user} from ${users_};
insert into public.schedules (id, user_id, title) select ${poll}, ${user}, 'poll ' || u from ${users_};
insert into public.schedule_options (id, schedule_id, date_time)
select ${option}, ${poll}, now() + make_interval(days => i) from ${rows};
insert into public.schedule_answers (schedule_id, option_id, respondent_name, availability, respondent_id)
select ${poll}, ${option}, 'respondent ' || i, 'yes', gen_random_uuid() from ${rows};
insert into public.schedule_mail_settings (schedule_id) select ${poll} from ${users_};
insert into public.book_bookmarks (user_id, query) select ${user}, 'query ' || i from ${rows};
insert into public.share_events (user_id, kind, share_id) select ${user}, 'todo', 's' || i from ${rows};
insert into public.mail_settings (user_id) select ${user} from ${users_};
insert into public.sender_profiles (user_id, company_name) select ${user}, 'company ' || u from ${users_};
insert into public.customers (user_id, name) select ${user}, 'customer ' || i from ${rows};
insert into public.business_documents (id, user_id, kind, number, data, status, version)
select ${document}, ${user}, 'invoice', 'INV-' || i, '{}', 'issued', 1 from ${rows};
insert into public.business_document_versions
  (document_id, user_id, version, action, kind, number, title, client, data)
select ${document}, ${user}, 1, 'issued', 'invoice', 'INV-' || i, '', '', '{}' from ${rows};
insert into public.document_numbers (user_id, kind, number, counter_key, sequence, issued_on)
select ${user}, 'invoice', 'INV-' || i, 'k', i, current_date from ${rows};
set session_replication_role = origin;
`;
}
