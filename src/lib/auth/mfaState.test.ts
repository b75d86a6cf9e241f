import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { groupKey, needsSecondFactor, tokenAssuranceLevel, verifiedTotpFactor } from './mfaState';

const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

const factor = (status: 'verified' | 'unverified') => ({
  id: 'f1',
  factor_type: 'totp',
  status,
  created_at: '',
  updated_at: '',
});
const user = (factors: ReturnType<typeof factor>[]) => ({ id: 'u1', factors }) as unknown as User;
const session = (aal: string, factors: ReturnType<typeof factor>[]) =>
  ({ access_token: token({ aal }), user: user(factors) }) as unknown as Session;

describe('two-factor state', () => {
  it.each([
    ['no session', null, false],
    ['no factor', session('aal1', []), false],
    ['only an unfinished set-up', session('aal1', [factor('unverified')]), false],
    ['a verified factor, password only', session('aal1', [factor('verified')]), true],
    ['a verified factor, code entered', session('aal2', [factor('verified')]), false],
  ])('%s: needs a code = %s', (_name, value, expected) => {
    expect(needsSecondFactor(value)).toBe(expected);
  });

  it('reads aal from a token, aal1 when it cannot', () => {
    expect(tokenAssuranceLevel(token({ aal: 'aal2', name: '二段階' }))).toBe('aal2');
    expect(tokenAssuranceLevel('not-a-token')).toBe('aal1');
  });

  it('finds only a verified TOTP factor', () => {
    expect(verifiedTotpFactor(user([factor('unverified')]))).toBeUndefined();
    expect(verifiedTotpFactor(user([factor('verified')]))?.id).toBe('f1');
  });

  it('groups the key in fours', () => {
    expect(groupKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
