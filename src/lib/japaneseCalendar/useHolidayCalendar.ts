import { useEffect, useState } from 'react';
import { loadHolidayCalendar, type HolidayCalendar } from './holidays';

/**
 * The holiday table once it has loaded (null until then, and if it cannot load: a page
 * without holiday marks is still a working page).
 */
export function useHolidayCalendar(): HolidayCalendar | null {
  const [calendar, setCalendar] = useState<HolidayCalendar | null>(null);
  useEffect(() => {
    let live = true;
    loadHolidayCalendar().then(
      (loaded) => {
        if (live) setCalendar(loaded);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return calendar;
}
