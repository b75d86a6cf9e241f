import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { formatMailText } from '../../lib/mail/mailText';
import { DecidedCalendarActions } from './DecidedCalendarActions';
import { buildDecisionNotice, type DecidedPoll } from './decision';
import { locales } from './locales';
import { OptionSlotText } from './OptionSlotText';

/** The decided date, its calendar entries, a notice ready to send, and the undo (asked first). */
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
  const [confirming, setConfirming] = useState(false);
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
      <p className="text-lg font-semibold break-words">
        <OptionSlotText option={poll.option} language={language} />
      </p>
      <p className="muted text-sm">{t('decision.closed_note')}</p>
      <DecidedCalendarActions poll={poll} language={language} />
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
        <textarea
          id="decision-notice"
          className="input min-h-56 w-full min-w-0 text-sm"
          readOnly
          value={text}
        />
        <CopyButton
          text={text}
          label={t('decision.copy_notice')}
          className="btn btn-primary self-start"
        />
      </div>
      <button
        type="button"
        className="btn btn-ghost self-start text-sm"
        onClick={() => setConfirming(true)}
      >
        {t('decision.undo')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('decision.confirm_undo_title')}
        message={t('decision.confirm_undo')}
        confirmLabel={t('decision.undo')}
        cancelLabel={t('decision.keep')}
        onConfirm={() => {
          setConfirming(false);
          void onUndo();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
