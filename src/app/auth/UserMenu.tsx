import type { User } from '@supabase/supabase-js';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { User as UserIcon } from '../../components/firstPaintIcons';
import { signOut } from '../../lib/auth/authActions';

function fullNameOf(user: User): string {
  const name: unknown = user.user_metadata?.full_name;
  return typeof name === 'string' ? name.trim() : '';
}

/** A disclosure: the button toggles a panel with the account, settings and logout. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const name = fullNameOf(user);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onLogout = async () => {
    const result = await signOut();
    setFailed(!result.ok);
    if (result.ok) {
      setOpen(false);
      navigate('/');
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className="btn btn-secondary max-w-48 text-sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('account.menu_label')}: ${name || user.email || ''}`}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon className="h-4 w-4 shrink-0" />
        <span className="truncate">{name || user.email}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="panel absolute right-0 z-40 mt-2 flex w-64 flex-col gap-2 text-sm"
        >
          <p className="font-semibold break-all" data-testid="user-menu-name">
            {name || t('account.name_not_set')}
          </p>
          <p className="muted break-all">{user.email}</p>
          <hr className="border-gray-200 dark:border-gray-700" />
          <Link
            to="/settings"
            className="btn btn-ghost justify-start"
            onClick={() => setOpen(false)}
          >
            {t('account.settings')}
          </Link>
          <button
            type="button"
            className="btn btn-ghost justify-start"
            onClick={() => void onLogout()}
          >
            {t('account.logout')}
          </button>
          {failed && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t('account.logout_failed')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
