import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { createAccountNumbering } from '../src/lib/documentNumbering/accountNumbering.ts';
import { issueDocumentNumber } from '../src/lib/documentNumbering/issueDocumentNumber.ts';
import { DEFAULT_NUMBERING_SETTINGS } from '../src/lib/documentNumbering/numberingSettings.ts';
import type { TypedSupabaseClient } from '../src/lib/supabase.ts';
import { createTestClient, signUpNewUser, startTestBackend } from './helpers/backend.ts';

/**
 * Two devices of one signed-in user issue numbers at the same moment, each with nothing in
 * its browser (Node has no localStorage: every call starts from an empty registry, as a new
 * device does). The account's unique constraint decides; no number is given twice.
 */

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('numbering in the account', () => {
  it('gives two devices of one user different numbers, issuing at once', async () => {
    // Without browser storage each write to it is refused and logged; the account decides.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await signUpNewUser(backend);
    const second = createTestClient(backend.url, backend.anonKey);
    await second.auth.signInWithPassword({ email: user.email, password: user.password });
    const devices = [user.client, second].map((client) =>
      createAccountNumbering(async () => client as unknown as TypedSupabaseClient, user.user.id),
    );
    const now = new Date('2026-11-26T01:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        issueDocumentNumber({
          kind: 'invoice',
          settings: DEFAULT_NUMBERING_SETTINGS,
          account: devices[index % 2] ?? null,
          now,
        }),
      ),
    );
    const numbers = results.map((result) => (result.ok ? result.number : result.reason));
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `20261126-${String(index + 1).padStart(3, '0')}`),
    );
    // The quote's numbers, with their own prefix, count on their own.
    const quote = await issueDocumentNumber({
      kind: 'quote',
      settings: DEFAULT_NUMBERING_SETTINGS,
      account: devices[1] ?? null,
      now,
    });
    expect(quote).toMatchObject({ ok: true, number: 'Q20261126-001' });
  });
});
