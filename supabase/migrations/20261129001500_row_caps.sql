-- Per-user caps on rows, so that no account (a guest costs nothing to make) can fill the
-- database: beyond them an insert is refused whole with 23514 (PostgREST: 400) and a hint
-- naming the cap. docs/limits.md lists them. Answers per poll (20,000) and respondents per
-- hour were capped already by the answer functions, the only way answers are written.
--
--   tasks per owner (every list, tasks added by members included)   20,000
--   to-do lists per user                                              200
--   polls per user                                                     500
--   options per poll                                                   200
--   business documents (quotes, invoices, delivery notes) per user  10,000
--   customers per user                                               5,000
--
-- One statement-level trigger per table counts, after the insert, the rows of each owner the
-- statement touched (through the owner's index); a transaction-scoped advisory lock per owner
-- makes two concurrent inserts count one after the other.

create or replace function public.enforce_row_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_column constant text := tg_argv[0];
  v_cap constant bigint := tg_argv[1]::bigint;
  v_hint constant text := tg_argv[2];
  v_owner uuid;
  v_count bigint;
begin
  for v_owner in execute format('select distinct %I from new_rows', v_column) loop
    perform pg_advisory_xact_lock(hashtext(tg_table_name), hashtext(v_owner::text));
    execute format(
      'select count(*) from %I.%I where %I = $1', tg_table_schema, tg_table_name, v_column
    ) into v_count using v_owner;
    if v_count > v_cap then
      raise exception 'row limit reached: at most % rows in %', v_cap, tg_table_name
        using errcode = '23514', hint = v_hint,
          detail = format('%s of %s', v_count, v_cap);
    end if;
  end loop;
  return null;
end
$$;

revoke all on function public.enforce_row_cap() from public, anon, authenticated;

create trigger todos_row_cap after insert on public.todos
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '20000', 'todo_task_limit');
create trigger todo_lists_row_cap after insert on public.todo_lists
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '200', 'todo_list_limit');
create trigger schedules_row_cap after insert on public.schedules
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '500', 'poll_limit');
create trigger schedule_options_row_cap after insert on public.schedule_options
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('schedule_id', '200', 'poll_option_limit');
create trigger business_documents_row_cap after insert on public.business_documents
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '10000', 'document_limit');
create trigger customers_row_cap after insert on public.customers
  referencing new table as new_rows for each statement
  execute function public.enforce_row_cap('user_id', '5000', 'customer_limit');
