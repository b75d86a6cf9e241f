import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { currentRequestContext } from '../http/request-context.ts';
import type { AuthMailTemplateKind } from './auth-mail-templates.ts';
import { AuthError } from './errors.ts';
import { newOtp, saveToken, tokenHash, type OneTimeTokenType } from './one-time-tokens.ts';
import { redirectTargetFor } from './redirect-url.ts';
import type { UserRecord } from './users.ts';

/**
 * The mails of GoTrue's e-mail flows, rendered from the templates supabase/config.toml names
 * (auth-mail-templates.ts), with the data GoTrue gives them (supabase/auth
 * internal/mailer/templatemailer: SiteURL, ConfirmationURL, Email, NewEmail, Token, TokenHash,
 * Data = user_metadata, RedirectTo). Each carries a link to /verify and the same code for
 * verifyOtp; the code itself is never stored, only its hash.
 */
export type MailKind =
  'signup' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication' | 'invite';

const TEMPLATE_OF: Record<MailKind, AuthMailTemplateKind> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
  invite: 'invite',
};

const TOKEN_TYPES: Record<MailKind, OneTimeTokenType> = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
  reauthentication: 'reauthentication_token',
  invite: 'confirmation_token',
};

/**
 * The auth.users column GoTrue spaces each kind of mail by (SMTP_MAX_FREQUENCY, supabase/auth
 * internal/api/mail.go validateSentWithinFrequencyLimit); invites are not spaced.
 */
const SENT_AT_COLUMN: Partial<Record<MailKind, string>> = {
  signup: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
};

/**
 * Where a link may send the browser back to: SITE_URL, a loopback address or an entry of the
 * allow list, matched as GoTrue matches them (redirect-url.ts); anything else falls back to
 * the site.
 */
export function redirectTarget(services: BackendServices, requested: string | undefined): string {
  return redirectTargetFor(requested, {
    siteUrl: services.mail.siteUrl,
    allowList: services.mail.redirectAllowList,
  });
}

export interface SendLinkOptions {
  kind: MailKind;
  /** The address the mail goes to (for an e-mail change, the new or the current one). */
  to: string;
  redirectTo: string;
  /** Which token this mail's code is (the current address's in a secure e-mail change). */
  tokenType?: OneTimeTokenType;
  /** For an e-mail change: the address asked for (the templates' NewEmail). */
  newEmail?: string;
}

/** A mail's link to GET /verify (GoTrue's GetEmailActionLink). */
export function actionLink(
  services: BackendServices,
  hash: string,
  type: string,
  redirectTo: string,
): string {
  return (
    `${services.publicUrl()}/auth/v1/verify?token=${hash}&type=${type}` +
    `&redirect_to=${encodeURIComponent(redirectTo)}`
  );
}

/**
 * GoTrue's two guards before an auth mail (supabase/auth internal/api/mail.go): the same kind
 * of mail to the same user at most once per SMTP_MAX_FREQUENCY ("For security purposes, you
 * can only request this after N seconds."), then the project's hourly RATE_LIMIT_EMAIL_SENT
 * ("email rate limit exceeded"), which GoTrue applies only while sign-ups need confirming.
 * Between the two, ours: one caller address may have at most 5 auth mails an hour sent to one
 * mail address (the user's, and `newEmail` for an e-mail change), so nobody fills a
 * stranger's inbox by typing their address; invites (the service role's) are not counted.
 * All answer 429 over_email_send_rate_limit. Marks the mail as sent when they pass.
 */
export async function claimMailSlot(
  tx: SqlExecutor,
  services: BackendServices,
  userId: string,
  kind: MailKind,
  newEmail?: string,
): Promise<void> {
  const column = SENT_AT_COLUMN[kind];
  const { maxFrequencySeconds, autoconfirm } = services.mail;
  if (column && maxFrequencySeconds > 0) {
    const { rows } = await tx.query(
      `select extract(epoch from (${column} + make_interval(secs => $2::int) - now())) as left
       from auth.users where id = $1::uuid`,
      [userId, String(maxFrequencySeconds)],
    );
    const left = Number(rows[0]?.left ?? Number.NaN);
    if (left > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.trunc(left)} seconds.`,
      );
    }
  }
  if (kind !== 'invite') {
    const { rows } = await tx.query('select email from auth.users where id = $1::uuid', [userId]);
    const recipients = [rows[0]?.email, newEmail].filter(
      (to): to is string => typeof to === 'string' && to !== '',
    );
    if (!services.rateLimits.allowMailsTo(currentRequestContext()?.address ?? null, recipients)) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
    }
  }
  if (!autoconfirm && !services.rateLimits.allowEmailSent()) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
  if (column) {
    await tx.query(`update auth.users set ${column} = now() where id = $1::uuid`, [userId]);
  }
}

/** The user's metadata as it is now (the templates' .Data: `locale` picks the language). */
async function currentMetadata(tx: SqlExecutor, userId: string): Promise<Record<string, unknown>> {
  const { rows } = await tx.query(
    `select coalesce(raw_user_meta_data, '{}')::text as data from auth.users where id = $1::uuid`,
    [userId],
  );
  return JSON.parse(String(rows[0]?.data ?? '{}')) as Record<string, unknown>;
}

/**
 * Stores a fresh token for `user` and mails its link and code to `options.to`, from the
 * template of its kind. The caller has passed claimMailSlot (once for both mails of an e-mail
 * change, as GoTrue sends them in one go).
 */
export async function sendLinkMail(
  tx: SqlExecutor,
  services: BackendServices,
  user: UserRecord,
  options: SendLinkOptions,
): Promise<void> {
  const otp = newOtp();
  const hash = tokenHash(options.to, otp);
  await saveToken(tx, user.id, options.tokenType ?? TOKEN_TYPES[options.kind], hash, options.to);
  const { templates } = services.mail;
  const mail = templates.render(TEMPLATE_OF[options.kind], {
    SiteURL: services.mail.siteUrl,
    ConfirmationURL: actionLink(services, hash, options.kind, options.redirectTo),
    Email: user.email ?? '',
    NewEmail: options.newEmail ?? '',
    SendingTo: options.to,
    Token: otp,
    TokenHash: hash,
    Data: await currentMetadata(tx, user.id),
    RedirectTo: options.redirectTo,
  });
  services.mail.mailbox.send({
    to: options.to,
    from: templates.sender.address || undefined,
    fromName: templates.sender.name,
    ...mail,
  });
}
