import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFirstLookNow } from '../../lib/leftForTheApp';
import { useSenderProfile } from '../../lib/senderProfile';
import { readJson, writeJson } from '../../lib/storage';
import {
  createDefaultSettings,
  EXPENSE_SETTINGS_STORAGE_KEY,
  isExpenseTemplateSettings,
  toggleCategory,
  type ExpenseCategory,
  type ExpenseTemplateSettings,
} from './expenseTemplateSettings';

/** The template settings, remembered in this browser for next month's report. */
export function useExpenseTemplateSettings() {
  const { profile } = useSenderProfile();
  // Drawn at build time, the page does not know this month: it starts from a stand-in day,
  // whose month it leaves empty for the app to fill in (the form and the document).
  const now = useFirstLookNow();
  const [settings, setSettings] = useState<ExpenseTemplateSettings>(() => {
    const stored = readJson(EXPENSE_SETTINGS_STORAGE_KEY, isExpenseTemplateSettings);
    // A new visit starts on the current month; name, department and columns carry over (a
    // name left blank on purpose, for a form filled in by hand, stays blank).
    return stored
      ? { ...stored, month: createDefaultSettings(now()).month }
      : createDefaultSettings(now(), profile);
  });

  useEffect(() => {
    writeJson(EXPENSE_SETTINGS_STORAGE_KEY, settings);
  }, [settings]);

  const update = useCallback(
    <K extends keyof ExpenseTemplateSettings>(key: K, value: ExpenseTemplateSettings[K]) => {
      setSettings((current) => ({ ...current, [key]: value }));
    },
    [],
  );

  const setCategory = useCallback((category: ExpenseCategory, on: boolean) => {
    setSettings((current) => ({
      ...current,
      categories: toggleCategory(current.categories, category, on),
    }));
  }, []);

  // One object for the hook's life: the form's memo parts that take it are drawn again only
  // when the settings they show change.
  const actions = useMemo(() => ({ update, setCategory }), [update, setCategory]);
  return { settings, actions };
}

export type ExpenseTemplateActions = ReturnType<typeof useExpenseTemplateSettings>['actions'];
