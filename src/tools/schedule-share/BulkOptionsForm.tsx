import { useMemo, useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { OptionSlotText } from './OptionSlotText';
import { parseOptionLines } from './parseOptionLines';
import type { NewOption } from './schedules';
import Check from 'lucide-react/icons/check';

const WEEKDAYS = { ja: '日月火水木金土', en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] };

/** One candidate per line, as in 調整さん: a live preview, every unreadable line explained. */
export function BulkOptionsForm({
  language,
  onAdd,
}: {
  language: 'ja' | 'en';
  onAdd: (options: NewOption[]) => Promise<boolean>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const parsed = useMemo(() => parseOptionLines(text, new Date()), [text]);
  const options = parsed.flatMap((line) => (line.kind === 'option' ? [line] : []));
  const problems = parsed.flatMap((line) => (line.kind === 'problem' ? [line] : []));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (options.length === 0) return;
    setSending(true);
    const added = await onAdd(
      options.map(({ optionKind, start, end, label }) => ({ kind: optionKind, start, end, label })),
    );
    setSending(false);
    // Lines that could not be read stay, to be corrected; the added ones go.
    if (added) setText(problems.map((problem) => problem.source).join('\n'));
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor="option-lines" className="label">
          {t('bulk.label')}
        </label>
        <textarea
          id="option-lines"
          className="input min-h-32 font-mono"
          value={text}
          placeholder={t('bulk.placeholder')}
          aria-describedby="option-lines-hint"
          onChange={(e) => setText(e.target.value)}
        />
        <p id="option-lines-hint" className="muted text-sm">
          {t('bulk.hint')}
        </p>
      </div>
      {parsed.length > 0 && (
        <div aria-live="polite" className="flex flex-col gap-2">
          {options.length > 0 && (
            <section aria-labelledby="bulk-preview">
              <h4 id="bulk-preview" className="text-sm font-semibold">
                {t('bulk.preview', { count: options.length })}
              </h4>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {options.map((option) => (
                  <li key={option.line} className="flex flex-wrap gap-x-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0" />
                    {option.optionKind === 'text' && (
                      <span className="rounded border border-gray-400 px-1 text-xs dark:border-gray-500">
                        {t('bulk.text_badge')}
                      </span>
                    )}
                    <span className="font-medium break-words">
                      <OptionSlotText
                        option={{
                          kind: option.optionKind,
                          date_time: option.start?.toISOString() ?? null,
                          end_time: option.end?.toISOString() ?? null,
                          label: option.label,
                        }}
                        language={language}
                        local={false}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {problems.length > 0 && (
            <section aria-labelledby="bulk-problems" className="alert-warning text-sm">
              <h4 id="bulk-problems" className="font-semibold">
                {t('bulk.problems', { count: problems.length })}
              </h4>
              <ul className="mt-1 flex flex-col gap-1">
                {problems.map((problem) => (
                  <li key={problem.line}>
                    <span className="font-mono break-all">
                      {t('bulk.line', { line: problem.line, text: problem.source })}
                    </span>
                    {' — '}
                    {t(`bulk.problem.${problem.problem}`, {
                      weekday:
                        problem.weekday === undefined ? '' : WEEKDAYS[language][problem.weekday],
                    })}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={options.length === 0 || sending}
      >
        {/* Not 「0件の候補を追加」 on an empty form. */}
        {options.length === 0 ? t('bulk.add_none') : t('bulk.add', { count: options.length })}
      </button>
    </form>
  );
}
