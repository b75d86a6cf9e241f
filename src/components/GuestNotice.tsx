import { useAuth } from '../lib/auth/AuthContext';
import { useAuthModal } from '../lib/auth/AuthModalContext';

interface Props {
  title: string;
  note: string;
  loginLabel: string;
}

/** The warning guests see on tools that save data: kept 30 days unless they sign in. */
export function GuestNotice({ title, note, loginLabel }: Props) {
  const { user, loading } = useAuth();
  const { openAuthModal } = useAuthModal();
  if (loading || (user && !user.is_anonymous)) return null;
  return (
    <section
      className="alert-warning flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      aria-label={title}
    >
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{note}</p>
      </div>
      <button
        type="button"
        className="btn btn-secondary shrink-0 text-sm"
        onClick={() => openAuthModal('signup')}
      >
        {loginLabel}
      </button>
    </section>
  );
}
