import { useId, useMemo, useState } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { RadioFieldset } from '../../components/RadioFieldset';
import { RefreshButton } from '../../components/RefreshButton';
import { downloadText } from '../../lib/download';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import { useToolState } from '../../lib/useToolState';
import {
  CHARACTER_PRESETS,
  CHARACTERS_DEFAULT,
  CHARACTERS_MAX,
  CHARACTERS_MIN,
  generateDummyText,
  PARAGRAPHS_DEFAULT,
  PARAGRAPHS_MAX,
  PARAGRAPHS_MIN,
  type DummyTextMode,
  type DummyTextType,
} from './generateDummyText';
import { locales } from './locales';
import { parseBoundedInteger } from './parseBoundedInteger';
import { MAX_SEED, randomSeed } from './random';
import { formatInteger } from '../../lib/format';

const NS = 'dummy-text';
const DEFAULT_SETTINGS = {
  mode: 'characters' as string,
  type: 'japanese' as string,
  paragraphs: PARAGRAPHS_DEFAULT,
  characters: CHARACTERS_DEFAULT,
  fixedSeed: false,
  seed: 0,
};
const SETTING_KEYS = ['mode', 'type', 'paragraphs', 'characters', 'fixedSeed', 'seed'] as const;
const MODES: readonly DummyTextMode[] = ['characters', 'paragraphs'];
const TYPES: readonly DummyTextType[] = ['japanese', 'lorem'];

export default function DummyTextTool() {
  const { t } = useToolTranslation(NS, locales);
  const id = useId();
  // Settings (never a secret) are remembered and put in the URL, so a link reproduces the text.
  const [settings, update] = useToolState(NS, DEFAULT_SETTINGS, SETTING_KEYS);
  const mode: DummyTextMode = settings.mode === 'paragraphs' ? 'paragraphs' : 'characters';
  const type: DummyTextType = settings.type === 'lorem' ? 'lorem' : 'japanese';
  const [charactersDraft, setCharactersDraft] = useState(String(settings.characters));
  const [seedDraft, setSeedDraft] = useState(String(settings.seed));
  const [freeSeed, setFreeSeed] = useState(randomSeed);
  // Drawn at build time, the text (made by chance) is left for the app to write.
  const leftForTheApp = useLeftForTheApp();
  const charactersInput = parseBoundedInteger(charactersDraft, CHARACTERS_MIN, CHARACTERS_MAX);
  const seedInput = parseBoundedInteger(seedDraft, 0, MAX_SEED);
  const seed = settings.fixedSeed ? settings.seed : freeSeed;
  const number = formatInteger;

  const text = useMemo(
    () =>
      generateDummyText({
        mode,
        type,
        paragraphs: settings.paragraphs,
        characters: settings.characters,
        seed,
      }),
    [mode, type, settings.paragraphs, settings.characters, seed],
  );

  const setCharacters = (draft: string) => {
    setCharactersDraft(draft);
    const parsed = parseBoundedInteger(draft, CHARACTERS_MIN, CHARACTERS_MAX);
    // An invalid entry keeps the last good text on screen; nothing typed is thrown away.
    if (parsed.ok) update({ characters: parsed.value });
  };
  const setSeed = (draft: string) => {
    setSeedDraft(draft);
    const parsed = parseBoundedInteger(draft, 0, MAX_SEED);
    if (parsed.ok) update({ seed: parsed.value });
  };
  const regenerate = () => {
    const next = randomSeed();
    if (settings.fixedSeed) setSeed(String(next));
    else setFreeSeed(next);
  };

  const limits = { min: number(CHARACTERS_MIN), max: number(CHARACTERS_MAX) };
  const radioGroup = <T extends string>(
    legend: string,
    name: string,
    options: readonly T[],
    value: T,
    onChange: (value: T) => void,
  ) => (
    <RadioFieldset
      name={`${id}-${name}`}
      legend={legend}
      layout="row"
      options={options.map((option) => ({ value: option, label: t(`${name}_${option}`) }))}
      value={value}
      onChange={onChange}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-5" aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`} className="text-lg font-semibold">
          {t('settings_heading')}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {radioGroup(t('mode_label'), 'mode', MODES, mode, (value) => update({ mode: value }))}
          {radioGroup(t('type_label'), 'type', TYPES, type, (value) => update({ type: value }))}
        </div>

        {mode === 'paragraphs' ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-paragraphs`} className="label">
              {t('paragraphs_label')}
            </label>
            <div className="flex items-center gap-4">
              <input
                id={`${id}-paragraphs`}
                type="range"
                className="w-full max-w-md accent-blue-700 dark:accent-blue-400"
                min={PARAGRAPHS_MIN}
                max={PARAGRAPHS_MAX}
                step={1}
                value={settings.paragraphs}
                aria-valuetext={t('paragraphs_value', { count: settings.paragraphs })}
                aria-describedby={`${id}-paragraphs-help`}
                onChange={(event) => update({ paragraphs: Number(event.target.value) })}
              />
              <output htmlFor={`${id}-paragraphs`} className="min-w-20 font-semibold tabular-nums">
                {t('paragraphs_value', { count: settings.paragraphs })}
              </output>
            </div>
            <p id={`${id}-paragraphs-help`} className="muted text-sm">
              {t('paragraphs_help')}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-characters`} className="label">
              {t('characters_label', limits)}
            </label>
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={`${id}-characters`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={`input w-32 tabular-nums ${charactersInput.ok ? '' : 'input-invalid'}`}
                value={charactersDraft}
                aria-invalid={!charactersInput.ok}
                aria-describedby={`${id}-characters-help ${id}-characters-error`}
                onChange={(event) => setCharacters(event.target.value)}
              />
              <div role="group" aria-label={t('presets_label')} className="flex flex-wrap gap-2">
                {CHARACTER_PRESETS.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className="btn btn-secondary aria-pressed:border-blue-700 aria-pressed:bg-blue-50 aria-pressed:text-blue-900 dark:aria-pressed:border-blue-300 dark:aria-pressed:bg-blue-950 dark:aria-pressed:text-blue-100"
                    aria-pressed={charactersInput.ok && charactersInput.value === preset}
                    onClick={() => setCharacters(String(preset))}
                  >
                    {t('preset', { count: number(preset) })}
                  </button>
                ))}
              </div>
            </div>
            <p id={`${id}-characters-help`} className="muted text-sm">
              {t('characters_help')}
            </p>
            <p id={`${id}-characters-error`} className="text-sm text-red-700 dark:text-red-300">
              {charactersInput.ok ? '' : t(`error_${charactersInput.error}`, limits)}
            </p>
          </div>
        )}

        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={settings.fixedSeed}
              onChange={(event) => {
                // Fixing the seed keeps the text now on screen.
                if (event.target.checked) setSeed(String(seed));
                update({ fixedSeed: event.target.checked });
              }}
            />
            {t('seed_fixed')}
          </label>
          {settings.fixedSeed && (
            <div className="flex flex-col gap-1 pl-6">
              <label htmlFor={`${id}-seed`} className="label">
                {t('seed_label', { max: MAX_SEED })}
              </label>
              <input
                id={`${id}-seed`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={`input w-40 tabular-nums ${seedInput.ok ? '' : 'input-invalid'}`}
                value={seedDraft}
                aria-invalid={!seedInput.ok}
                aria-describedby={`${id}-seed-help ${id}-seed-error`}
                onChange={(event) => setSeed(event.target.value)}
              />
              <p id={`${id}-seed-help`} className="muted text-sm">
                {t('seed_help')}
              </p>
              <p id={`${id}-seed-error`} className="text-sm text-red-700 dark:text-red-300">
                {seedInput.ok ? '' : t('seed_error', { max: MAX_SEED })}
              </p>
            </div>
          )}
        </div>
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-output`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-output`} className="text-lg font-semibold">
            {t('output_heading')}
          </h2>
          <p className="muted text-sm" aria-live="polite">
            {t('output_count', { count: number([...text].length) })}
          </p>
        </div>
        <textarea
          aria-label={t('output_label')}
          className="input min-h-64 resize-y"
          rows={12}
          readOnly
          value={leftForTheApp(text)}
        />
        <div className="flex flex-wrap gap-2">
          <CopyButton text={text} label={t('common:copy')} className="btn btn-primary" />
          <RefreshButton label={t('regenerate')} onClick={regenerate} />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => downloadText(t('file_name'), text, 'text/plain;charset=utf-8')}
          >
            {t('download')}
          </button>
        </div>
      </section>
    </div>
  );
}
