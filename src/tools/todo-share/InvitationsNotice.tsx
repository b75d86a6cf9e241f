import { useId, useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { withoutHonorific } from '../../lib/mail/recipientName';
import { locales } from './locales';
import type { useMyInvitations } from './useTeam';

/** Invitations to other people's lists, waiting for the user: join (then shown) or decline. */
export function InvitationsNotice({
  invitations,
  onJoined,
}: {
  invitations: ReturnType<typeof useMyInvitations>;
  onJoined: (listId: string) => void;
}) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  const [failed, setFailed] = useState(false);
  if (invitations.invitations.length === 0 && !failed) return null;
  const listName = (name: string | null) => name ?? t('lists.default_name');

  const answer = async (invitationId: string, accept: boolean) => {
    const result = await invitations.answer(invitationId, accept);
    setFailed(!result.ok);
    if (result.ok && result.data) onJoined(result.data);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="alert-info flex flex-col gap-2">
      <h2 id={`${id}-heading`} className="font-semibold">
        {t('team.invitations.heading')}
      </h2>
      <ul className="flex flex-col gap-2">
        {invitations.invitations.map((invitation) => {
          const name = listName(invitation.list_name);
          return (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {invitation.owner_name
                  ? t('team.invitations.from', {
                      owner: withoutHonorific(invitation.owner_name),
                      name,
                    })
                  : t('team.invitations.from_unknown', { name })}
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-primary text-sm"
                  aria-label={t('team.invitations.accept_label', { name })}
                  onClick={() => void answer(invitation.id, true)}
                >
                  {t('team.invitations.accept')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  aria-label={t('team.invitations.decline_label', { name })}
                  onClick={() => void answer(invitation.id, false)}
                >
                  {t('team.invitations.decline')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className="alert-error text-sm">
          {t('team.invitations.failed')}
        </p>
      )}
    </section>
  );
}
