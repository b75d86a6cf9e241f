import type { Session, User } from '@supabase/supabase-js';
import { getSupabase } from '../supabase';

/** Auth calls the UI makes. Each resolves to a result; errors are returned, never thrown. */
export type AuthResult<T = undefined> = { ok: true; value: T } | { ok: false; error: unknown };

const ok = <T>(value: T): AuthResult<T> => ({ ok: true, value });
const fail = (error: unknown): AuthResult<never> => ({ ok: false, error });

export function isGuest(user: User | null | undefined): boolean {
  return user?.is_anonymous === true;
}

export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  return error ? fail(error) : ok(undefined);
}

export type SignUpOutcome = 'signed_in' | 'confirmation_sent';

/** The site's languages as the auth mails' templates read them (user_metadata.locale). */
export type MailLocale = 'ja' | 'en';

/**
 * Creates an account. A guest is converted in place (same user id, so their to-dos and polls
 * stay theirs), then the session is refreshed so the token no longer says anonymous. With
 * confirmations on (the default), the address is proved first: a mail with a link and a code
 * goes out in the page's language (`locale`, which the auth mails' templates read).
 */
export async function signUp(
  email: string,
  password: string,
  fullName: string,
  locale: MailLocale,
): Promise<AuthResult<SignUpOutcome>> {
  const supabase = await getSupabase();
  const data = { ...(fullName.trim() ? { full_name: fullName.trim() } : {}), locale };
  const { data: current } = await supabase.auth.getSession();
  if (isGuest(current.session?.user)) {
    const { data: updated, error } = await supabase.auth.updateUser(
      { email: email.trim(), password, data },
      { emailRedirectTo: window.location.href },
    );
    if (error) return fail(error);
    if (updated.user?.is_anonymous) return ok('confirmation_sent');
    const { error: refreshError } = await supabase.auth.refreshSession();
    return refreshError ? fail(refreshError) : ok('signed_in');
  }
  const { data: created, error } = await supabase.auth.signUp({
    email: email.trim(),
    password,
    options: { data, emailRedirectTo: window.location.href },
  });
  if (error) return fail(error);
  return ok(created.session ? 'signed_in' : 'confirmation_sent');
}

/** Which mailed code the page takes: a sign-up's, a guest's new address, a password reset. */
export type EmailCodePurpose = 'signup' | 'guest_signup' | 'recovery';

/**
 * Signs in with the six-digit code of a confirmation or reset mail (GoTrue's POST /verify),
 * for when the mail's link opens in another browser or on another device.
 */
export async function verifyEmailCode(
  email: string,
  code: string,
  purpose: EmailCodePurpose,
): Promise<AuthResult> {
  const supabase = await getSupabase();
  const type = purpose === 'guest_signup' ? 'email_change' : purpose;
  const { error } = await supabase.auth.verifyOtp({
    email: email.trim(),
    token: code.replace(/\s/g, ''),
    type,
  });
  if (error) return fail(error);
  if (purpose === 'guest_signup') {
    const { error: refreshError } = await supabase.auth.refreshSession();
    if (refreshError) return fail(refreshError);
  }
  return ok(undefined);
}

/** Mails the sign-up confirmation (or a guest's new-address confirmation) again. */
export async function resendConfirmation(
  email: string,
  purpose: Exclude<EmailCodePurpose, 'recovery'>,
): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } =
    purpose === 'guest_signup'
      ? await supabase.auth.updateUser(
          { email: email.trim() },
          { emailRedirectTo: window.location.href },
        )
      : await supabase.auth.resend({
          type: 'signup',
          email: email.trim(),
          options: { emailRedirectTo: window.location.href },
        });
  return error ? fail(error) : ok(undefined);
}

/** The language of the account's auth mails (password reset, e-mail change …). */
export async function saveMailLocale(locale: MailLocale): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ data: { locale } });
  return error ? fail(error) : ok(undefined);
}

export type OAuthProvider = 'google' | 'github';

/**
 * Provider sign-in redirects away from the site, so first ask the backend whether the provider
 * is configured: an unconfigured one answers with an error instead of a redirect.
 */
export async function signInWithProvider(provider: OAuthProvider): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider,
    options: { redirectTo: window.location.origin, skipBrowserRedirect: true },
  });
  if (error) return fail(error);
  try {
    const probe = await fetch(data.url, { redirect: 'manual' });
    if (probe.type !== 'opaqueredirect' && !probe.ok) {
      const body = (await probe.json().catch(() => ({}))) as { msg?: string; message?: string };
      return fail({ status: probe.status, message: body.msg ?? body.message ?? '' });
    }
  } catch {
    // The probe may be refused by CORS on hosted projects; the redirect itself still works.
  }
  window.location.assign(data.url);
  return ok(undefined);
}

export async function signOut(): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  return error ? fail(error) : ok(undefined);
}

/**
 * The session to save data under: the signed-in user's, or a guest (anonymous) session made on
 * the first save — never on a mere visit.
 */
export async function ensureSession(): Promise<AuthResult<Session>> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (data.session) return ok(data.session);
  const { data: guest, error } = await supabase.auth.signInAnonymously();
  if (error || !guest.session) return fail(error ?? new Error('no session'));
  return ok(guest.session);
}

export async function updateFullName(fullName: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ data: { full_name: fullName.trim() } });
  return error ? fail(error) : ok(undefined);
}

export type DeleteAccountError = 'no_session' | 'failed' | { message: string };

/** Deletes the account through the delete-user function, then forgets the local session. */
export async function deleteAccount(): Promise<
  AuthResult<undefined> | { ok: false; error: DeleteAccountError }
> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return { ok: false, error: 'no_session' };
  const { data: answer, error } = await supabase.functions.invoke<{ success?: boolean }>(
    'delete-user',
    {
      body: { userId: session.user.id },
      headers: { Authorization: `Bearer ${session.access_token}` },
    },
  );
  if (error) {
    const context: unknown = (error as { context?: unknown }).context;
    const body =
      context instanceof Response
        ? ((await context.json().catch(() => null)) as {
            error?: string | { message?: string };
          } | null)
        : null;
    const message = typeof body?.error === 'string' ? body.error : body?.error?.message;
    return { ok: false, error: message ? { message } : 'failed' };
  }
  if (!answer?.success) return { ok: false, error: 'failed' };
  await supabase.auth.signOut({ scope: 'local' });
  return ok(undefined);
}

/**
 * Mails a password-reset link (GoTrue's /recover). The link leads back to this page, where
 * supabase-js reads the session from the URL and reports PASSWORD_RECOVERY. The answer is the
 * same whether or not the address has an account.
 */
export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${window.location.pathname}`,
  });
  return error ? fail(error) : ok(undefined);
}

/** Sets the signed-in (e.g. just recovered) user's new password. */
export async function setNewPassword(password: string): Promise<AuthResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  return error ? fail(error) : ok(undefined);
}
