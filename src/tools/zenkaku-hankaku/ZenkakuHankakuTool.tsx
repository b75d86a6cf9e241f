import { CopyButton } from '../../components/CopyButton';
import { RadioFieldset } from '../../components/RadioFieldset';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useToolState } from '../../lib/useToolState';
import { convertWidth, countChanged, type WidthDirection, type WidthKinds } from './convertWidth';
import { locales } from './locales';

const KINDS = ['alphanumeric', 'katakana', 'symbols'] as const;
const DIRECTIONS: readonly WidthDirection[] = ['to_half', 'to_full'];

export default function ZenkakuHankakuTool() {
  const { t } = useToolTranslation('zenkaku-hankaku', locales);
  const [state, keep] = useToolState(
    'zenkaku-hankaku',
    { input: '', direction: 'to_half', alphanumeric: true, katakana: true, symbols: true },
    ['direction', 'alphanumeric', 'katakana', 'symbols'],
  );
  const direction: WidthDirection = state.direction === 'to_full' ? 'to_full' : 'to_half';
  const kinds: WidthKinds = {
    alphanumeric: state.alphanumeric,
    katakana: state.katakana,
    symbols: state.symbols,
  };
  const output = convertWidth(state.input, direction, kinds);
  const changed = countChanged(state.input, output);

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-4 sm:flex-row sm:gap-8">
        <RadioFieldset
          name="zenkaku-hankaku-direction"
          legend={t('direction_legend')}
          options={DIRECTIONS.map((value) => ({ value, label: t(value) }))}
          value={direction}
          onChange={(value) => keep({ direction: value })}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="label mb-1">{t('kinds_legend')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={kinds[kind]}
                onChange={(event) => keep({ [kind]: event.target.checked })}
              />
              {t(kind)}
            </label>
          ))}
        </fieldset>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="panel flex flex-col gap-1.5">
          <label htmlFor="zenkaku-hankaku-input" className="label">
            {t('input_label')}
          </label>
          <textarea
            id="zenkaku-hankaku-input"
            className="input h-48 w-full resize-y"
            value={state.input}
            onChange={(event) => keep({ input: event.target.value })}
          />
          <p className="muted text-sm">{t('note')}</p>
        </section>
        <section className="panel flex flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor="zenkaku-hankaku-output" className="label">
              {t('output_label')}
            </label>
            <CopyButton text={output} disabled={output === ''} />
          </div>
          <textarea
            id="zenkaku-hankaku-output"
            className="input h-48 w-full resize-y"
            value={output}
            readOnly
          />
          <p className="muted text-sm" aria-live="polite">
            {state.input === ''
              ? '\u00a0'
              : changed > 0
                ? t('changed', { count: changed })
                : t('nothing_changed')}
          </p>
        </section>
      </div>
    </div>
  );
}
