import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/AuthContext';
import { useAuthModal } from '../../lib/auth/AuthModalContext';
import { formatTokyoDate } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { registerToolLocales } from '../../lib/i18n/toolLocales';
import { LANGUAGES } from '../../lib/i18n/types';
import { usePageMeta } from '../../lib/usePageMeta';
import { DangerZone } from './DangerZone';
import { locales } from './locales';
import CalendarFeedSettings from './CalendarFeedSettings';
import MailNotificationSettings from './MailNotificationSettings';
import { TwoFactorSection } from './TwoFactorSection';
import { UsernameForm } from './UsernameForm';

registerToolLocales('settings', locales);

export default function SettingsPage() {
  const { t, i18n } = useTranslation('settings');
  const { user, loading } = useAuth();
  const { openAuthModal } = useAuthModal();
  usePageMeta(t('title'), t('description'));
  const language = currentLanguage(i18n.resolvedLanguage);

  const heading = <h1 className="text-2xl font-bold">{t('title')}</h1>;
  if (loading) return heading;
  if (!user || user.is_anonymous) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
        {heading}
        <p>{t('login_required')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openAuthModal('login')}>
          {t('login')}
        </button>
      </section>
    );
  }

  const fullName =
    typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name.trim() : '';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      {heading}
      <section aria-labelledby="account-info" className="panel flex flex-col gap-4">
        <h2 id="account-info" className="text-lg font-semibold">
          {t('account')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="muted">{t('email')}</dt>
          <dd className="break-all" data-testid="settings-email">
            {user.email}
          </dd>
          <dt className="muted">{t('username')}</dt>
          <dd data-testid="settings-username">{fullName || t('not_set')}</dd>
          <dt className="muted">{t('created_at')}</dt>
          <dd data-testid="settings-created">{formatTokyoDate(user.created_at, language)}</dd>
        </dl>
        <UsernameForm current={fullName} />
      </section>
      <TwoFactorSection user={user} />
      <section aria-labelledby="language-setting" className="panel">
        <h2 id="language-setting" className="text-lg font-semibold">
          {t('language')}
        </h2>
        <fieldset className="mt-2 flex gap-4">
          <legend className="sr-only">{t('language')}</legend>
          {LANGUAGES.map((code) => (
            <label key={code} className="flex items-center gap-2">
              <input
                type="radio"
                name="language"
                value={code}
                checked={language === code}
                onChange={() => void i18n.changeLanguage(code)}
              />
              <span lang={code}>{t(`language_${code}`)}</span>
            </label>
          ))}
        </fieldset>
      </section>
      {user.email && <MailNotificationSettings userId={user.id} email={user.email} />}
      <CalendarFeedSettings language={language} />
      <DangerZone />
    </div>
  );
}
