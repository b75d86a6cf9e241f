import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAuth } from '../../lib/auth/AuthContext';
import { isGuest } from '../../lib/auth/authActions';
import { formatTokyoDateTime } from '../../lib/dates';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { unwrap } from '../../lib/query/dataQueries';
import {
  INVITATION_LIMIT,
  inviteAddresses,
  listInvitations,
  nextResendAt,
  parseAddresses,
  resendInvitation,
  withdrawInvitation,
  type InvitationRefusal,
  type PollInvitation,
} from './invitations';
import { locales } from './locales';
import { scheduleKeys } from './scheduleKeys';

interface Props {
  scheduleId: string;
  language: 'ja' | 'en';
}

type Notice =
  | { kind: 'invited'; count: number }
  | { kind: 'resent'; email: string }
  | { kind: 'withdrawn'; email: string }
  | { kind: 'withdraw_failed' }
  | { kind: 'invalid'; addresses: string[] }
  | { kind: 'refused'; refusal: InvitationRefusal };

/**
 * Invitations by address: each address gets its personal link by mail; the owner sees who has
 * answered and who not yet (live), and may mail a reminder to one who has not, once a day.
 * Accounts only (a guest is asked to sign up: mail needs a confirmed sender).
 */
export function InvitationPanel({ scheduleId, language }: Props) {
  const { t } = useToolTranslation('schedule-share', locales);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const ids = useId();
  const queryKey = scheduleKeys.invitations(scheduleId);
  const guest = isGuest(user);
  const query = useQuery({
    queryKey,
    queryFn: async () => unwrap(await listInvitations(scheduleId)),
    enabled: !guest,
  });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [withdrawing, setWithdrawing] = useState<PollInvitation | null>(null);
  const invitations = query.data ?? [];
  const answered = invitations.filter((invitation) => invitation.answered_at !== null).length;
  const date = (value: string | Date) => formatTokyoDateTime(value, language, { hourCycle: 'h23' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { valid, invalid } = parseAddresses(text);
    if (invalid.length > 0 || valid.length === 0) {
      setNotice({ kind: 'invalid', addresses: invalid });
      return;
    }
    setBusy(true);
    const outcome = await inviteAddresses(scheduleId, valid);
    setBusy(false);
    if (!outcome.ok) {
      setNotice({ kind: 'refused', refusal: outcome.refusal });
      return;
    }
    setText('');
    setNotice({ kind: 'invited', count: outcome.data });
    void queryClient.invalidateQueries({ queryKey });
  };

  const resend = async (invitation: PollInvitation) => {
    setBusy(true);
    const outcome = await resendInvitation(invitation.id);
    setBusy(false);
    setNotice(
      outcome.ok
        ? { kind: 'resent', email: invitation.email }
        : { kind: 'refused', refusal: outcome.refusal },
    );
    void queryClient.invalidateQueries({ queryKey });
  };

  const withdraw = async (invitation: PollInvitation) => {
    setWithdrawing(null);
    setBusy(true);
    const result = await withdrawInvitation(invitation.id);
    setBusy(false);
    setNotice(
      result.ok ? { kind: 'withdrawn', email: invitation.email } : { kind: 'withdraw_failed' },
    );
    void queryClient.invalidateQueries({ queryKey });
  };
  const succeeded =
    notice?.kind === 'invited' || notice?.kind === 'resent' || notice?.kind === 'withdrawn';

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-3">
      <h3 id={`${ids}-heading`} className="font-semibold">
        {t('invite.heading')}
      </h3>
      {guest ? (
        <p className="muted text-sm">{t('invite.needs_account')}</p>
      ) : (
        <>
          <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
            <label htmlFor={`${ids}-addresses`} className="label">
              {t('invite.addresses')}
            </label>
            <textarea
              id={`${ids}-addresses`}
              className="input min-h-20"
              value={text}
              aria-describedby={`${ids}-help`}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={`${ids}-help`} className="muted text-sm">
              {t('invite.help', { limit: INVITATION_LIMIT })}
            </p>
            <button type="submit" className="btn btn-primary self-start" disabled={busy}>
              {t('invite.submit')}
            </button>
          </form>
          {notice && (
            <p
              role={succeeded ? 'status' : 'alert'}
              className={succeeded ? 'alert-success' : 'alert-error'}
            >
              {notice.kind === 'invited'
                ? t('invite.invited', { count: notice.count })
                : notice.kind === 'resent' || notice.kind === 'withdrawn'
                  ? t(`invite.${notice.kind}`, { email: notice.email })
                  : notice.kind === 'withdraw_failed'
                    ? t('invite.withdraw_failed')
                    : notice.kind === 'invalid'
                      ? notice.addresses.length > 0
                        ? t('invite.invalid', { addresses: notice.addresses.join('、') })
                        : t('invite.empty')
                      : t(`invite.refused_${notice.refusal}`)}
            </p>
          )}
          {query.isError && (
            <p role="alert" className="alert-error">
              {t('invite.load_failed')}
            </p>
          )}
          {invitations.length > 0 && (
            <>
              <p className="text-sm font-semibold" aria-live="polite">
                {t('invite.summary', { answered, total: invitations.length })}
              </p>
              <ul className="flex flex-col gap-2" aria-label={t('invite.list_label')}>
                {invitations.map((invitation) => {
                  const waitUntil = nextResendAt(invitation, query.dataUpdatedAt);
                  return (
                    <li
                      key={invitation.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-2 text-sm dark:border-gray-700"
                    >
                      <span className="min-w-0 font-medium break-all">{invitation.email}</span>
                      {invitation.answered_at ? (
                        <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-green-300 dark:text-gray-900">
                          {t('invite.answered')}
                        </span>
                      ) : (
                        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                          {t('invite.waiting')}
                        </span>
                      )}
                      <span className="muted text-xs">
                        {invitation.answered_at
                          ? t('invite.answered_at', { date: date(invitation.answered_at) })
                          : t('invite.sent_at', {
                              date: date(invitation.last_sent_at),
                              count: invitation.sent_count,
                            })}
                      </span>
                      {!invitation.answered_at &&
                        (waitUntil ? (
                          <span className="muted ml-auto text-xs">
                            {t('invite.resend_from', { date: date(waitUntil) })}
                          </span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-secondary ml-auto text-xs"
                            disabled={busy}
                            aria-label={t('invite.resend_label', { email: invitation.email })}
                            onClick={() => void resend(invitation)}
                          >
                            {t('invite.resend')}
                          </button>
                        ))}
                      <button
                        type="button"
                        className={`btn btn-secondary text-xs ${invitation.answered_at ? 'ml-auto' : ''}`}
                        disabled={busy}
                        aria-label={t('invite.withdraw_label', { email: invitation.email })}
                        onClick={() => setWithdrawing(invitation)}
                      >
                        {t('invite.withdraw')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          <ConfirmDialog
            open={withdrawing !== null}
            title={t('invite.withdraw_title')}
            message={t('invite.withdraw_message', { email: withdrawing?.email ?? '' })}
            confirmLabel={t('invite.withdraw_confirm')}
            cancelLabel={t('common:cancel')}
            onConfirm={() => {
              if (withdrawing) void withdraw(withdrawing);
            }}
            onCancel={() => setWithdrawing(null)}
          />
        </>
      )}
    </section>
  );
}
