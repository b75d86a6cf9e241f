import { describe, expect, it } from 'vitest';
import {
  invitationRefusalOf,
  nextResendAt,
  parseAddresses,
  type PollInvitation,
} from './invitations';

describe('parseAddresses', () => {
  it.each([
    ['a@example.com\nb@example.com', ['a@example.com', 'b@example.com'], []],
    [
      'a@example.com, b@example.com; c@example.com',
      ['a@example.com', 'b@example.com', 'c@example.com'],
      [],
    ],
    ['a@example.com、b@example.com', ['a@example.com', 'b@example.com'], []],
    // Full-width letters and @ as typed with a Japanese keyboard.
    ['ａ＠example.com', ['a@example.com'], []],
    ['A@Example.com\na@example.com', ['a@example.com'], []],
    [
      '山田 太郎 <yamada@example.co.jp>, "Ken" <ken@example.com>',
      ['yamada@example.co.jp', 'ken@example.com'],
      [],
    ],
    ['mailto:x@example.com', ['x@example.com'], []],
    ['not-an-address\nb@example', [], ['not-an-address', 'b@example']],
    ['  \n , ', [], []],
  ])('%j', (text, valid, invalid) => {
    expect(parseAddresses(text)).toEqual({ valid, invalid });
  });
});

describe('invitationRefusalOf', () => {
  it.each([
    ['invitation_resend_too_soon', 'too_soon'],
    ['invitation_daily_limit', 'daily_limit'],
    ['invitations_need_account', 'needs_account'],
    ['invitation_bad_address', 'bad_address'],
    [null, 'failed'],
    ['something_else', 'failed'],
  ] as const)('%s → %s', (hint, refusal) => {
    expect(invitationRefusalOf({ hint })).toBe(refusal);
  });
});

describe('nextResendAt', () => {
  const sent = (at: string) => ({ last_sent_at: at }) as PollInvitation;
  const now = Date.parse('2026-11-30T10:00:00Z');
  it('a day after the last mail; null once the day has passed', () => {
    expect(nextResendAt(sent('2026-11-30T09:00:00Z'), now)?.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(nextResendAt(sent('2026-11-29T10:00:00Z'), now)).toBeNull();
    expect(nextResendAt(sent('2026-11-28T10:00:00Z'), now)).toBeNull();
  });
});
