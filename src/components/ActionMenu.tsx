import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Drawn in red: the action deletes or removes something. */
  danger?: boolean;
}

/**
 * A button that opens a short list of actions (the WAI-ARIA menu button pattern): Enter, Space
 * or Arrow Down open it on the first action, Arrow Up on the last; the arrows, Home and End move
 * between actions; Escape closes it and gives the focus back to the button; a click outside or
 * Tab closes it.
 */
export function ActionMenu({
  label,
  actions,
  className = '',
}: {
  /** The button's accessible name, e.g. 「見積書を送る」の操作. */
  label: string;
  actions: readonly MenuAction[];
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const enabled = actions
    .map((action, index) => (action.disabled ? -1 : index))
    .filter((i) => i >= 0);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? enabled[0] : enabled.at(-1));
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const position = enabled.indexOf(focusIndex);
    const go = (next: number | undefined) => {
      event.preventDefault();
      if (next !== undefined) setFocusIndex(next);
    };
    if (event.key === 'ArrowDown') go(enabled[(position + 1) % enabled.length]);
    else if (event.key === 'ArrowUp') go(enabled[(position - 1 + enabled.length) % enabled.length]);
    else if (event.key === 'Home') go(enabled[0]);
    else if (event.key === 'End') go(enabled.at(-1));
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost px-2"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(enabled[0]))}
        onKeyDown={onButtonKeyDown}
      >
        <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          className="absolute right-0 z-20 mt-1 min-w-40 rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-800"
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action, index) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                disabled={action.disabled}
                className={`block w-full px-4 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 disabled:opacity-50 dark:hover:bg-gray-700 dark:focus:bg-gray-700 ${action.danger ? 'text-red-700 dark:text-red-300' : ''}`}
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
