import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/AuthContext';
import { useAuthModal } from '../../lib/auth/AuthModalContext';
import { lazy, Suspense } from 'react';

// Only signed-in visitors need the menu (and the sign-out code behind it).
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/** The header's account area: the user menu when signed in, else the login button. */
export function AccountSlot() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { openAuthModal } = useAuthModal();
  if (user && !user.is_anonymous) {
    return (
      <Suspense fallback={<span className="h-9 w-24" aria-hidden="true" />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      {user?.is_anonymous && (
        <span
          className="rounded-full bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100"
          title={t('account.guest_badge_hint')}
        >
          {t('account.guest_badge')}
        </span>
      )}
      <button
        type="button"
        className="btn btn-primary text-sm"
        onClick={() => openAuthModal('login')}
      >
        {t('account.login')}
      </button>
    </>
  );
}
