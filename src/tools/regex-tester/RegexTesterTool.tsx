import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { FlagCheckboxes } from './FlagCheckboxes';
import { locales } from './locales';
import { PresetButtons } from './PresetButtons';
import { RegexResult } from './RegexResult';
import { normalizeFlags } from './regexFlags';
import { useRegexTester } from './useRegexTester';

export default function RegexTesterTool() {
  const { t } = useToolTranslation('regex-tester', locales);
  const tool = useRegexTester();
  const invalid = tool.compiled.status === 'invalid';

  return (
    <div className="flex flex-col gap-4">
      <div className="panel flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="regex-pattern" className="label">
            {t('pattern_label')}
          </label>
          <div className="flex items-center gap-1 font-mono">
            <span aria-hidden="true" className="text-lg text-gray-700 dark:text-gray-300">
              /
            </span>
            <input
              id="regex-pattern"
              type="text"
              className={`input min-w-0 flex-1 font-mono ${invalid ? 'input-invalid' : ''}`}
              value={tool.pattern}
              placeholder={t('pattern_placeholder')}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              aria-invalid={invalid}
              aria-describedby={invalid ? 'regex-pattern-error' : undefined}
              onChange={(event) => tool.setPattern(event.target.value)}
            />
            <span aria-hidden="true" className="text-lg text-gray-700 dark:text-gray-300">
              /{normalizeFlags(tool.flags)}
            </span>
          </div>
          {tool.compiled.status === 'invalid' && (
            <p id="regex-pattern-error" role="alert" className="alert-error text-sm">
              <span className="font-semibold">{t('invalid_pattern')}: </span>
              <span className="break-words">{tool.compiled.message || t('invalid_fallback')}</span>
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor="regex-text" className="label">
              {t('text_label')}
            </label>
            <button
              type="button"
              className="btn btn-ghost text-sm"
              onClick={() => tool.setText(t('sample'))}
            >
              {t('sample_text')}
            </button>
          </div>
          <textarea
            id="regex-text"
            className="input h-40 w-full resize-y font-mono text-sm"
            value={tool.text}
            placeholder={t('text_placeholder')}
            spellCheck={false}
            onChange={(event) => tool.setText(event.target.value)}
          />
        </div>

        <div className="grid gap-4 border-t border-gray-200 pt-4 lg:grid-cols-2 dark:border-gray-700">
          <FlagCheckboxes flags={tool.flags} onToggle={tool.toggleFlag} t={t} />
          <PresetButtons onApply={tool.applyPreset} t={t} />
        </div>

        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-gray-800 dark:text-gray-200">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={tool.replaceMode}
              onChange={(event) => tool.setReplaceMode(event.target.checked)}
            />
            {t('replace_mode')}
          </label>
          {tool.replaceMode && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="regex-replacement" className="label">
                {t('replacement_label')}
              </label>
              <input
                id="regex-replacement"
                type="text"
                className="input font-mono"
                value={tool.replacement}
                placeholder={t('replacement_placeholder')}
                spellCheck={false}
                autoComplete="off"
                aria-describedby="regex-replacement-hint"
                onChange={(event) => tool.setReplacement(event.target.value)}
              />
              <p id="regex-replacement-hint" className="muted text-sm">
                {t('replacement_hint')}
              </p>
            </div>
          )}
        </div>

        <div>
          <button type="button" className="btn btn-secondary" onClick={tool.clear}>
            {t('common:clear')}
          </button>
        </div>
      </div>

      <RegexResult
        text={tool.text}
        searchable={tool.searchable}
        running={tool.running}
        outcome={tool.outcome}
        t={t}
      />
    </div>
  );
}
