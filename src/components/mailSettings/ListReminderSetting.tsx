import { useAuth } from '../../lib/auth/AuthContext';
import { getListReminders, saveListReminders } from '../../lib/mailSettings/mailSettings';
import { useMailText } from './useMailText';
import { MailSettingPanel } from './MailSettingPanel';
import { MailSwitch } from './MailSwitch';
import { mailKeys, useMailSwitch } from './useMailSwitch';

/** A list's morning mail of due tasks, for the person viewing it (owner or collaborator). */
export function ListReminderSetting({ listId }: { listId: string }) {
  return (
    <MailSettingPanel kind="todo_reminders" framed>
      {(email) => <ListRemindersSwitch listId={listId} email={email} />}
    </MailSettingPanel>
  );
}

function ListRemindersSwitch({ listId, email }: { listId: string; email: string }) {
  const { t } = useMailText();
  const userId = useAuth().user?.id ?? '';
  const setting = useMailSwitch(
    mailKeys.list(listId, userId),
    () => getListReminders(listId, userId),
    (on) => saveListReminders(listId, userId, on),
  );
  if (setting.loadFailed) return <p className="alert-error text-sm">{t('load_failed')}</p>;
  return (
    <MailSwitch
      label={t('list_reminders_label')}
      help={t('list_reminders_help', { email })}
      checked={setting.on}
      onChange={(on) => void setting.change(on)}
      status={setting.status}
      savedText={t('saved')}
      failedText={t('save_failed')}
    />
  );
}
