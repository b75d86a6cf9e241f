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

/** Creates an account through the auth API (faster than the UI when the UI is not under test). */
export async function signUpViaApi(
  request: APIRequestContext,
  fullName = '山田 太郎',
): Promise<TestAccount> {
  const email = uniqueEmail();
  const password = 'correct-horse-1';
  const response = await request.post(`${BACKEND_URL}/auth/v1/signup`, {
    headers: {
      apikey: ANON_KEY,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    data: { email, password, data: { full_name: fullName } },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email, password, fullName, session: (await response.json()) as Record<string, unknown> };
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
