import { expect, type APIRequestContext } from '@playwright/test';
import { BACKEND_URL, SERVICE_ROLE_KEY } from './auth';

/** The e2e backend's mail catcher, on the free port playwright.config.ts chose (E2E_MAIL_PORT). */
export const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

export interface CaughtMail {
  ID: string;
  Subject: string;
  From: { Name: string; Address: string };
  Text: string;
  HTML: string;
  Attachments: Array<{ PartID: string; FileName: string; ContentType: string }>;
}

/** A mail the outbox holds for less than this counts as due (see `outboxSettled`). */
const DUE_SOON_MS = 5_000;

/**
 * Waits until the backend's outbox holds no mail to `address` that is due and not yet sent
 * (waiting or being sent), read past RLS with the service-role key. A spec then knows every mail
 * due to that address is in the catcher: "no second mail" without sleeping through the sender's
 * next rounds. A mail held for a moment (due within DUE_SOON_MS) counts as due; those the outbox
 * holds for later, such as an answer digest, do not.
 */
export async function outboxSettled(request: APIRequestContext, address: string) {
  const headers = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
  await expect
    .poll(
      async () => {
        const dueBy = new Date(Date.now() + DUE_SOON_MS).toISOString();
        const response = await request.get(
          `${BACKEND_URL}/rest/v1/mail_outbox?select=id&status=in.(pending,sending)` +
            `&send_after=lte.${encodeURIComponent(dueBy)}&recipient=eq.${encodeURIComponent(address)}`,
          { headers },
        );
        expect(response.ok(), await response.text()).toBe(true);
        return ((await response.json()) as unknown[]).length;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** Every mail the catcher holds for `address`, newest first, with their parts. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const list = await request.get(`${MAIL_URL}/api/v1/messages?to=${encodeURIComponent(address)}`);
  const { messages } = (await list.json()) as { messages: { ID: string }[] };
  return Promise.all(
    messages.map(
      async (message) =>
        (await (
          await request.get(`${MAIL_URL}/api/v1/message/${message.ID}`)
        ).json()) as CaughtMail,
    ),
  );
}

/** Waits for the mail to `address` whose subject matches. */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject: string | RegExp,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect(async () => {
    found = (await mailsTo(request, address)).find((mail) =>
      typeof subject === 'string' ? mail.Subject === subject : subject.test(mail.Subject),
    );
    expect(found?.Subject).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return found as CaughtMail;
}

export async function attachmentText(request: APIRequestContext, mail: CaughtMail, index = 0) {
  const part = mail.Attachments[index];
  return (await request.get(`${MAIL_URL}/api/v1/message/${mail.ID}/part/${part?.PartID}`)).text();
}

/** A mail's headers, each as a list of values (as Mailpit answers them). */
export async function headersOf(
  request: APIRequestContext,
  mail: CaughtMail,
): Promise<Record<string, string[]>> {
  return (await request.get(`${MAIL_URL}/api/v1/message/${mail.ID}/headers`)).json() as Promise<
    Record<string, string[]>
  >;
}

/**
 * One run of the sender, as pg_cron would start it, with its clock set to `now` (the backend's
 * own timer runs it every second on the real clock as well).
 */
export async function runSender(request: APIRequestContext, now: string) {
  const response = await request.post(`${BACKEND_URL}/functions/v1/send-notifications`, {
    headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    data: { now },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { sent: number; queued: number };
}

/** The address the site's own unsubscribe page has in a mail's text. */
export function unsubscribePage(mail: CaughtMail): string {
  const link = /(http\S+\/unsubscribe\?token=[\w-]+)/.exec(mail.Text)?.[1];
  expect(link).toBeTruthy();
  return link ?? '';
}

/** The link to the auth server's /verify in an auth mail (on a line of its own in the text). */
export function verifyLinkIn(mail: CaughtMail): string {
  const link = /^(http\S+\/auth\/v1\/verify\?\S+)$/m.exec(mail.Text)?.[1];
  if (!link) throw new Error(`no link in the mail "${mail.Subject}"`);
  return link;
}

/** The six-digit code in an auth mail (on a line of its own). */
export function codeIn(mail: CaughtMail): string {
  const code = /^(\d{6})$/m.exec(mail.Text)?.[1];
  if (!code) throw new Error(`no code in the mail "${mail.Subject}"`);
  return code;
}
