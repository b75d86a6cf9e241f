import { useAuthModal } from '../../lib/auth/AuthModalContext';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

interface Props {
  title: string;
  note: string;
  /** 'h2' where the notice stands for a section of the page (the saved searches). */
  titleAs?: 'h2' | 'p';
}

/** What a visitor who is not signed in sees in place of saving or the saved searches. */
export function SignInNotice({ title, note, titleAs: Title = 'p' }: Props) {
  const { t } = useToolTranslation('book-concierge', locales);
  const { openAuthModal } = useAuthModal();
  return (
    <section
      className="alert-info flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      aria-label={title}
    >
      <div>
        <Title className="font-semibold">{title}</Title>
        <p className="text-sm">{note}</p>
      </div>
      <button
        type="button"
        className="btn btn-secondary shrink-0 text-sm"
        onClick={() => openAuthModal('login')}
      >
        {t('save.guest_login')}
      </button>
    </section>
  );
}
