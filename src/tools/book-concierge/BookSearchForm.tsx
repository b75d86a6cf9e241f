import { useId, type FormEvent } from 'react';
import {
  ADDITIONAL_REQUIREMENTS_MAX_LENGTH,
  BOOK_CATEGORIES,
  BOOK_LANGUAGES,
  BOOK_LEVELS,
  BOOK_PURPOSES,
  type BookPurpose,
} from '../../../supabase/functions/book-search/contract';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { characterCount, type BookSearchFormState, type FormErrors } from './bookSearchForm';
import { locales } from './locales';

interface Props {
  form: BookSearchFormState;
  errors: FormErrors;
  searching: boolean;
  onChange: (form: BookSearchFormState) => void;
  onSubmit: () => void;
}

const radioLabel =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-1.5 text-sm text-gray-900 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-gray-600 dark:text-gray-100 dark:has-[:checked]:border-blue-300 dark:has-[:checked]:bg-blue-950';

/** The search conditions: category (required), topic, level, purposes, budget, language, requests. */
export function BookSearchForm({ form, errors, searching, onChange, onSubmit }: Props) {
  const { t } = useToolTranslation('book-concierge', locales);
  const id = useId();
  const set = <K extends keyof BookSearchFormState>(key: K, value: BookSearchFormState[K]) =>
    onChange({ ...form, [key]: value });
  const togglePurpose = (purpose: BookPurpose, checked: boolean) =>
    set(
      'purposes',
      checked ? [...form.purposes, purpose] : form.purposes.filter((item) => item !== purpose),
    );
  const count = characterCount(form.additionalRequirements);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="panel flex flex-col gap-5"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('form.heading')}
      </h2>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-category`} className="label">
            {t('form.category')}{' '}
            <span className="text-red-700 dark:text-red-300">{t('form.required')}</span>
          </label>
          <select
            id={`${id}-category`}
            className={`input ${errors.category ? 'input-invalid' : ''}`}
            value={form.category}
            required
            aria-invalid={!!errors.category}
            aria-describedby={errors.category ? `${id}-category-error` : undefined}
            onChange={(event) =>
              set('category', event.target.value as BookSearchFormState['category'])
            }
          >
            <option value="">{t('common:choose')}</option>
            {BOOK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
          {errors.category && (
            <p
              id={`${id}-category-error`}
              role="alert"
              className="text-sm font-medium text-red-700 dark:text-red-300"
            >
              {t('form.errors.category')}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-subcategory`} className="label">
            {t('form.subcategory')}
          </label>
          <input
            id={`${id}-subcategory`}
            className="input"
            value={form.subcategory}
            maxLength={50}
            placeholder={t('form.subcategory_placeholder', {
              example: t(`subcategory_examples.${form.category || 'programming'}`),
            })}
            onChange={(event) => set('subcategory', event.target.value)}
          />
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="label mb-1">{t('form.level')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['', ...BOOK_LEVELS] as const).map((level) => (
            <label key={level || 'any'} className={radioLabel}>
              <input
                type="radio"
                name={`${id}-level`}
                value={level}
                checked={form.level === level}
                onChange={() => set('level', level)}
              />
              {t(`levels.${level || 'any'}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="label mb-1">{t('form.purposes')}</legend>
        <div className="flex flex-wrap gap-2">
          {BOOK_PURPOSES.map((purpose) => (
            <label key={purpose} className={radioLabel}>
              <input
                type="checkbox"
                checked={form.purposes.includes(purpose)}
                onChange={(event) => togglePurpose(purpose, event.target.checked)}
              />
              {t(`purposes.${purpose}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-budget`} className="label">
            {t('form.budget')}
          </label>
          <input
            id={`${id}-budget`}
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            className={`input ${errors.budget ? 'input-invalid' : ''}`}
            value={form.budget}
            placeholder={t('form.budget_placeholder')}
            aria-invalid={!!errors.budget}
            aria-describedby={`${id}-budget-help${errors.budget ? ` ${id}-budget-error` : ''}`}
            onChange={(event) => set('budget', event.target.value)}
          />
          <p id={`${id}-budget-help`} className="muted text-xs">
            {t('form.budget_help')}
          </p>
          {errors.budget && (
            <p
              id={`${id}-budget-error`}
              role="alert"
              className="text-sm font-medium text-red-700 dark:text-red-300"
            >
              {t('form.errors.budget')}
            </p>
          )}
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="label mb-1">{t('form.language')}</legend>
          <div className="flex flex-wrap gap-2">
            {BOOK_LANGUAGES.map((language) => (
              <label key={language} className={radioLabel}>
                <input
                  type="radio"
                  name={`${id}-language`}
                  value={language}
                  checked={form.language === language}
                  onChange={() => set('language', language)}
                />
                {t(`languages.${language}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-requirements`} className="label">
          {t('form.requirements')}
        </label>
        <textarea
          id={`${id}-requirements`}
          rows={2}
          className={`input ${errors.requirements || count > ADDITIONAL_REQUIREMENTS_MAX_LENGTH ? 'input-invalid' : ''}`}
          value={form.additionalRequirements}
          placeholder={t('form.requirements_placeholder')}
          aria-invalid={!!errors.requirements}
          aria-describedby={`${id}-requirements-help ${id}-requirements-count`}
          onChange={(event) => set('additionalRequirements', event.target.value)}
        />
        <div className="flex flex-wrap justify-between gap-2 text-xs">
          <p id={`${id}-requirements-help`} className="muted">
            {t('form.requirements_help')}
          </p>
          <p
            id={`${id}-requirements-count`}
            className={
              count > ADDITIONAL_REQUIREMENTS_MAX_LENGTH
                ? 'font-semibold text-red-700 dark:text-red-300'
                : 'text-gray-700 dark:text-gray-300'
            }
          >
            {t('common:counter', { count, max: ADDITIONAL_REQUIREMENTS_MAX_LENGTH })}
          </p>
        </div>
        {errors.requirements && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t('form.errors.requirements')}
          </p>
        )}
      </div>

      <button type="submit" className="btn btn-primary self-start" disabled={searching}>
        {searching ? t('form.searching') : t('form.submit')}
      </button>
    </form>
  );
}
