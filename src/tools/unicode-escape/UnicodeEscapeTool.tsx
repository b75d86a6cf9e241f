import { useDeferredValue } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { RadioFieldset } from '../../components/RadioFieldset';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { isOneOf } from '../../lib/isOneOf';
import { useToolState } from '../../lib/useToolState';
import { ByteTable } from './ByteTable';
import { locales } from './locales';
import { decodeEscapes, encodeEscapes, ESCAPE_FORMATS, type EscapeFormat } from './unicodeEscapes';

const DIRECTIONS = ['encode', 'decode'] as const;

export default function UnicodeEscapeTool() {
  const { t } = useToolTranslation('unicode-escape', locales);
  const [state, keep] = useToolState(
    'unicode-escape',
    { input: '', direction: 'encode', format: 'js', all: false as boolean },
    ['direction', 'format', 'all'],
  );
  const direction = state.direction === 'decode' ? 'decode' : 'encode';
  const format: EscapeFormat = isOneOf(ESCAPE_FORMATS, state.format) ? state.format : 'js';
  const result =
    direction === 'encode'
      ? encodeEscapes(state.input, format, state.all ? 'all' : 'non_ascii')
      : decodeEscapes(state.input, format);
  const output = result.ok ? result.output : '';
  // The bytes shown are always those of the text side. Their table (up to 200 rows) follows a
  // keystroke at low priority, after the typed text and the result have been drawn: drawn with
  // each key, it held the next paint up to 104 ms at 4× CPU (`npm run bench:inp`).
  const text = useDeferredValue(direction === 'encode' ? state.input : output);

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-4 md:flex-row md:gap-8">
        <RadioFieldset
          name="unicode-escape-direction"
          legend={t('direction_legend')}
          options={DIRECTIONS.map((value) => ({ value, label: t(value) }))}
          value={direction}
          onChange={(value) => keep({ direction: value, input: output || state.input })}
        />
        <RadioFieldset
          name="unicode-escape-format"
          legend={t('format_legend')}
          options={ESCAPE_FORMATS.map((value) => ({
            value,
            label: <span className="font-mono text-sm">{t(`formats.${value}`)}</span>,
          }))}
          value={format}
          onChange={(value) => keep({ format: value })}
        >
          {direction === 'encode' && (
            <label className="mt-1 flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={state.all}
                onChange={(event) => keep({ all: event.target.checked })}
              />
              {t('scope_label')}
            </label>
          )}
        </RadioFieldset>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="panel flex flex-col gap-1.5">
          <label htmlFor="unicode-escape-input" className="label">
            {t(direction === 'encode' ? 'input_encode' : 'input_decode')}
          </label>
          <textarea
            id="unicode-escape-input"
            className={`input h-40 w-full resize-y font-mono ${result.ok ? '' : 'input-invalid'}`}
            spellCheck={false}
            aria-invalid={!result.ok}
            aria-describedby={result.ok ? undefined : 'unicode-escape-error'}
            value={state.input}
            onChange={(event) => keep({ input: event.target.value })}
          />
          {!result.ok && (
            <p
              id="unicode-escape-error"
              role="alert"
              className="text-sm text-red-700 dark:text-red-300"
            >
              {t(`errors.${result.code}`, result)}
            </p>
          )}
        </section>
        <section className="panel flex flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor="unicode-escape-output" className="label">
              {t(direction === 'encode' ? 'output_encode' : 'output_decode')}
            </label>
            <CopyButton text={output} disabled={output === ''} />
          </div>
          <textarea
            id="unicode-escape-output"
            className="input h-40 w-full resize-y font-mono"
            spellCheck={false}
            value={output}
            readOnly
          />
        </section>
      </div>
      <ByteTable text={text} t={t} />
    </div>
  );
}
