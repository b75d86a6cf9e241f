import { useId, useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useToolState } from '../../lib/useToolState';
import { visibleCharacter } from './visibleCharacter';
import { locales } from './locales';
import { StatList } from './StatList';
import { useCountInWorker } from './useCountInWorker';
import { XLengthPanel } from './XLengthPanel';
import { HelpPanel } from '../../components/HelpPanel';
import { LargeTextField } from '../../components/largeText/LargeTextField';
import { formatInteger } from '../../lib/format';

const NS = 'char-counter';
const DEFAULT_SETTINGS = { crlf: false };
const SETTING_KEYS = ['crlf'] as const;

export default function CharCounterTool() {
  const { t } = useToolTranslation(NS, locales);
  const id = useId();
  // The text stays in this page only (it may be confidential); the option is remembered.
  const [text, setText] = useState('');
  const [settings, updateSettings] = useToolState(NS, DEFAULT_SETTINGS, SETTING_KEYS);
  const { stats, counting, failure } = useCountInWorker(text, {
    lineBreakBytes: settings.crlf ? 2 : 1,
  });
  const number = formatInteger;
  const shiftJis = stats.shiftJis;

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-3">
        <LargeTextField
          id={`${id}-text`}
          label={t('input_label')}
          className="input min-h-56 resize-y"
          rows={10}
          value={text}
          placeholder={t('input_placeholder')}
          onChange={setText}
        />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={settings.crlf}
              onChange={(event) => updateSettings({ crlf: event.target.checked })}
              aria-describedby={`${id}-crlf-help`}
            />
            <span>
              {t('crlf_option')}
              <span id={`${id}-crlf-help`} className="muted block text-sm">
                {t('crlf_help')}
              </span>
            </span>
          </label>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={text === ''}
            onClick={() => setText('')}
          >
            {t('common:clear')}
          </button>
        </div>
        <p role="status" className="muted min-h-5 text-sm">
          {counting ? t('counting') : ''}
        </p>
        {failure && (
          <p role="alert" className={failure === 'timeout' ? 'alert-warning' : 'alert-error'}>
            {t(failure === 'timeout' ? 'timeout' : 'worker_failed')}
          </p>
        )}
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-basic`}>
        <h2 id={`${id}-basic`} className="text-lg font-semibold">
          {t('basic_heading')}
        </h2>
        <StatList
          stats={[
            {
              label: t('total'),
              value: number(stats.total),
              unit: t('unit_chars'),
              note: t('total_note'),
            },
            {
              label: t('without_spaces'),
              value: number(stats.withoutSpaces),
              unit: t('unit_chars'),
            },
            {
              label: t('without_line_breaks'),
              value: number(stats.withoutLineBreaks),
              unit: t('unit_chars'),
            },
            { label: t('lines'), value: number(stats.lines), unit: t('unit_lines') },
            { label: t('words'), value: number(stats.words), unit: t('unit_words') },
            { label: t('bytes'), value: number(stats.bytes), unit: t('unit_bytes') },
          ]}
        />
      </section>

      <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-japanese`}>
        <h2 id={`${id}-japanese`} className="text-lg font-semibold">
          {t('japanese_heading')}
        </h2>
        <StatList
          stats={[
            { label: t('full_width'), value: number(stats.fullWidth), unit: t('unit_chars') },
            { label: t('half_width'), value: number(stats.halfWidth), unit: t('unit_chars') },
            {
              label: t('manuscript'),
              value: t('manuscript_value', { pages: number(stats.manuscript.pages) }),
              note: t('manuscript_note', {
                rows: number(stats.manuscript.rows),
                last: number(stats.manuscript.rowsOnLastPage),
              }),
            },
            {
              label: t('shift_jis'),
              value: shiftJis ? number(shiftJis.bytes) : '—',
              unit: shiftJis ? t('unit_bytes') : undefined,
              note: shiftJis ? undefined : t('shift_jis_unavailable'),
            },
          ]}
        />
        {shiftJis && shiftJis.unrepresentableCount > 0 && (
          <p className="alert-warning text-sm">
            {t('shift_jis_unrepresentable', {
              count: number(shiftJis.unrepresentableCount),
              chars: shiftJis.unrepresentable.map(visibleCharacter).join(' '),
            })}
          </p>
        )}
      </section>

      <XLengthPanel t={t} text={text} wait={counting} />

      <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-detail`}>
        <h2 id={`${id}-detail`} className="text-lg font-semibold">
          {t('detail_heading')}
        </h2>
        <StatList
          stats={[
            { label: t('graphemes'), value: number(stats.total) },
            { label: t('code_points'), value: number(stats.codePoints) },
            { label: t('code_units'), value: number(stats.codeUnits), note: t('code_units_note') },
          ]}
        />
      </section>

      <HelpPanel
        heading={t('help_heading')}
        items={t('help_items', { returnObjects: true }) as string[]}
      />
    </div>
  );
}
