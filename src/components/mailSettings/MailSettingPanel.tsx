import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthContext';
import { getAccountMailSettings, type MailKind } from '../../lib/mailSettings/mailSettings';
import { unwrap } from '../../lib/query/dataQueries';
import { useMailText } from './useMailText';
import { mailKeys } from './useMailSwitch';

interface Props {
  /** The kind of mail the panel's switch is about (for the unsubscribed note). */
  kind: MailKind;
  /** The switch, given the account's address; not drawn for guests and visitors. */
  children: (email: string) => ReactNode;
  /** A panel of its own (on the to-do page), or a part of the panel it is in (a poll's). */
  framed?: boolean;
}

/**
 * The frame of a poll's or a list's mail setting: guests are told it needs an account (they
 * have no address); account holders see the switch, and a note when the account's switch in 設定 is
 * off or they unsubscribed from this kind of mail by a link.
 */
export function MailSettingPanel({ kind, children, framed = false }: Props) {
  const { t, i18n } = useMailText();
  const { user, loading } = useAuth();
  const account = user && !user.is_anonymous && user.email ? user : null;
  const settings = useQuery({
    queryKey: mailKeys.account(account?.id ?? ''),
    queryFn: async () =>
      unwrap(
        await getAccountMailSettings(
          account?.id ?? '',
          i18n.resolvedLanguage === 'en' ? 'en' : 'ja',
        ),
      ),
    enabled: account !== null,
  });
  if (loading) return null;
  return (
    <section
      aria-labelledby={`mail-setting-${kind}`}
      className={`flex flex-col gap-2 ${framed ? 'panel' : ''}`}
    >
      <h3 id={`mail-setting-${kind}`} className="font-semibold">
        {t('heading')}
      </h3>
      {account?.email ? (
        <>
          {children(account.email)}
          {settings.data && !settings.data.enabled && (
            <p className="alert-info text-sm">
              {t('account_off')} <Link to="/settings">{t('open_settings')}</Link>
            </p>
          )}
          {settings.data?.unsubscribed.includes(kind) && (
            <p className="alert-info text-sm">
              {t('unsubscribed_note')} <Link to="/settings">{t('open_settings')}</Link>
            </p>
          )}
        </>
      ) : (
        // The page's guest notice already offers the log-in.
        <p className="muted text-sm">{t('guest_note')}</p>
      )}
    </section>
  );
}
