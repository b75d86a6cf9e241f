-- Schedule polls, third step: a candidate need not have a clock time. As on 調整さん, any line
-- may be a candidate: a date with a part of the day (午前 / 午後 / 夜 / 終日), a date alone, or
-- text with no date at all.
--
-- Earlier rows, clients and share links keep working: every existing row becomes kind 'time'
-- (the default, which is also what an earlier page inserts without naming the column), and
-- date_time stays filled for every kind that has a date. Only a text candidate has no
-- date_time; it sorts after the dated ones (nulls last), in the order it was added.

alter table public.schedule_options
  add column kind text not null default 'time'
    constraint schedule_options_kind_check
    check (kind in ('time', 'day', 'all_day', 'morning', 'afternoon', 'evening', 'text')),
  alter column date_time drop not null;

-- What each kind carries:
--   time       date_time (the start) and an optional end_time, as before;
--   day, all_day, morning, afternoon, evening
--              date_time at midnight of the date in Japan, no end (a whole day in calendars);
--   text       no date_time, no end; the candidate is its label.
alter table public.schedule_options
  add constraint schedule_options_kind_fields check (
    case kind
      when 'time' then date_time is not null
      when 'text' then date_time is null and end_time is null
        and label is not null and not public.is_blank(label)
      else date_time is not null and end_time is null
        and (date_time at time zone 'Asia/Tokyo')::time = time '00:00'
    end
  );

grant insert (kind) on public.schedule_options to authenticated;
grant update (kind) on public.schedule_options to authenticated;
