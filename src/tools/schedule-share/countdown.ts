/** What is left until the deadline, in the largest units that matter. */
export type Remaining =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * あと2日3時間 / あと3時間12分 / あと12分05秒, rounded down (never promising time that is not
 * there); null once the deadline is reached.
 */
export function remaining(deadlineMs: number, nowMs: number): Remaining | null {
  const left = deadlineMs - nowMs;
  if (left <= 0) return null;
  if (left >= DAY)
    return { unit: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  if (left >= HOUR)
    return {
      unit: 'hours',
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    };
  const seconds = Math.floor((left % MINUTE) / SECOND);
  return {
    unit: 'minutes',
    minutes: Math.floor(left / MINUTE),
    seconds: String(seconds).padStart(2, '0'),
  };
}

/** How long until what is shown changes: each second in the last hour, else at the minute. */
export function nextTickIn(deadlineMs: number, nowMs: number): number {
  const left = deadlineMs - nowMs;
  if (left <= 0) return 0;
  const step = left > HOUR ? MINUTE : SECOND;
  return left % step || step;
}
