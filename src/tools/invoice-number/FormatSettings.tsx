import type { TFunction } from 'i18next';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import {
  applyInvoicePattern,
  INVOICE_FORMATS,
  isPeriodWidened,
  MAX_PREFIX_LENGTH,
  patternOf,
  settingsFor,
  type CustomPatternProblem,
  type InvoiceFormat,
  type NumberedKind,
  type NumberingSettings,
} from '../../lib/documentNumbering';

const OTHER_KINDS = [
  'quote',
  'delivery_note',
  'receipt',
] as const satisfies readonly NumberedKind[];

interface Props {
  t: TFunction;
  settings: NumberingSettings;
  today: string;
  patternProblem: CustomPatternProblem | null;
  onChange: (patch: Partial<NumberingSettings>) => void;
}

const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-gray-600 dark:has-[:checked]:border-blue-300 dark:has-[:checked]:bg-blue-950';

export function FormatSettings({ t, settings, today, patternProblem, onChange }: Props) {
  // An example made from today is left empty in the page drawn at build time.
  const leftForTheApp = useLeftForTheApp();
  const customError =
    patternProblem === 'empty'
      ? t('format.custom_empty')
      : patternProblem === 'too_long'
        ? t('format.custom_too_long')
        : null;
  const widened =
    patternProblem === null && isPeriodWidened(patternOf(settingsFor(settings, 'invoice')));
  const setPrefix = (kind: NumberedKind, value: string) =>
    onChange({ prefixes: { ...settings.prefixes, [kind]: value } });
  const customDescribedBy = [
    'invoice-custom-help',
    customError ? 'invoice-custom-error' : '',
    patternProblem === 'no_sequence' ? 'invoice-custom-warning' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="invoice-format-heading">
      <h2 id="invoice-format-heading" className="text-lg font-semibold">
        {t('format.heading')}
      </h2>
      <fieldset>
        <legend className="label mb-2">{t('format.legend')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {INVOICE_FORMATS.map((format: InvoiceFormat) => (
            <label key={format} className={choiceClass}>
              <input
                type="radio"
                name="invoice-format"
                value={format}
                checked={settings.format === format}
                onChange={() => onChange({ format })}
              />
              <span className="flex flex-col">
                <span className="font-medium">
                  {format === 'custom' ? t('format.custom') : format}
                </span>
                {format !== 'custom' && (
                  <span className="text-sm text-gray-700 dark:text-gray-300">
                    {t('format.example', {
                      example: leftForTheApp(applyInvoicePattern(format, today, 1), '\u00a0'),
                    })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {settings.format === 'custom' && (
        <div className="flex flex-col gap-1">
          <label htmlFor="invoice-custom-pattern" className="label">
            {t('format.custom_pattern')}
          </label>
          <input
            id="invoice-custom-pattern"
            className={`input font-mono ${customError ? 'input-invalid' : ''}`}
            value={settings.customPattern}
            placeholder={t('format.custom_placeholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={customError ? true : undefined}
            aria-describedby={customDescribedBy}
            onChange={(event) => onChange({ customPattern: event.target.value })}
          />
          <p id="invoice-custom-help" className="muted text-sm">
            {t('format.custom_help')}
          </p>
          {customError && (
            <p id="invoice-custom-error" className="text-sm text-red-700 dark:text-red-300">
              {customError}
            </p>
          )}
          {widened && (
            <p className="alert-info text-sm" role="status">
              {t('format.widened')}
            </p>
          )}
          {patternProblem === 'no_sequence' && (
            <p id="invoice-custom-warning" className="alert-warning text-sm">
              {t('format.custom_no_sequence')}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor="invoice-prefix" className="label">
          {t('format.prefix')}
        </label>
        <input
          id="invoice-prefix"
          className="input font-mono"
          value={settings.prefixes.invoice}
          maxLength={MAX_PREFIX_LENGTH}
          placeholder={t('format.prefix_placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="invoice-prefix-help"
          onChange={(event) => setPrefix('invoice', event.target.value)}
        />
        <p id="invoice-prefix-help" className="muted text-sm">
          {t('format.prefix_help')}
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="label">{t('format.other_prefixes')}</legend>
        <p className="muted text-sm">{t('format.other_prefixes_help')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {OTHER_KINDS.map((kind) => (
            <label key={kind} className="flex flex-col gap-1 text-sm">
              {t(`format.kind_prefix.${kind}`)}
              <input
                className="input font-mono"
                value={settings.prefixes[kind]}
                maxLength={MAX_PREFIX_LENGTH}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setPrefix(kind, event.target.value)}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <p className="alert-info text-sm">{t('format.sequence_help')}</p>
    </section>
  );
}
