import type { TFunction } from 'i18next';
import { memo } from 'react';
import { FormField } from '../../components/FormField';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import {
  EXPENSE_CATEGORIES,
  isValidMonth,
  type ExpenseCategory,
  type ExpenseTemplateSettings,
} from './expenseTemplateSettings';
import type { ExpenseTemplateActions } from './useExpenseTemplateSettings';

interface Props {
  settings: ExpenseTemplateSettings;
  actions: ExpenseTemplateActions;
  t: TFunction;
}

const headingClass = 'text-lg font-bold text-gray-900 dark:text-white';
const checkboxLabel = 'flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200';

/**
 * The report's settings and its columns, as two memo parts that take only what they show: a key
 * typed into a name does not draw the category boxes again.
 */
export function ExpenseSettingsForm({ settings, actions, t }: Props) {
  const { month, employeeName, department, includeReceipt, includeApproval, categories } = settings;
  return (
    <>
      <DetailsSection
        month={month}
        employeeName={employeeName}
        department={department}
        includeReceipt={includeReceipt}
        includeApproval={includeApproval}
        update={actions.update}
        t={t}
      />
      <CategoriesSection categories={categories} setCategory={actions.setCategory} t={t} />
    </>
  );
}

type Details = Pick<
  ExpenseTemplateSettings,
  'month' | 'employeeName' | 'department' | 'includeReceipt' | 'includeApproval'
>;

const DetailsSection = memo(function DetailsSection({
  update,
  t,
  ...settings
}: Details & { update: ExpenseTemplateActions['update']; t: TFunction }) {
  // A month made from today is left empty in the page drawn at build time.
  const leftForTheApp = useLeftForTheApp();
  const monthInvalid = !isValidMonth(settings.month);
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="expense-settings-heading">
      <h2 id="expense-settings-heading" className={headingClass}>
        {t('sections.settings')}
      </h2>
      <FormField
        label={t('settings.month')}
        error={monthInvalid ? t('settings.month_invalid') : null}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="month"
            className={`input ${invalid ? 'input-invalid' : ''}`}
            value={leftForTheApp(settings.month)}
            placeholder="2025-01"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => update('month', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('settings.employee_name')}>
        {({ id }) => (
          <input
            id={id}
            className="input"
            value={settings.employeeName}
            placeholder={t('settings.employee_placeholder')}
            autoComplete="name"
            onChange={(event) => update('employeeName', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('settings.department')}>
        {({ id }) => (
          <input
            id={id}
            className="input"
            value={settings.department}
            placeholder={t('settings.department_placeholder')}
            onChange={(event) => update('department', event.target.value)}
          />
        )}
      </FormField>
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
  );
});

const CategoriesSection = memo(function CategoriesSection({
  categories,
  setCategory,
  t,
}: {
  categories: readonly ExpenseCategory[];
  setCategory: ExpenseTemplateActions['setCategory'];
  t: TFunction;
}) {
  const noCategory = categories.length === 0;
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="expense-categories-heading">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="expense-categories-heading" className={headingClass}>
          {t('sections.categories')}
        </h2>
        <span className="muted text-sm">{t('categories_count', { n: categories.length })}</span>
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
                checked={categories.includes(category)}
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
      {categories.length > 6 && <p className="muted text-sm">{t('landscape_hint')}</p>}
    </section>
  );
});
