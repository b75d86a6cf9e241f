import {
  checkRegistrationNumber,
  corporateCheckDigit,
  normalizeRegistrationNumber,
  type RegistrationNumberStatus,
} from './registrationNumber';

describe('corporateCheckDigit', () => {
  it.each([
    ['123456789012', 7], // the National Tax Agency's worked example: 7123456789012
    ['011001098993', 4], // 4011001098993
    ['010705000725', 7], // 7010705000725
  ])('%s → %i', (digits, expected) => {
    expect(corporateCheckDigit(digits)).toBe(expected);
  });
});

describe('normalizeRegistrationNumber', () => {
  it.each([
    ['T7123456789012', 'T7123456789012'],
    ['t7123456789012', 'T7123456789012'],
    ['Ｔ７１２３４５６７８９０１２', 'T7123456789012'],
    [' T7-1234-5678-9012 ', 'T7123456789012'],
    ['T 7123 4567 89012', 'T7123456789012'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeRegistrationNumber(raw)).toBe(expected);
  });
});

describe('checkRegistrationNumber', () => {
  it.each<[string, RegistrationNumberStatus]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['T7123456789012', 'valid'],
    ['T4011001098993', 'valid'],
    ['ｔ４０１１００１０９８９９３', 'valid'],
    ['T5123456789012', 'check_digit_mismatch'],
    ['7123456789012', 'invalid_format'],
    ['T712345678901', 'invalid_format'],
    ['T71234567890123', 'invalid_format'],
    ['T0123456789012', 'invalid_format'],
    ['TT123456789012', 'invalid_format'],
    ['T71234567890１a', 'invalid_format'],
    ['T😀', 'invalid_format'],
  ])('%j → %s', (raw, status) => {
    expect(checkRegistrationNumber(raw).status).toBe(status);
  });
});
