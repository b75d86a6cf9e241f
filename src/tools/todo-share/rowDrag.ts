import type { CSSProperties, MouseEventHandler, TouchEventHandler } from 'react';

/** What a task's row needs to be dragged (SortableTasks.tsx, loaded after the tool). */
export interface RowDrag {
  ref: (node: HTMLElement | null) => void;
  /** Where the row is drawn while it or another task is dragged. */
  style: CSSProperties;
  /** On the row: a mouse drags it from anywhere. */
  rowListeners: { onMouseDown?: MouseEventHandler };
  /** On the grip only: a finger elsewhere on the row scrolls the page. */
  handleListeners: { onTouchStart?: TouchEventHandler };
  dragging: boolean;
}
