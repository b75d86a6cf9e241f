import { getPollAnswersMail, savePollAnswersMail } from '../../lib/mailSettings/mailSettings';
import { useMailText } from './useMailText';
import { MailSettingPanel } from './MailSettingPanel';
import { MailSwitch } from './MailSwitch';
import { mailKeys, useMailSwitch } from './useMailSwitch';

/** The poll owner's switch for mails about answers to this poll. */
export function PollMailSetting({ scheduleId }: { scheduleId: string }) {
  return (
    <MailSettingPanel kind="poll_answers">
      {(email) => <PollAnswersSwitch scheduleId={scheduleId} email={email} />}
    </MailSettingPanel>
  );
}

function PollAnswersSwitch({ scheduleId, email }: { scheduleId: string; email: string }) {
  const { t } = useMailText();
  const setting = useMailSwitch(
    mailKeys.poll(scheduleId),
    () => getPollAnswersMail(scheduleId),
    (on) => savePollAnswersMail(scheduleId, on),
  );
  if (setting.loadFailed) return <p className="alert-error text-sm">{t('load_failed')}</p>;
  return (
    <MailSwitch
      label={t('poll_answers_label')}
      help={t('poll_answers_help', { email })}
      checked={setting.on}
      onChange={(on) => void setting.change(on)}
      status={setting.status}
      savedText={t('saved')}
      failedText={t('save_failed')}
    />
  );
}
