import type { Context, Hono } from 'hono';
import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { normalizeEmail } from './email-address.ts';
import { AuthError, authErrors } from './errors.ts';
import { actionLink, claimMailSlot, redirectTarget, sendLinkMail } from './mail-flows.ts';
import { newOtp, saveToken, tokenHash, type OneTimeTokenType } from './one-time-tokens.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import {
  isJsonObject,
  isUniqueViolation,
  readJsonObject,
  stringField,
  type JsonObject,
} from './request.ts';
import {
  createUser,
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  userJson,
  type UserRecord,
} from './users.ts';

type RequireAdmin = (c: Context) => Promise<void>;

const userNotFoundByEmail = () =>
  new AuthError(404, 'user_not_found', 'User with this email not found');

/** The admin's redirect_to (query, or the body as GoTrue's params), checked like every link's. */
function requestedRedirect(c: Context, services: BackendServices, body: JsonObject): string {
  const requested = c.req.query('redirect_to') ?? stringField(body, 'redirect_to');
  return redirectTarget(services, requested === '' ? undefined : requested);
}

/** A new unconfirmed e-mail user with the metadata as given (GoTrue's ToUserModel). */
async function newUnconfirmedUser(
  tx: SqlExecutor,
  email: string,
  passwordHash: string | null,
  data: Record<string, unknown>,
): Promise<string> {
  return createUser(tx, {
    email,
    passwordHash,
    userMetadata: data,
    admin: { emailConfirmed: false, appMetadata: {} },
  });
}

async function markInvited(tx: SqlExecutor, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set invited_at = now(), confirmation_sent_at = now() where id = $1::uuid`,
    [userId],
  );
}

interface GeneratedLink {
  user: UserRecord;
  newEmail: string | null;
  otp: string;
  /** GoTrue's hashed_token: of the e-mail and code, whatever the type. */
  hash: string;
  /** The stored token the link carries (for email_change_new, of the new address). */
  linkHash: string;
  /** The `type` of the link to /verify (email_change for both e-mail change kinds). */
  linkType: string;
  verificationType: string;
}

/**
 * GoTrue's invite and generate-link endpoints (supabase/auth internal/api/invite.go and
 * mail.go adminGenerateLink), for the service role only. generateLink mails nothing: it gives
 * the admin the link and code a mail would carry.
 */
export function mountAdminLinkRoutes(
  app: Hono,
  services: BackendServices,
  requireAdmin: RequireAdmin,
): void {
  const { db } = services;

  app.post('/invite', async (c) => {
    await requireAdmin(c);
    const body = await readJsonObject(c);
    const email = normalizeEmail(stringField(body, 'email'));
    const data = isJsonObject(body.data) ? body.data : {};
    const redirectTo = redirectTarget(services, c.req.query('redirect_to'));
    try {
      const user = await db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing?.emailConfirmedAt) throw authErrors.emailExists();
        const id = existing?.id ?? (await newUnconfirmedUser(tx, email, null, data));
        await markInvited(tx, id);
        const invited = await findUserById(tx, id);
        if (!invited) throw authErrors.userNotFound();
        await claimMailSlot(tx, services, id, 'invite');
        await sendLinkMail(tx, services, invited, { kind: 'invite', to: email, redirectTo });
        return invited;
      });
      return c.json(userJson(user));
    } catch (error) {
      throw isUniqueViolation(error) ? authErrors.emailExists() : error;
    }
  });

  app.post('/admin/generate_link', async (c) => {
    await requireAdmin(c);
    const body = await readJsonObject(c);
    const email = normalizeEmail(stringField(body, 'email'));
    const redirectTo = requestedRedirect(c, services, body);
    let type = stringField(body, 'type');
    let password = stringField(body, 'password');
    const data = isJsonObject(body.data) ? body.data : {};

    const existing = await db.transaction((tx) => findUserByEmail(tx, email));
    if (!existing) {
      // A magic link for an unknown address signs it up, with a random password.
      if (type === 'magiclink') {
        type = 'signup';
        password = `${crypto.randomUUID()}${crypto.randomUUID()}`;
      } else if (['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
        throw userNotFoundByEmail();
      }
    }
    let passwordHash: string | null = null;
    if (type === 'signup' && !existing) {
      // validateSignupParams: a sign-up needs an acceptable password.
      if (password === '') throw authErrors.validation('Signup requires a valid password');
      assertAcceptablePassword(password);
      passwordHash = await hashPassword(password, services.bcryptCost);
    }

    try {
      const link = await db.transaction((tx) =>
        generateLink(tx, { type, email, data, passwordHash, newEmail: body.new_email }),
      );
      return c.json({
        ...userJson(link.user),
        ...(link.newEmail ? { new_email: link.newEmail } : {}),
        action_link: actionLink(services, link.linkHash, link.linkType, redirectTo),
        email_otp: link.otp,
        hashed_token: link.hash,
        verification_type: link.verificationType,
        redirect_to: redirectTo,
      });
    } catch (error) {
      throw isUniqueViolation(error) ? authErrors.emailExists() : error;
    }
  });
}

interface GenerateRequest {
  type: string;
  email: string;
  data: Record<string, unknown>;
  passwordHash: string | null;
  newEmail: unknown;
}

/** The transaction of adminGenerateLink: the user (created when the type allows) and token. */
async function generateLink(tx: SqlExecutor, request: GenerateRequest): Promise<GeneratedLink> {
  const { type, email } = request;
  const otp = newOtp();
  const hash = tokenHash(email, otp);
  let user = await findUserByEmail(tx, email);
  let tokenType: OneTimeTokenType;
  let newEmail: string | null = null;
  let tokenFor = { hash, relatesTo: email };

  switch (type) {
    case 'magiclink':
    case 'recovery':
      tokenType = 'recovery_token';
      break;
    case 'invite':
    case 'signup':
      if (user?.emailConfirmedAt) throw authErrors.emailExists();
      if (user && type === 'signup') await mergeUserMetadata(tx, user.id, request.data);
      if (!user) {
        const id = await newUnconfirmedUser(
          tx,
          email,
          type === 'signup' ? request.passwordHash : null,
          request.data,
        );
        user = await findUserById(tx, id);
      }
      if (user && type === 'invite') await markInvited(tx, user.id);
      tokenType = 'confirmation_token';
      break;
    case 'email_change_current':
    case 'email_change_new': {
      // Secure e-mail change is on (as the CLI's config.toml has it), so both kinds exist.
      newEmail = normalizeEmail(typeof request.newEmail === 'string' ? request.newEmail : '');
      const owner = await findUserByEmail(tx, newEmail);
      if (owner && owner.id !== user?.id) throw authErrors.emailExists();
      if (!user) throw userNotFoundByEmail();
      await tx.query(`update auth.users set email_change = $2 where id = $1::uuid`, [
        user.id,
        newEmail,
      ]);
      if (type === 'email_change_current') {
        tokenType = 'email_change_token_current';
      } else {
        tokenType = 'email_change_token_new';
        tokenFor = { hash: tokenHash(newEmail, otp), relatesTo: newEmail };
      }
      break;
    }
    default:
      throw authErrors.validation(`Invalid email action link type requested: ${type}`);
  }
  if (!user) throw userNotFoundByEmail();
  await saveToken(tx, user.id, tokenType, tokenFor.hash, tokenFor.relatesTo);
  const reloaded = await findUserById(tx, user.id);
  if (!reloaded) throw userNotFoundByEmail();
  return {
    user: reloaded,
    newEmail,
    otp,
    hash,
    linkHash: tokenFor.hash,
    linkType: type.startsWith('email_change') ? 'email_change' : type,
    verificationType: type,
  };
}
