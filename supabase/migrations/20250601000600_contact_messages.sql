-- Messages from the contact form. On the hosted site the form goes to Netlify Forms; the local
-- backend stores them here through its own privileged connection. No API role but the service
-- role may touch them, and RLS stays on so that a future grant cannot expose them by accident.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (not public.is_blank(name) and char_length(name) <= 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  category text not null check (
    category in ('tool-request', 'tool_request', 'improvement', 'bug-report', 'bug_report', 'other')
  ),
  subject text not null check (not public.is_blank(subject) and char_length(subject) <= 200),
  message text not null check (not public.is_blank(message) and char_length(message) <= 5000),
  created_at timestamptz not null default now()
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

revoke all on public.contact_messages from public, anon, authenticated, service_role;
grant select, insert, delete on public.contact_messages to service_role;
