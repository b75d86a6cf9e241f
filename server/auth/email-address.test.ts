import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email-address.ts';

// GoTrue's answers (supabase/auth internal/api/mail.go validateEmail with checkmail's format).
describe('normalizeEmail', () => {
  it.each([
    ['Taro.Yamada@Example.co.jp', 'taro.yamada@example.co.jp'],
    ["o'brien+tag@example.com", "o'brien+tag@example.com"],
    ['a@localhost', 'a@localhost'],
    ['x@a-b.example', 'x@a-b.example'],
  ])('accepts %s as %s', (email, stored) => {
    expect(normalizeEmail(email)).toBe(stored);
  });

  it.each([
    ['', 'An email address is required'],
    [`${'a'.repeat(251)}@x.jp`, 'An email address is too long'],
    ['xx:;x@x.x', 'Unable to validate email address: invalid format'],
    ['a b@example.com', 'Unable to validate email address: invalid format'],
    [' taro@example.com', 'Unable to validate email address: invalid format'],
    ['taro@-example.com', 'Unable to validate email address: invalid format'],
    ['taro@example..com', 'Unable to validate email address: invalid format'],
    ['taro@exam_ple.com', 'Unable to validate email address: invalid format'],
    ['"taro"@example.com', 'Unable to validate email address: invalid format'],
    ['たろう@example.com', 'Unable to validate email address: invalid format'],
    ['taro@example.com\n', 'Unable to validate email address: invalid format'],
  ])('refuses %j: %s', (email, message) => {
    expect(() => normalizeEmail(email)).toThrow(message);
  });
});
