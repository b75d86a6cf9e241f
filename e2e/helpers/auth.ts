import type { APIRequestContext, Page } from '@playwright/test';

/** The e2e backend (its port is settled by playwright.config.ts). */
export const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;
/** The Supabase CLI's well-known local anon key, which the built site uses by default. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** The Supabase CLI's well-known development service-role key, which the local backend accepts. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const AUTH_STORAGE_KEY = 'sb-127-auth-token';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
  session: Record<string, unknown>;
}

const AUTH_HEADERS = {
  apikey: ANON_KEY,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
};

/** The e2e backend's mail catcher (its port is settled by playwright.config.ts). */
const CATCHER_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** The newest mail to `email` that carries a six-digit code, polled from the catcher. */
export async function mailedCodeViaApi(
  request: APIRequestContext,
  email: string,
): Promise<{ id: string; code: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const list = await request.get(
      `${CATCHER_URL}/api/v1/messages?to=${encodeURIComponent(email)}`,
    );
    const { messages } = (await list.json()) as { messages: { ID: string }[] };
    for (const { ID } of messages) {
      const { Text } = (await (
        await request.get(`${CATCHER_URL}/api/v1/message/${ID}`)
      ).json()) as {
        Text: string;
      };
      const code = /^(\d{6})$/m.exec(Text)?.[1];
      if (code) return { id: ID, code };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * Creates an account through the auth API (faster than the UI when the UI is not under test):
 * signs up, then confirms the address with the code of the confirmation mail, read from the
 * catcher and then deleted there (specs counting the site's mails see only those).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  fullName = '山田 太郎',
  locale: 'ja' | 'en' = 'ja',
): Promise<TestAccount> {
  const email = uniqueEmail();
  const password = 'correct-horse-1';
  const response = await request.post(`${BACKEND_URL}/auth/v1/signup`, {
    headers: AUTH_HEADERS,
    data: { email, password, data: { full_name: fullName, locale } },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const confirmation = await mailedCodeViaApi(request, email);
  const verified = await request.post(`${BACKEND_URL}/auth/v1/verify`, {
    headers: AUTH_HEADERS,
    data: { type: 'signup', email, token: confirmation.code },
  });
  if (!verified.ok())
    throw new Error(`confirming failed: ${verified.status()} ${await verified.text()}`);
  await request.delete(`${CATCHER_URL}/api/v1/messages`, { data: { IDs: [confirmation.id] } });
  return { email, password, fullName, session: (await verified.json()) as Record<string, unknown> };
}

/** Starts the page signed in, as supabase-js would find a stored session. */
export async function startSignedIn(page: Page, account: TestAccount) {
  await page.addInitScript(
    ([key, session]) => {
      if (!localStorage.getItem(key as string))
        localStorage.setItem(key as string, session as string);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(account.session)],
  );
}
