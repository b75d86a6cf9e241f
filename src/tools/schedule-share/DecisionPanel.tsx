import { useState } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { formatMailText } from '../../lib/mail/mailText';
import { DecidedCalendarActions } from './DecidedCalendarActions';
import { buildDecisionNotice, type DecidedPoll } from './decision';
import { locales } from './locales';
import { formatOptionSlot } from './optionTime';

/** The decided date, its calendar entries, a notice ready to send, and the undo. */
export function DecisionPanel({
  poll,
  pollLink,
  language,
  onUndo,
}: {
  poll: DecidedPoll;
  pollLink: string;
  language: 'ja' | 'en';
  onUndo: () => Promise<boolean>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [noticeLanguage, setNoticeLanguage] = useState<'ja' | 'en'>(language);
  const notice = buildDecisionNotice(poll, noticeLanguage, pollLink);
  const text = formatMailText(notice, noticeLanguage);

  return (
    <section
      aria-labelledby="decision-heading"
      className="flex flex-col gap-3 rounded-lg border-2 border-green-700 p-4 dark:border-green-400"
    >
      <h3 id="decision-heading" className="font-semibold">
        {t('decision.heading')}
      </h3>
      <p className="text-lg font-semibold">
        {formatOptionSlot(poll.option, language)}
        {poll.option.label && <span className="muted ml-2 text-sm">{poll.option.label}</span>}
      </p>
      <p className="muted text-sm">{t('decision.closed_note')}</p>
      <DecidedCalendarActions poll={poll} />
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">{t('decision.notice_heading')}</h4>
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">{t('decision.notice_language')}</legend>
          {(['ja', 'en'] as const).map((value) => (
            <label key={value} className="flex items-center gap-1">
              <input
                type="radio"
                name="notice-language"
                checked={noticeLanguage === value}
                onChange={() => setNoticeLanguage(value)}
              />
              {t(`decision.notice_${value}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="decision-notice" className="sr-only">
          {t('decision.notice_heading')}
        </label>
        <textarea id="decision-notice" className="input min-h-56 text-sm" readOnly value={text} />
        <CopyButton
          text={text}
          label={t('decision.copy_notice')}
          className="btn btn-primary self-start"
        />
      </div>
      <button
        type="button"
        className="btn btn-ghost self-start text-sm"
        onClick={() => void onUndo()}
      >
        {t('decision.undo')}
      </button>
    </section>
  );
}
