import { useEffect, useState } from 'react';
import { Link, useParams } from '../../lib/router';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { AnswerForm } from '../../tools/schedule-share/AnswerForm';
import { AnswerMatrix } from '../../tools/schedule-share/AnswerMatrix';
import { locales } from '../../tools/schedule-share/locales';
import { OptionSummary } from '../../tools/schedule-share/OptionSummary';
import { getSharedSchedule, type SharedSchedule } from '../../tools/schedule-share/schedules';
import { bestOptionIds, tallyOptions } from '../../tools/schedule-share/tally';

type State =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'shown'; poll: SharedSchedule };

/** Public poll page: current answers and the answer form; no account, no tool frame. */
export default function SharedSchedulePage() {
  const { t, i18n } = useToolTranslation('schedule-share', locales);
  const { shareId = '' } = useParams();
  const language = currentLanguage(i18n.resolvedLanguage);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [sent, setSent] = useState(false);
  usePageMeta(state.kind === 'shown' ? state.poll.schedule.title : t('shared.title_fallback'));

  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void getSharedSchedule(shareId).then((result) => {
      if (cancelled) return;
      if (result.ok) setState({ kind: 'shown', poll: result.data });
      else setState({ kind: result.error.kind === 'not_found' ? 'not_found' : 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [shareId, reloads]);

  const poll = state.kind === 'shown' ? state.poll : null;
  const tallies = poll
    ? tallyOptions(
        poll.options.map((option) => option.id),
        poll.answers,
      )
    : [];
  const best = new Set(bestOptionIds(tallies));

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold break-words">
        {poll ? poll.schedule.title : t('shared.title_fallback')}
      </h1>
      {state.kind === 'loading' && <p role="status">{t('shared.loading')}</p>}
      {state.kind === 'not_found' && (
        <p role="alert" className="alert-warning">
          {t('shared.not_found')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert-error">
          {t('shared.load_failed')}
        </p>
      )}
      {poll && (
        <>
          {poll.schedule.description && (
            <p className="break-words whitespace-pre-wrap">{poll.schedule.description}</p>
          )}
          {sent && (
            <p role="status" className="alert-success">
              {t('shared.sent')}
            </p>
          )}
          <AnswerForm
            key={sent ? 'after-send' : 'form'}
            shareId={shareId}
            options={poll.options}
            language={language}
            onSent={() => {
              setSent(true);
              setReloads((count) => count + 1);
            }}
          />
          <section aria-labelledby="shared-options" className="panel flex flex-col gap-3">
            <h2 id="shared-options" className="text-lg font-semibold">
              {t('shared.options_heading')}
            </h2>
            <ul className="flex flex-col gap-2">
              {poll.options.map((option) => (
                <li
                  key={option.id}
                  className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
                >
                  <OptionSummary
                    option={option}
                    tally={tallies.find((tally) => tally.optionId === option.id)}
                    best={best.has(option.id)}
                    language={language}
                  />
                </li>
              ))}
            </ul>
            <AnswerMatrix options={poll.options} answers={poll.answers} language={language} />
          </section>
        </>
      )}
      <Link to="/" className="self-start">
        {t('shared.home')}
      </Link>
    </div>
  );
}
