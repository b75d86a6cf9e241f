import { validateAuthForm, validateNewPassword, validateResetEmail } from './validation';

const base = { fullName: '山田 太郎', email: 'taro@example.jp', password: 'secret1' };

describe('validateAuthForm', () => {
  it.each([
    ['login', base, {}],
    ['signup', base, {}],
    ['login', { ...base, email: '' }, { email: 'validation.email_required' }],
    ['login', { ...base, email: 'taro@example' }, { email: 'validation.email_invalid' }],
    ['signup', { ...base, email: 'taro example.jp' }, { email: 'validation.email_invalid' }],
    ['login', { ...base, password: '' }, { password: 'validation.password_required' }],
    ['login', { ...base, password: '123' }, {}],
    ['signup', { ...base, password: '12345' }, { password: 'validation.password_too_short' }],
    ['signup', { ...base, password: '123456' }, {}],
    ['signup', { ...base, fullName: '' }, {}],
    ['signup', { ...base, fullName: 'あ'.repeat(101) }, { fullName: 'validation.name_too_long' }],
  ] as const)('%s %j -> %j', (mode, values, expected) => {
    expect(validateAuthForm(mode, values)).toEqual(expected);
  });
});

describe('validateResetEmail', () => {
  it.each([
    ['', 'validation.email_required'],
    ['  ', 'validation.email_required'],
    ['taro@example', 'validation.email_invalid'],
    [' taro@example.jp ', null],
  ])('%j -> %j', (email, expected) => {
    expect(validateResetEmail(email)).toBe(expected);
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['', 'validation.password_required'],
    ['12345', 'validation.password_too_short'],
    ['123456', null],
  ])('%j -> %j', (password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });
});
