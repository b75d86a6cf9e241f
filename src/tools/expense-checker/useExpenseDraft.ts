import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { useFirstLookNow } from '../../lib/leftForTheApp';
import { nextRowId } from '../../lib/rowIds';
import { expenseFieldId } from './ExpenseItemCard';
import {
  FIELD_OF_ERROR,
  type ExpenseErrorKey,
  type ExpenseField,
  type ExpenseItem,
  type ReceiptThresholdMode,
} from './expenseRules';

function newItem(id: string, date: string): ExpenseItem {
  return {
    id,
    date,
    category: '',
    description: '',
    amount: '',
    receipt: false,
    notes: '',
  };
}

function focusLater(elementId: string) {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}

/**
 * The expenses being checked, the receipt rule and the fields the user has left. `actions` is
 * one object for the hook's life, so the item cards (memo parts) that take it are not drawn
 * again when another card is typed into.
 */
export function useExpenseDraft() {
  // Drawn at build time, the page does not know today's date: the first expense has a stand-in
  // day, left empty on screen for the app to fill in (ExpenseItemCard).
  const now = useFirstLookNow();
  const [items, setItems] = useState<ExpenseItem[]>(() => [newItem('1', tokyoDateString(now()))]);
  const [mode, setMode] = useState<ReceiptThresholdMode>('over');
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // Adding and removing move the focus to a card, which needs the list as it is now.
  const latestItems = useRef(items);
  useLayoutEffect(() => {
    latestItems.current = items;
  }, [items]);

  const touch = useCallback(
    (itemId: string, field: ExpenseField) =>
      setTouched((current) => {
        const key = `${itemId}:${field}`;
        return current.has(key) ? current : new Set(current).add(key);
      }),
    [],
  );

  const updateItem = useCallback(
    (id: string, patch: Partial<ExpenseItem>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    [],
  );

  const addItem = useCallback(() => {
    const item = newItem(nextRowId(latestItems.current), tokyoDateString());
    latestItems.current = [...latestItems.current, item];
    setItems(latestItems.current);
    focusLater(expenseFieldId(item.id, 'date'));
  }, []);

  /** The last remaining item cannot be removed; the focus goes to its neighbour. */
  const removeItem = useCallback((id: string) => {
    const current = latestItems.current;
    const index = current.findIndex((item) => item.id === id);
    if (current.length <= 1 || index < 0) return;
    const remaining = current.filter((item) => item.id !== id);
    latestItems.current = remaining;
    setItems(remaining);
    const neighbour = remaining[Math.min(index, remaining.length - 1)];
    if (neighbour) focusLater(expenseFieldId(neighbour.id, 'date'));
  }, []);

  /** Shows the field of an error (marking it visited) and puts the focus there. */
  const jumpTo = useCallback(
    (itemId: string, error: ExpenseErrorKey) => {
      const field = FIELD_OF_ERROR[error];
      touch(itemId, field);
      document.getElementById(expenseFieldId(itemId, field))?.focus();
    },
    [touch],
  );

  const actions = useMemo(
    () => ({ touch, updateItem, addItem, removeItem, jumpTo, setMode }),
    [touch, updateItem, addItem, removeItem, jumpTo],
  );
  return { draft: { items, mode, touched }, actions };
}

export type ExpenseDraftActions = ReturnType<typeof useExpenseDraft>['actions'];
