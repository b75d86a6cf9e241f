import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { newOtp, saveToken, tokenHash, type OneTimeTokenType } from './one-time-tokens.ts';
import { redirectTargetFor } from './redirect-url.ts';
import type { UserRecord } from './users.ts';

/**
 * The mails of GoTrue's e-mail flows, with its default templates' subjects and wording
 * (supabase/auth internal/mailer/template.go). Each carries a link to /verify and the same
 * code for verifyOtp; the code itself is never stored, only its hash.
 */
export type MailKind = 'recovery' | 'magiclink' | 'email_change' | 'reauthentication' | 'invite';

const TEMPLATES: Record<MailKind, { subject: string; intro: string; action: string }> = {
  recovery: {
    subject: 'Reset Your Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    intro: 'Follow this link to login:',
    action: 'Log In',
  },
  email_change: {
    subject: 'Confirm Email Change',
    intro: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    intro: 'Enter the code to confirm it is you:',
    action: '',
  },
  // supabase/auth internal/mailer/templatemailer defaultInviteMail.
  invite: {
    subject: "You've been invited",
    intro: "You've been invited to create an account. Follow the link below to accept.",
    action: 'Accept invitation',
  },
};

const TOKEN_TYPES: Record<MailKind, OneTimeTokenType> = {
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
  reauthentication: 'reauthentication_token',
  invite: 'confirmation_token',
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

/** Stores a fresh token for `user` and mails its link and code to `options.to`. */
export async function sendLinkMail(
  tx: SqlExecutor,
  services: BackendServices,
  user: UserRecord,
  options: SendLinkOptions,
): Promise<void> {
  const otp = newOtp();
  const hash = tokenHash(options.to, otp);
  await saveToken(tx, user.id, options.tokenType ?? TOKEN_TYPES[options.kind], hash, options.to);
  const template = TEMPLATES[options.kind];
  const link = actionLink(services, hash, options.kind, options.redirectTo);
  const textLink = template.action ? `${template.action}: ${link}\n\n` : '';
  const htmlLink = template.action
    ? `<p><a href="${escapeAttribute(link)}">${template.action}</a></p>`
    : '';
  services.mail.mailbox.send({
    to: options.to,
    subject: template.subject,
    text: `${template.intro}\n\n${textLink}Alternatively, enter the code: ${otp}\n`,
    html: `<h2>${template.subject}</h2><p>${template.intro}</p>${htmlLink}<p>Alternatively, enter the code: ${otp}</p>`,
  });
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
