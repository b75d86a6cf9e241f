import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { withoutHonorific } from '../../lib/mail/recipientName';
import { isValidEmail } from '../../lib/auth/validation';
import { LinkControls } from './LinkControls';
import type { ListMember } from './collaboration';
import type { TodoList } from './lists';
import { locales } from './locales';
import type { useTeam } from './useTeam';

type Team = ReturnType<typeof useTeam>;

/** The address of an edit link: /todo-share/edit/{edit_share_id}. */
export function editLinkUrl(origin: string, editShareId: string): string {
  return `${origin.replace(/\/$/, '')}/todo-share/edit/${encodeURIComponent(editShareId)}`;
}

/**
 * The owner's controls of who edits the list: the edit link, invitations by address, and the
 * people who joined (each can be removed, after a confirmation).
 */
export function TeamPanel({ list, team }: { list: TodoList; team: Team }) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="panel flex flex-col gap-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('team.heading')}
      </h2>
      <LinkControls
        id={`${id}-edit-link`}
        url={list.edit_share_id ? editLinkUrl(window.location.origin, list.edit_share_id) : null}
        onAction={team.setEditLink}
        texts={{
          heading: t('team.edit_link.heading'),
          none: t('team.edit_link.none'),
          create: t('team.edit_link.create'),
          label: t('team.edit_link.label'),
          note: t('team.edit_link.note'),
          reissue: t('team.edit_link.reissue'),
          reissueTitle: t('team.edit_link.reissue_title'),
          reissueMessage: t('team.edit_link.reissue_message'),
          stop: t('team.edit_link.stop'),
          stopTitle: t('team.edit_link.stop_title'),
          stopMessage: t('team.edit_link.stop_message'),
          cancel: t('common:cancel'),
          done: {
            share: t('team.edit_link.created'),
            reissue: t('team.edit_link.reissued'),
            stop: t('team.edit_link.stopped'),
          },
        }}
      />
      <InviteForm team={team} />
      <MemberList
        members={team.members}
        hasEditLink={list.edit_share_id !== null}
        onRemove={team.remove}
        onReissue={() => team.setEditLink('reissue')}
      />
    </section>
  );
}

function InviteForm({ team }: { team: Team }) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setMessage({ text: t('team.invite.invalid'), error: true });
      return;
    }
    setBusy(true);
    const outcome = await team.invite(address);
    setBusy(false);
    if (outcome === 'sent') {
      setEmail('');
      setMessage({ text: t('team.invite.sent', { email: address }), error: false });
    } else setMessage({ text: t(`team.invite.${outcome}`), error: true });
  };

  const withdraw = async (address: string, invitationId: string) => {
    const ok = await team.withdraw(invitationId);
    setMessage(
      ok
        ? { text: t('team.invite.withdrawn', { email: address }), error: false }
        : { text: t('team.members.failed'), error: true },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('team.invite.heading')}
      </h3>
      <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(e) => void submit(e)}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-email`} className="label">
            {t('team.invite.label')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className="input"
            autoComplete="off"
            value={email}
            maxLength={254}
            placeholder={t('team.invite.placeholder')}
            aria-describedby={`${id}-note`}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={busy || email.trim() === ''}>
          {t('team.invite.submit')}
        </button>
      </form>
      <p id={`${id}-note`} className="muted text-sm">
        {t('team.invite.note')}
      </p>
      <p
        role={message?.error ? 'alert' : 'status'}
        className={message?.error ? 'alert-error text-sm' : 'text-sm'}
      >
        {message?.text ?? ''}
      </p>
      {team.invitations.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold">{t('team.invite.pending_heading')}</h4>
          <ul className="flex flex-col gap-1">
            {team.invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center justify-between gap-2">
                <span className="min-w-0 text-sm break-all">{invitation.email}</span>
                <button
                  type="button"
                  className="btn btn-ghost text-sm"
                  aria-label={t('team.invite.withdraw_label', { email: invitation.email })}
                  onClick={() => void withdraw(invitation.email, invitation.id)}
                >
                  {t('team.invite.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function MemberList({
  members,
  hasEditLink,
  onRemove,
  onReissue,
}: {
  members: ListMember[];
  hasEditLink: boolean;
  onRemove: (userId: string) => Promise<boolean>;
  onReissue: () => Promise<boolean>;
}) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  const [confirming, setConfirming] = useState<ListMember | null>(null);
  // 「外す」 can also replace the edit link, so the same link opened elsewhere lets nobody in.
  const [reissue, setReissue] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const nameOf = (member: ListMember) => withoutHonorific(member.display_name);

  const remove = async (member: ListMember) => {
    setConfirming(null);
    const alsoReissue = reissue && hasEditLink;
    const ok = (await onRemove(member.user_id)) && (!alsoReissue || (await onReissue()));
    const done = alsoReissue ? 'team.members.removed_reissued' : 'team.members.removed';
    setStatus(
      ok
        ? { text: t(done, { name: nameOf(member) }), error: false }
        : { text: t('team.members.failed'), error: true },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('team.members.heading')}
      </h3>
      {members.length === 0 ? (
        <p className="muted text-sm">{t('team.members.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="todo-members">
          {members.map((member) => (
            <li key={member.user_id} className="flex items-center justify-between gap-2">
              <span className="min-w-0">
                <span className="block break-words">{member.display_name}</span>
                <span className="muted block text-xs">{t(`team.members.via_${member.via}`)}</span>
              </span>
              <button
                type="button"
                className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
                aria-label={t('team.members.remove_label', { name: nameOf(member) })}
                onClick={() => {
                  setReissue(false);
                  setConfirming(member);
                }}
              >
                {t('team.members.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p
        role={status?.error ? 'alert' : 'status'}
        className={status?.error ? 'alert-error text-sm' : 'text-sm'}
      >
        {status?.text ?? ''}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        title={t('team.members.remove_title', { name: confirming ? nameOf(confirming) : '' })}
        message={t('team.members.remove_message', { name: confirming ? nameOf(confirming) : '' })}
        confirmLabel={t('team.members.remove')}
        cancelLabel={t('common:cancel')}
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {hasEditLink && (
          <div className="mt-4 flex flex-col gap-1">
            <label className="flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="checkbox"
                checked={reissue}
                aria-describedby={`${id}-reissue-note`}
                onChange={(event) => setReissue(event.target.checked)}
              />
              {t('team.members.reissue_label')}
            </label>
            <p id={`${id}-reissue-note`} className="muted text-sm">
              {t('team.members.reissue_note')}
            </p>
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
