-- Edits without silent loss. Every row two people (or one person in two tabs) may edit carries
-- a revision: 1 when made, one more with every change of what it says. A write names the
-- revision it was based on (base_revision, a column that is never stored: the trigger reads and
-- clears it) and sends only the fields the user changed. The database refuses it (SQLSTATE
-- PT409, HTTP 409, hint 'revision_conflict') when a field it changes was changed by someone else
-- after that revision; a change to other fields of the row merges in without a word. The detail
-- of the refusal is JSON: {"fields": [the conflicting fields], "revision": the current one}.
--
-- field_revisions keeps, per field, the revision that last changed it, so that the check is per
-- field rather than per row. A write without base_revision (an earlier page, a maintenance
-- script) is not checked, as before; every page of the app sends one.
--
-- Checked fields are the trigger's arguments (a table that gains a field a person edits adds it
-- to its trigger). Reordering (position) is not a change of what a row says and is not checked.

create or replace function public.check_revision() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_base integer := new.base_revision;
  v_new jsonb;
  v_old jsonb;
  v_field text;
  v_changed text[] := '{}';
  v_conflicts text[];
  v_revisions jsonb;
begin
  new.base_revision := null;
  if tg_op = 'INSERT' then
    new.revision := 1;
    new.field_revisions := '{}'::jsonb;
    return new;
  end if;
  v_new := to_jsonb(new);
  v_old := to_jsonb(old);
  foreach v_field in array tg_argv loop
    if v_new -> v_field is distinct from v_old -> v_field then
      v_changed := v_changed || v_field;
    end if;
  end loop;
  if cardinality(v_changed) = 0 then
    new.revision := old.revision;
    new.field_revisions := old.field_revisions;
    return new;
  end if;
  if v_base is not null then
    if v_base < 1 or v_base > old.revision then
      raise exception 'base revision % is unknown (the row is at %)', v_base, old.revision
        using errcode = '22023';
    end if;
    select array_agg(f order by f) into v_conflicts
    from unnest(v_changed) as f
    where coalesce((old.field_revisions ->> f)::integer, 1) > v_base;
    if v_conflicts is not null then
      raise exception 'this row was changed meanwhile (%)', array_to_string(v_conflicts, ', ')
        using errcode = 'PT409',
          hint = 'revision_conflict',
          detail = json_build_object('fields', v_conflicts, 'revision', old.revision)::text;
    end if;
  end if;
  new.revision := old.revision + 1;
  v_revisions := coalesce(old.field_revisions, '{}'::jsonb);
  foreach v_field in array v_changed loop
    v_revisions := v_revisions || jsonb_build_object(v_field, new.revision);
  end loop;
  new.field_revisions := v_revisions;
  return new;
end
$$;

revoke execute on function public.check_revision() from public, anon, authenticated;

-- Tasks, lists, polls' settings, documents kept in an account.
alter table public.todos
  add column revision integer not null default 1,
  add column field_revisions jsonb not null default '{}'::jsonb,
  add column base_revision integer check (base_revision is null);
alter table public.todo_lists
  add column revision integer not null default 1,
  add column field_revisions jsonb not null default '{}'::jsonb,
  add column base_revision integer check (base_revision is null);
alter table public.schedules
  add column revision integer not null default 1,
  add column field_revisions jsonb not null default '{}'::jsonb,
  add column base_revision integer check (base_revision is null);
alter table public.business_documents
  add column revision integer not null default 1,
  add column field_revisions jsonb not null default '{}'::jsonb,
  add column base_revision integer check (base_revision is null);

comment on column public.todos.base_revision is
  'Write-only: the revision a change was based on (checked and cleared by check_revision).';
comment on column public.todo_lists.base_revision is
  'Write-only: the revision a change was based on (checked and cleared by check_revision).';
comment on column public.schedules.base_revision is
  'Write-only: the revision a change was based on (checked and cleared by check_revision).';
comment on column public.business_documents.base_revision is
  'Write-only: the revision a change was based on (checked and cleared by check_revision).';

create trigger todos_check_revision
  before insert or update on public.todos
  for each row execute function public.check_revision('title', 'description', 'completed', 'due_date');
create trigger todo_lists_check_revision
  before insert or update on public.todo_lists
  for each row execute function public.check_revision('name');
create trigger schedules_check_revision
  before insert or update on public.schedules
  for each row execute function public.check_revision(
    'title', 'description', 'answer_deadline', 'decided_option_id', 'respondent_only_edits'
  );
create trigger business_documents_check_revision
  before insert or update on public.business_documents
  for each row execute function public.check_revision(
    'number', 'title', 'client', 'data', 'transaction_date', 'amount'
  );

grant update (base_revision) on public.todos to authenticated;
grant update (base_revision) on public.todo_lists to authenticated;
grant update (base_revision) on public.schedules to authenticated;
grant update (base_revision) on public.business_documents to authenticated;

-- Poll answers. One respondent's set is one record (its rows share revision and
-- field_revisions: 'respondent_name', 'respondent_email', 'comment' and 'option:<id>' for each
-- candidate's mark). It is written only by save_schedule_answer, which checks the base revision
-- the same way and merges the fields the respondent did not change.
alter table public.schedule_answers
  add column revision integer not null default 1,
  add column field_revisions jsonb not null default '{}'::jsonb;

drop function public.save_schedule_answer(text, text, text, text, jsonb, text, uuid, text);

-- Writes one respondent's answer set and returns {"respondent_id", "edit_code", "revision"}.
--   p_answers: [{"option_id": "<uuid>", "availability": "yes" | "maybe" | "no"}] (missing: yes).
--   p_respondent_key: a secret the sender's browser keeps (16 to 200 characters).
--   p_respondent_id: the respondent to replace; null for a new one, or (as submit did) the
--     earlier set sent with the same key.
--   p_edit_code: the respondent's code, needed to replace their answer from another browser
--     when the owner allows only respondents to edit.
--   p_respondent_email: null keeps the stored address when replacing; '' removes it.
--   p_base_revision: the revision of the set the change was based on. Given, the call is a
--     patch: a null name or comment keeps the stored one ('' removes the comment), p_answers
--     names only the candidates whose mark changed (it may be empty), and every other field
--     keeps its stored value, even one changed meanwhile. A field the call changes that was
--     changed after that revision refuses the call (PT409, hint 'revision_conflict', detail
--     {"fields": [...], "revision": n}). Null: the whole set is replaced, as before.
-- edit_code is returned only to the respondent: a new answer, or a replacement proved by the
-- key or the code; anyone else who edits (when the poll allows it) gets null.
create or replace function public.save_schedule_answer(
  p_share_id text,
  p_respondent_name text,
  p_respondent_email text,
  p_comment text,
  p_answers jsonb,
  p_respondent_key text,
  p_respondent_id uuid default null,
  p_edit_code text default null,
  p_base_revision integer default null
) returns json
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_schedule public.schedules%rowtype;
  v_patch boolean := p_base_revision is not null and p_respondent_id is not null;
  v_name text := btrim(coalesce(p_respondent_name, ''), E' \t\n\r\u3000');
  v_email text := nullif(btrim(coalesce(p_respondent_email, '')), '');
  v_comment text := nullif(btrim(coalesce(p_comment, ''), E' \t\n\r\u3000'), '');
  v_code text := nullif(upper(regexp_replace(coalesce(p_edit_code, ''), '[^0-9A-Za-z]', '', 'g')), '');
  v_key_hash text;
  v_respondent_id uuid;
  -- The replaced set's first answer time, browser key and e-mail (null for a new respondent).
  v_first_at timestamptz;
  v_first_key_hash text;
  v_first_email text;
  v_proved boolean := false;
  v_stored_code text;
  v_answer jsonb;
  v_option_ids uuid[] := '{}';
  v_availabilities text[] := '{}';
  v_option_text text;
  v_availability text;
  -- The stored set (patch and revision bookkeeping).
  v_old_name text;
  v_old_comment text;
  v_old_revision integer := 0;
  v_old_revisions jsonb := '{}'::jsonb;
  v_old_marks jsonb := '{}'::jsonb;
  v_marks jsonb;
  v_changed text[] := '{}';
  v_conflicts text[];
  v_revision integer;
  v_revisions jsonb;
  v_field text;
begin
  select * into v_schedule from public.schedules s where s.share_id = p_share_id;
  if v_schedule.id is null then
    raise exception 'schedule not found' using errcode = 'PT404';
  end if;

  if not (v_patch and p_respondent_name is null) then
    if public.is_blank(v_name) then
      raise exception 'respondent name is required';
    end if;
    if char_length(v_name) > 100 then
      raise exception 'respondent name is too long (at most 100 characters)';
    end if;
  end if;
  if v_email is not null and (char_length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+$') then
    raise exception 'respondent email is not a valid address';
  end if;
  if v_comment is not null and char_length(v_comment) > 500 then
    raise exception 'comment is too long (at most 500 characters)';
  end if;
  if p_answers is null or jsonb_typeof(p_answers) <> 'array'
    or (jsonb_array_length(p_answers) = 0 and not v_patch) then
    raise exception 'at least one answer is required';
  end if;
  if jsonb_array_length(p_answers) > 200 then
    raise exception 'too many answers';
  end if;

  for v_answer in select value from jsonb_array_elements(p_answers) loop
    if jsonb_typeof(v_answer) <> 'object' then
      raise exception 'each answer must be an object with option_id and availability';
    end if;
    v_option_text := v_answer ->> 'option_id';
    if v_option_text is null
      or v_option_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'answer option_id is not a valid id';
    end if;
    v_availability := coalesce(v_answer ->> 'availability', 'yes');
    if v_availability not in ('yes', 'maybe', 'no') then
      raise exception 'availability must be yes, maybe or no';
    end if;
    if v_option_text::uuid = any (v_option_ids) then
      raise exception 'each option may be answered only once';
    end if;
    if not exists (
      select 1 from public.schedule_options o
      where o.id = v_option_text::uuid and o.schedule_id = v_schedule.id
    ) then
      raise exception 'option % does not belong to this schedule', v_option_text;
    end if;
    v_option_ids := v_option_ids || v_option_text::uuid;
    v_availabilities := v_availabilities || v_availability;
  end loop;

  if p_respondent_key is not null then
    if char_length(p_respondent_key) < 16 or char_length(p_respondent_key) > 200 then
      raise exception 'respondent key must be 16 to 200 characters';
    end if;
    v_key_hash := encode(sha256(convert_to(p_respondent_key, 'UTF8')), 'hex');
  end if;

  -- Which earlier set this replaces: the one named, else (as before) the one sent with this key.
  if p_respondent_id is not null then
    v_respondent_id := p_respondent_id;
  elsif v_key_hash is not null then
    select a.respondent_id into v_respondent_id
    from public.schedule_answers a
    where a.schedule_id = v_schedule.id and a.respondent_key_hash = v_key_hash
    limit 1;
  end if;

  if v_respondent_id is not null then
    -- Two saves of one respondent at once would each delete and re-insert the same rows.
    perform pg_advisory_xact_lock(hashtextextended(v_respondent_id::text, 0));
    select min(a.created_at),
      (array_agg(a.respondent_key_hash order by a.created_at))[1],
      (array_agg(a.respondent_email order by a.created_at))[1],
      (array_agg(a.respondent_name order by a.created_at))[1],
      (array_agg(a.comment order by a.created_at))[1],
      max(a.revision),
      (array_agg(a.field_revisions order by a.revision desc, a.created_at))[1],
      coalesce(jsonb_object_agg(a.option_id::text, a.availability), '{}'::jsonb)
    into v_first_at, v_first_key_hash, v_first_email, v_old_name, v_old_comment,
      v_old_revision, v_old_revisions, v_old_marks
    from public.schedule_answers a
    where a.schedule_id = v_schedule.id and a.respondent_id = v_respondent_id;
    if v_first_at is null then
      if p_respondent_id is not null then
        raise exception 'this answer no longer exists'
          using errcode = 'P0001', hint = 'respondent_not_found';
      end if;
      v_respondent_id := null;
      v_old_revision := 0;
      v_old_revisions := '{}'::jsonb;
      v_old_marks := '{}'::jsonb;
    end if;
  end if;

  if v_respondent_id is not null then
    select c.edit_code into v_stored_code
    from public.schedule_answer_codes c
    where c.respondent_id = v_respondent_id and c.schedule_id = v_schedule.id;
    v_proved := (v_key_hash is not null and v_key_hash = v_first_key_hash)
      or (v_code is not null and v_code = v_stored_code);
    if v_schedule.respondent_only_edits and not v_proved then
      if v_code is null then
        raise exception 'only the respondent may change this answer: the edit code is required'
          using errcode = 'P0001', hint = 'edit_code_required';
      end if;
      raise exception 'the edit code does not match'
        using errcode = 'P0001', hint = 'edit_code_wrong';
    end if;

    -- A patch: what was not sent keeps its stored value.
    if v_patch then
      if p_respondent_name is null then
        v_name := v_old_name;
      end if;
      if p_comment is null then
        v_comment := v_old_comment;
      end if;
    end if;
    v_marks := case when v_patch then v_old_marks else '{}'::jsonb end;
    for i in 1 .. coalesce(array_length(v_option_ids, 1), 0) loop
      v_marks := v_marks || jsonb_build_object(v_option_ids[i]::text, v_availabilities[i]);
    end loop;
    -- The fields this call changes, and those of them changed after its base revision.
    if v_name is distinct from v_old_name then
      v_changed := array_append(v_changed, 'respondent_name');
    end if;
    if v_comment is distinct from v_old_comment then
      v_changed := array_append(v_changed, 'comment');
    end if;
    if p_respondent_email is not null and v_email is distinct from v_first_email then
      v_changed := array_append(v_changed, 'respondent_email');
    end if;
    select v_changed || coalesce(array_agg('option:' || k order by k), '{}')
    into v_changed
    from (
      select k from jsonb_object_keys(v_marks) as k
      where v_marks -> k is distinct from v_old_marks -> k
      union
      select k from jsonb_object_keys(v_old_marks) as k
      where not v_marks ? k
    ) as keys;
    if p_base_revision is not null then
      if p_base_revision < 1 or p_base_revision > v_old_revision then
        raise exception 'base revision % is unknown (the answer is at %)',
          p_base_revision, v_old_revision using errcode = '22023';
      end if;
      select array_agg(f order by f) into v_conflicts
      from unnest(v_changed) as f
      where coalesce((v_old_revisions ->> f)::integer, 1) > p_base_revision;
      if v_conflicts is not null then
        raise exception 'this answer was changed meanwhile (%)', array_to_string(v_conflicts, ', ')
          using errcode = 'PT409',
            hint = 'revision_conflict',
            detail = json_build_object('fields', v_conflicts, 'revision', v_old_revision)::text;
      end if;
    end if;
    if v_patch then
      -- The merged set: every mark, the stored ones with this call's on top.
      select coalesce(array_agg(m.key::uuid order by m.key), '{}'),
        coalesce(array_agg(m.value order by m.key), '{}')
      into v_option_ids, v_availabilities
      from jsonb_each_text(v_marks) as m
      join public.schedule_options o on o.id = m.key::uuid and o.schedule_id = v_schedule.id;
      if coalesce(array_length(v_option_ids, 1), 0) = 0 then
        raise exception 'at least one answer is required';
      end if;
    end if;

    delete from public.schedule_answers a
    where a.schedule_id = v_schedule.id and a.respondent_id = v_respondent_id;
  end if;

  -- Keeps a single share link from being used to fill the database.
  if (select count(*) from public.schedule_answers a where a.schedule_id = v_schedule.id)
     + array_length(v_option_ids, 1) > 20000 then
    raise exception 'this schedule has too many answers';
  end if;

  if v_respondent_id is null then
    v_respondent_id := gen_random_uuid();
    v_proved := true;
    v_revision := 1;
    v_revisions := '{}'::jsonb;
  elsif cardinality(v_changed) = 0 then
    v_revision := v_old_revision;
    v_revisions := v_old_revisions;
  else
    v_revision := v_old_revision + 1;
    v_revisions := coalesce(v_old_revisions, '{}'::jsonb);
    foreach v_field in array v_changed loop
      v_revisions := v_revisions || jsonb_build_object(v_field, v_revision);
    end loop;
  end if;

  -- Rows are written through the closing trigger (schedule decisions migration): past the
  -- deadline or once decided, this raises and the deletion above is rolled back with it.
  insert into public.schedule_answers (
    schedule_id, option_id, respondent_name, respondent_email, availability, comment,
    respondent_id, respondent_key_hash, created_at, revision, field_revisions
  )
  select v_schedule.id, o.option_id, v_name,
    case when p_respondent_email is null and v_first_at is not null
      then v_first_email else v_email end,
    o.availability, v_comment, v_respondent_id,
    -- The set stays with the browser that first sent it; an edit from elsewhere adds no key.
    case when v_first_at is not null then v_first_key_hash else v_key_hash end,
    coalesce(v_first_at, now()), v_revision, v_revisions
  from unnest(v_option_ids, v_availabilities) as o (option_id, availability);

  if not v_proved then
    return json_build_object(
      'respondent_id', v_respondent_id, 'edit_code', null, 'revision', v_revision
    );
  end if;
  if v_stored_code is null then
    v_stored_code := public.new_schedule_edit_code();
    insert into public.schedule_answer_codes (respondent_id, schedule_id, edit_code)
    values (v_respondent_id, v_schedule.id, v_stored_code)
    on conflict (respondent_id) do nothing;
    select c.edit_code into v_stored_code
    from public.schedule_answer_codes c where c.respondent_id = v_respondent_id;
  end if;
  return json_build_object(
    'respondent_id', v_respondent_id, 'edit_code', v_stored_code, 'revision', v_revision
  );
end
$$;

revoke execute on function
  public.save_schedule_answer(text, text, text, text, jsonb, text, uuid, text, integer) from public;
grant execute on function
  public.save_schedule_answer(text, text, text, text, jsonb, text, uuid, text, integer)
  to anon, authenticated, service_role;

-- The public view, as before plus each answer's revision (the base of the next edit).
create or replace function public.get_shared_schedule(p_share_id text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'schedule', json_build_object(
      'title', s.title,
      'description', s.description,
      'created_at', s.created_at
    ),
    'answer_deadline', s.answer_deadline,
    'decided_option_id', s.decided_option_id,
    'decided_at', s.decided_at,
    'closed', public.schedule_answers_closed(s.answer_deadline, s.decided_option_id),
    'respondent_only_edits', s.respondent_only_edits,
    'server_now', now(),
    'options', coalesce((
      select json_agg(
        json_build_object(
          'id', o.id, 'date_time', o.date_time, 'end_time', o.end_time, 'label', o.label,
          'kind', o.kind
        )
        order by o.date_time nulls last, o.created_at, o.id
      )
      from public.schedule_options o
      where o.schedule_id = s.id
    ), '[]'::json),
    'answers', coalesce((
      select json_agg(
        json_build_object(
          'respondent_id', a.respondent_id,
          'respondent_name', a.respondent_name,
          'option_id', a.option_id,
          'availability', a.availability,
          'comment', a.comment,
          'created_at', a.created_at,
          'revision', a.revision
        )
        order by a.created_at, a.respondent_id, a.option_id
      )
      from public.schedule_answers a
      where a.schedule_id = s.id
    ), '[]'::json)
  )
  from public.schedules s
  where s.share_id = p_share_id
$$;
