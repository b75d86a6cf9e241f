/**
 * Drag to reorder with a mouse or a finger, through @dnd-kit (core + sortable + utilities):
 * 14.8 KB gzip as this page uses it (minified, React apart), loaded after the tool's first chunk
 * (TaskList imports this module lazily). Atlassian's pragmatic-drag-and-drop measured 7.5 KB
 * (element adapter, reorder, closest-edge hitbox) but drags through the browser's own HTML5 drag
 * and drop, which a touch screen only starts where the browser turns a long press into a drag
 * (not every mobile browser; not Chromium's touch emulation, so no test could prove it); dnd-kit
 * follows touch events itself, the same on every browser.
 *
 * A mouse drags a task from anywhere on it (past 6 px: a click stays a click); a finger only from
 * the task's grip (44 px, `touch-action: none`), so that a finger anywhere else still scrolls the
 * page. The keyboard keeps the page's own moves (buttons, Alt + arrows), which say where the task
 * went; a drop is saved and announced by the same path (TaskList's `drop`).
 */
import {
  closestCenter,
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, type MouseEventHandler, type ReactNode, type TouchEventHandler } from 'react';
import type { RowDrag } from './rowDrag';

interface AreaProps {
  /** The ids of each group a task moves within (open, completed), in their order. */
  groups: readonly (readonly string[])[];
  /** `id` dropped onto `targetId` (of its own group): it takes the target's place. */
  onDrop: (id: string, targetId: string) => void;
  /** What a screen reader hears as a drag starts, passes over a task, and is cancelled. */
  says: {
    picked: (id: string) => string;
    over: (id: string, overId: string) => string;
    cancelled: (id: string) => string;
    instructions: string;
  };
  children: ReactNode;
}

export function SortableArea({ groups, onDrop, says, children }: AreaProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // The grip takes no scrolling (touch-action: none): a short move is a drag, no hold needed.
    useSensor(TouchSensor, { activationConstraint: { distance: 4 } }),
  );
  // A task is only dropped among its own group (an open task never lands among completed ones).
  const collisionDetection: CollisionDetection = (args) => {
    const group = groups.find((ids) => ids.includes(String(args.active.id))) ?? [];
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) =>
        group.includes(String(container.id)),
      ),
    });
  };
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => says.picked(String(active.id)),
      onDragOver: ({ active, over }) =>
        over ? says.over(String(active.id), String(over.id)) : undefined,
      // The drop itself is announced with the saved position (TaskList's `drop`).
      onDragEnd: () => undefined,
      onDragCancel: ({ active }) => says.cancelled(String(active.id)),
    }),
    [says],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onDrop(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: says.instructions },
      }}
    >
      <SortableContext items={groups.flat()} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

const TEXT_FIELDS = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select';

/** One task that can be dragged (none while `disabled`: the rights to the list ended). */
export function SortableRow({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled: boolean;
  children: (drag: RowDrag | undefined) => ReactNode;
}) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  if (disabled) return children(undefined);
  const onMouseDown = listeners?.onMouseDown as MouseEventHandler | undefined;
  return children({
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    rowListeners: {
      // Not from a text field: a mouse there selects text. A step's drag is not its task's.
      onMouseDown: (event) => {
        if (event.target instanceof Element && event.target.closest(TEXT_FIELDS)) return;
        event.stopPropagation();
        onMouseDown?.(event);
      },
    },
    handleListeners: { onTouchStart: listeners?.onTouchStart as TouchEventHandler | undefined },
    dragging: isDragging,
  });
}
