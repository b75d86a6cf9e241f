import { useEffect, useId, useReducer } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useToolState } from '../../lib/useToolState';
import { computeOutcome, converterReducer, restoreConverterState } from './converterState';
import { convertUnit } from './convertUnit';
import { locales } from './locales';
import { formatGroupedNumber, formatPlainNumber, parseNumberInput } from './numberText';
import { CATEGORY_IDS, DEFAULT_BASE_FONT_PX, findCategory, isCategoryId } from './unitCatalog';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';

const KEPT_DEFAULTS = {
  category: 'length',
  from: '',
  to: '',
  input: '',
  baseFont: String(DEFAULT_BASE_FONT_PX),
};
const KEPT_IN_URL = ['category', 'from', 'to', 'input', 'baseFont'] as const;

export default function UnitConverterTool() {
  const { t } = useToolTranslation('unit-converter', locales);
  const id = useId();
  // The conversion survives a reload and can be shared as a link.
  const [kept, keep] = useToolState('unit-converter', KEPT_DEFAULTS, KEPT_IN_URL);
  const [state, dispatch] = useReducer(converterReducer, kept, restoreConverterState);
  const baseFontText = kept.baseFont;
  const setBaseFontText = (text: string) => keep({ baseFont: text });
  useEffect(() => {
    keep({ category: state.category, from: state.from, to: state.to, input: state.input });
  }, [keep, state.category, state.from, state.to, state.input]);

  const baseFont = parseNumberInput(baseFontText);
  const baseFontValid = baseFont !== null && baseFont > 0;
  const context = { baseFontPx: baseFontValid ? baseFont : DEFAULT_BASE_FONT_PX };
  const outcome = computeOutcome(state, context);
  const units = findCategory(state.category).units;
  const resultText = outcome.kind === 'value' ? formatGroupedNumber(outcome.value) : '';
  const rate =
    state.category === 'temperature'
      ? null
      : convertUnit(1, state.category, state.from, state.to, context);
  const message =
    outcome.kind === 'invalid'
      ? t('invalid_number')
      : outcome.kind === 'error'
        ? t(outcome.reason === 'below_absolute_zero' ? 'below_absolute_zero' : 'not_finite')
        : null;

  const unitSelect = (which: 'from' | 'to') => (
    <div className="flex flex-col gap-1">
      <label className="label" htmlFor={`${id}-${which}`}>
        {t(which === 'from' ? 'from_unit' : 'to_unit')}
      </label>
      <select
        id={`${id}-${which}`}
        className="input"
        value={state[which]}
        onChange={(event) => dispatch({ type: which, unit: event.target.value })}
      >
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {t(`units.${unit.id}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-5">
        <div className="flex flex-col gap-1 sm:max-w-xs">
          <label className="label" htmlFor={`${id}-category`}>
            {t('category')}
          </label>
          <select
            id={`${id}-category`}
            className="input"
            value={state.category}
            onChange={(event) => {
              const next = event.target.value;
              if (isCategoryId(next)) dispatch({ type: 'category', category: next });
            }}
          >
            {CATEGORY_IDS.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>

        <div className="grid items-end gap-4 md:grid-cols-[1fr_auto_1fr]">
          <div className="flex flex-col gap-3">
            {unitSelect('from')}
            <div className="flex flex-col gap-1">
              <label className="label" htmlFor={`${id}-value`}>
                {t('value')}
              </label>
              <input
                id={`${id}-value`}
                className={`input font-mono text-lg ${outcome.kind === 'invalid' ? 'input-invalid' : ''}`}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                placeholder={t('value_placeholder')}
                value={state.input}
                aria-invalid={outcome.kind === 'invalid' || outcome.kind === 'error'}
                aria-describedby={message ? `${id}-message` : undefined}
                onChange={(event) => dispatch({ type: 'input', text: event.target.value })}
              />
            </div>
          </div>

          <button
            type="button"
            className="btn btn-secondary self-center md:mb-1"
            onClick={() => dispatch({ type: 'swap', context })}
          >
            <ArrowLeftRight className="h-4 w-4 shrink-0" />
            {t('swap')}
          </button>

          <div className="flex flex-col gap-3">
            {unitSelect('to')}
            <div className="flex flex-col gap-1">
              <label className="label" htmlFor={`${id}-result`}>
                {t('result')}
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-result`}
                  className="input min-w-0 flex-1 bg-gray-50 font-mono text-lg dark:bg-gray-900"
                  readOnly
                  placeholder={t('result_placeholder')}
                  value={resultText}
                />
                <CopyButton
                  text={() => (outcome.kind === 'value' ? formatPlainNumber(outcome.value) : '')}
                  label={t('common:copy_result')}
                  disabled={outcome.kind !== 'value'}
                />
              </div>
            </div>
          </div>
        </div>

        <div aria-live="polite" className="min-h-6">
          {message ? (
            <p id={`${id}-message`} className="text-sm text-red-700 dark:text-red-300">
              {message}
            </p>
          ) : rate?.ok ? (
            <p className="muted text-sm">
              {t('rate', {
                from: t(`symbols.${state.from}`),
                value: formatGroupedNumber(rate.value),
                to: t(`symbols.${state.to}`),
              })}
            </p>
          ) : null}
        </div>
      </section>

      {state.category === 'css' && (
        <section className="panel flex flex-col gap-1 sm:max-w-md">
          <label className="label" htmlFor={`${id}-base-font`}>
            {t('base_font')}
          </label>
          <input
            id={`${id}-base-font`}
            className={`input w-32 ${baseFontValid ? '' : 'input-invalid'}`}
            inputMode="decimal"
            value={baseFontText}
            aria-invalid={!baseFontValid}
            aria-describedby={`${id}-base-font-help`}
            onChange={(event) => setBaseFontText(event.target.value)}
          />
          <p
            id={`${id}-base-font-help`}
            className={`text-sm ${baseFontValid ? 'muted' : 'text-red-700 dark:text-red-300'}`}
          >
            {baseFontValid ? t('base_font_help') : t('base_font_invalid')}
          </p>
        </section>
      )}

      {state.category === 'area' && <p className="alert-info text-sm">{t('jo_note')}</p>}
    </div>
  );
}
