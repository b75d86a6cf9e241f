import { render, screen } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import { RegistrationNumberField } from './RegistrationNumberField';

const FORMAT = /登録番号は「T」と13桁の数字で入力してください/;
const CHECK_DIGIT = /検査用数字と一致しません/;
const MISSING = /適格請求書（インボイス）には登録番号の記載が必要です/;

function field(value: string, required = false) {
  render(
    <RegistrationNumberField value={value} onChange={() => {}} requiredOnInvoice={required} />,
  );
  return screen.getByRole('textbox', { name: '登録番号（インボイス）' });
}

describe('RegistrationNumberField', () => {
  beforeEach(() => i18n.changeLanguage('ja'));

  it.each([
    // value, required, invalid, the message described, or none
    ['T7123456789012', false, false, null],
    ['T7123456789012', true, false, null],
    ['', false, false, null],
    ['', true, false, MISSING],
    ['T123', false, true, FORMAT],
    ['T123', true, true, FORMAT],
    ['T5123456789012', false, false, CHECK_DIGIT],
  ] as const)('%j (required %s): invalid %s, says %s', (value, required, invalid, message) => {
    const input = field(value, required);
    expect(input).toHaveAttribute('aria-invalid', String(invalid));
    expect(input).toHaveAccessibleDescription(/T＋13桁/);
    if (message) expect(input).toHaveAccessibleDescription(message);
    else {
      expect(input).not.toHaveAccessibleDescription(MISSING);
      expect(input).not.toHaveAccessibleDescription(CHECK_DIGIT);
      expect(input).not.toHaveAccessibleDescription(FORMAT);
    }
  });
});
