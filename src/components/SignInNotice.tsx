import { useAuth } from '../lib/auth/AuthContext';
import { useAuthModal, type AuthMode } from '../lib/auth/AuthModalContext';

interface Props {
  title: string;
  note: string;
  /** The button's text; it opens the sign-in dialog in `mode`. */
  actionLabel: string;
  mode: Extract<AuthMode, 'login' | 'signup'>;
  /**
   * `warning`: what a guest makes is kept for a while only (the data tools' guest notice);
   * `info`: a part of the tool that needs an account (saving and the saved searches).
   */
  tone: 'warning' | 'info';
  /** 'h2' where the notice stands for a section of the page. */
  titleAs?: 'h2' | 'p';
}

const TONE_CLASS = { warning: 'alert-warning', info: 'alert-info' } as const;

/**
 * Asks a visitor without an account (not signed in, or a guest) to sign in; nothing while the
 * sign-in state is still loading or for a signed-in account.
 */
export function SignInNotice({
  title,
  note,
  actionLabel,
  mode,
  tone,
  titleAs: Title = 'p',
}: Props) {
  const { user, loading } = useAuth();
  const { openAuthModal } = useAuthModal();
  if (loading || (user && !user.is_anonymous)) return null;
  return (
    <section
      className={`${TONE_CLASS[tone]} flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between`}
      aria-label={title}
    >
      <div>
        <Title className="font-semibold">{title}</Title>
        <p className="text-sm">{note}</p>
      </div>
      <button
        type="button"
        className="btn btn-secondary shrink-0 text-sm"
        onClick={() => openAuthModal(mode)}
      >
        {actionLabel}
      </button>
    </section>
  );
}
