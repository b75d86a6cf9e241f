-- A poll's candidates carry a revision too, as its settings do (row-revisions migration): the
-- owner may change a candidate in two windows or devices, or offline and send it later, and a
-- change based on an old revision must not overwrite a change made meanwhile to the same
-- field. The same trigger checks it (PT409, hint 'revision_conflict'); a write without
-- base_revision (an earlier page) is not checked, as before.
alter table public.schedule_options
  add column revision integer not null default 1,
  add column field_revisions jsonb not null default '{}'::jsonb,
  add column base_revision integer check (base_revision is null);

comment on column public.schedule_options.base_revision is
  'Write-only: the revision a change was based on (checked and cleared by check_revision).';

create trigger schedule_options_check_revision
  before insert or update on public.schedule_options
  for each row execute function public.check_revision('kind', 'date_time', 'end_time', 'label');

grant update (base_revision) on public.schedule_options to authenticated;
