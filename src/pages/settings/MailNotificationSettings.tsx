import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MailSwitch } from '../../components/mailSettings/MailSwitch';
import { useMailText } from '../../components/mailSettings/useMailText';
import { mailKeys, type SaveStatus } from '../../components/mailSettings/useMailSwitch';
import {
  getAccountMailSettings,
  resumeMail,
  saveAccountMailSettings,
  type AccountMailSettings,
  type MailKind,
  type MailLanguage,
} from '../../lib/mailSettings/mailSettings';
import { unwrap } from '../../lib/query/dataQueries';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import { withDataQueries } from '../../lib/query/withDataQueries';

interface Props {
  userId: string;
  email: string;
}

type Change = { enabled: boolean } | { language: MailLanguage } | { resume: MailKind };

/** 設定's mail section: the account-wide switch, the mails' language, unsubscribes to undo. */
function MailNotificationSettings({ userId, email }: Props) {
  const { t, i18n } = useMailText();
  const queryKey = mailKeys.account(userId);
  const settings = useQuery({
    queryKey,
    queryFn: async () =>
      unwrap(await getAccountMailSettings(userId, i18n.resolvedLanguage === 'en' ? 'en' : 'ja')),
  });
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [resumed, setResumed] = useState<MailKind | null>(null);
  const mutation = useCacheMutation<AccountMailSettings, Change, null>({
    queryKey,
    write: (change) =>
      'resume' in change ? resumeMail(change.resume) : saveAccountMailSettings(userId, change),
    optimistic: (current, change) =>
      'resume' in change
        ? {
            ...current,
            unsubscribed: current.unsubscribed.filter((kind) => kind !== change.resume),
          }
        : { ...current, ...change },
  });
  // Controls follow the click in the same render; the cache's value comes a moment later.
  const [clicked, setClicked] = useState<Partial<AccountMailSettings>>({});
  const change = async (next: Change) => {
    if (!('resume' in next)) setClicked(next);
    const result = await mutation.run(next);
    setClicked({});
    setStatus(result.ok ? 'saved' : 'failed');
    setResumed(result.ok && 'resume' in next ? next.resume : null);
  };

  const data = settings.data && { ...settings.data, ...clicked };
  return (
    <section aria-labelledby="mail-settings" className="panel flex flex-col gap-4">
      <h2 id="mail-settings" className="text-lg font-semibold">
        {t('account_heading')}
      </h2>
      {settings.isError && <p className="alert-error text-sm">{t('load_failed')}</p>}
      <p className="text-sm break-all" data-testid="mail-address">
        {t('account_address', { email })}
      </p>
      <MailSwitch
        label={t('account_enabled')}
        help={t('account_enabled_help')}
        checked={data?.enabled}
        onChange={(enabled) => void change({ enabled })}
        status={status}
        savedText={resumed ? t('account_resumed', { kind: t(`kind_${resumed}`) }) : t('saved')}
        failedText={t('save_failed')}
      />
      <fieldset className="flex flex-col gap-2" disabled={!data}>
        <legend className="label">{t('account_language')}</legend>
        <div className="flex gap-4">
          {(['ja', 'en'] as const).map((language) => (
            <label key={language} className="flex items-center gap-2">
              <input
                type="radio"
                name="mail-language"
                value={language}
                checked={data?.language === language}
                onChange={() => void change({ language })}
              />
              <span lang={language}>{language === 'ja' ? '日本語' : 'English'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {data && data.unsubscribed.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('account_unsubscribed')}</h3>
          <ul className="flex flex-col gap-2">
            {data.unsubscribed.map((kind) => (
              <li key={kind} className="flex flex-wrap items-center gap-2">
                <span>{t(`kind_${kind}`)}</span>
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  onClick={() => void change({ resume: kind })}
                >
                  {t('account_resume', { kind: t(`kind_${kind}`) })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export default withDataQueries(MailNotificationSettings);
