import type { TFunction } from 'i18next';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import {
  EXPENSE_CATEGORIES,
  isValidMonth,
  type ExpenseCategory,
  type ExpenseTemplateSettings,
} from './expenseTemplateSettings';

interface Props {
  settings: ExpenseTemplateSettings;
  update: <K extends keyof ExpenseTemplateSettings>(
    key: K,
    value: ExpenseTemplateSettings[K],
  ) => void;
  setCategory: (category: ExpenseCategory, on: boolean) => void;
  t: TFunction;
}

const headingClass = 'text-lg font-bold text-gray-900 dark:text-white';
const checkboxLabel = 'flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200';

export function ExpenseSettingsForm({ settings, update, setCategory, t }: Props) {
  // A month made from today is left empty in the page drawn at build time.
  const leftForTheApp = useLeftForTheApp();
  const monthInvalid = !isValidMonth(settings.month);
  const noCategory = settings.categories.length === 0;
  return (
    <>
      <section className="panel flex flex-col gap-4" aria-labelledby="expense-settings-heading">
        <h2 id="expense-settings-heading" className={headingClass}>
          {t('sections.settings')}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor="expense-month" className="label">
            {t('settings.month')}
          </label>
          <input
            id="expense-month"
            type="month"
            className={`input ${monthInvalid ? 'input-invalid' : ''}`}
            value={leftForTheApp(settings.month)}
            placeholder="2025-01"
            aria-invalid={monthInvalid}
            aria-describedby={monthInvalid ? 'expense-month-error' : undefined}
            onChange={(event) => update('month', event.target.value)}
          />
          {monthInvalid && (
            <p id="expense-month-error" className="text-sm text-red-700 dark:text-red-300">
              {t('settings.month_invalid')}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="expense-employee" className="label">
            {t('settings.employee_name')}
          </label>
          <input
            id="expense-employee"
            className="input"
            value={settings.employeeName}
            placeholder={t('settings.employee_placeholder')}
            autoComplete="name"
            onChange={(event) => update('employeeName', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="expense-department" className="label">
            {t('settings.department')}
          </label>
          <input
            id="expense-department"
            className="input"
            value={settings.department}
            placeholder={t('settings.department_placeholder')}
            onChange={(event) => update('department', event.target.value)}
          />
        </div>
        <label className={checkboxLabel}>
          <input
            type="checkbox"
            className="h-4 w-4 accent-blue-700"
            checked={settings.includeReceipt}
            onChange={(event) => update('includeReceipt', event.target.checked)}
          />
          {t('settings.include_receipt')}
        </label>
        <label className={checkboxLabel}>
          <input
            type="checkbox"
            className="h-4 w-4 accent-blue-700"
            checked={settings.includeApproval}
            onChange={(event) => update('includeApproval', event.target.checked)}
          />
          {t('settings.include_approval')}
        </label>
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby="expense-categories-heading">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="expense-categories-heading" className={headingClass}>
            {t('sections.categories')}
          </h2>
          <span className="muted text-sm">
            {t('categories_count', { n: settings.categories.length })}
          </span>
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={noCategory ? 'expense-categories-error' : 'expense-categories-help'}
        >
          <legend id="expense-categories-help" className="muted mb-2 text-sm">
            {t('categories_help')}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {EXPENSE_CATEGORIES.map((category) => (
              <label key={category} className={checkboxLabel}>
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-blue-700"
                  checked={settings.categories.includes(category)}
                  onChange={(event) => setCategory(category, event.target.checked)}
                />
                {t(`categories.${category}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {noCategory && (
          <p id="expense-categories-error" className="text-sm text-red-700 dark:text-red-300">
            {t('categories_required')}
          </p>
        )}
        {settings.categories.length > 6 && <p className="muted text-sm">{t('landscape_hint')}</p>}
      </section>
    </>
  );
}
