import type { NewOption, ScheduleOption } from './schedules';

/** A candidate as the database stores it (schedule_options' columns). */
export const optionRow = (option: NewOption) => ({
  kind: option.kind,
  date_time: option.start?.toISOString() ?? null,
  end_time: option.end?.toISOString() ?? null,
  label: option.label.trim() || null,
});

/** A candidate as the page shows it before the server has saved it (offline, queued). */
export const optionPreview = (id: string, option: NewOption): ScheduleOption => ({
  id,
  ...optionRow(option),
});
