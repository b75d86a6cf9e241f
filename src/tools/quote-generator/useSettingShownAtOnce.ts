import { startTransition, useOptimistic } from 'react';

/**
 * A form setting whose control shows a change at once, while what the change redraws (every item
 * row, the totals, the side panels) is drawn in a transition after that paint. The control's
 * value is React's optimistic state: the new value until the transition has drawn the form
 * with it, then the form's own value again.
 */
export function useSettingShownAtOnce<T>(
  value: T,
  set: (next: T) => void,
): [shown: T, change: (next: T) => void] {
  const [shown, showAtOnce] = useOptimistic(value);
  const change = (next: T) =>
    startTransition(() => {
      showAtOnce(next);
      set(next);
    });
  return [shown, change];
}
