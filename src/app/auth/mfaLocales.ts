import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

/** Two-factor sign-in: the code step after a password sign-in, and the 設定 section. */
const ja = {
  prompt_title: '二段階認証',
  prompt_intro:
    'このアカウントは二段階認証が有効です。認証アプリに表示されている6桁の確認コードを入力してください。',
  code: '確認コード（6桁）',
  code_hint: '認証アプリに表示されている数字を入力してください。',
  verify: '確認する',
  verifying: '確認しています...',
  sign_out: 'ログアウトする',
  section_title: '二段階認証',
  section_intro:
    'ログイン時にパスワードに加えて、認証アプリ（Google Authenticator、Microsoft Authenticator など）に表示される確認コードの入力を求めます。見積書・請求書などの保存データは、確認コードを入力したログインでのみ表示されます。',
  status_on: '二段階認証は有効です。',
  status_off: '二段階認証は無効です。',
  turn_on: '二段階認証を設定する',
  starting: '準備しています...',
  scan_title: '認証アプリに登録してください',
  scan_step: '認証アプリでQRコードを読み取ってください。',
  qr_alt: '二段階認証の設定用QRコード',
  manual_key: 'QRコードを読み取れない場合は、次のキーを入力してください',
  confirm_step: '認証アプリに表示された6桁の確認コードを入力して、設定を完了してください。',
  confirm: '設定を完了する',
  cancel: 'キャンセル',
  turned_on: '二段階認証を有効にしました。次回のログインから確認コードの入力が必要です。',
  turn_off: '二段階認証を無効にする',
  turn_off_title: '二段階認証を無効にしますか？',
  turn_off_message:
    '無効にすると、ログイン時に確認コードの入力が不要になり、アカウントの安全性が下がります。',
  turned_off: '二段階認証を無効にしました。',
  errors: {
    code_format: '6桁の数字を入力してください。',
    code_invalid:
      '確認コードが正しくありません。認証アプリに表示されている最新のコードを入力してください。',
    code_expired: '確認の有効期限が切れました。もう一度お試しください。',
    aal_required:
      'この操作には確認コードの入力が必要です。一度ログアウトし、確認コードを入力してログインしてください。',
    rate_limited: '試行回数が上限に達しました。しばらく時間をおいてからお試しください。',
    failed: '処理できませんでした。時間をおいてもう一度お試しください。',
  },
};

const en: LocaleShape<typeof ja> = {
  prompt_title: 'Two-step verification',
  prompt_intro:
    'Two-step verification is on for this account. Enter the 6-digit code shown in your authenticator app.',
  code: 'Verification code (6 digits)',
  code_hint: 'Enter the number shown in your authenticator app.',
  verify: 'Verify',
  verifying: 'Verifying...',
  sign_out: 'Sign out',
  section_title: 'Two-step verification',
  section_intro:
    'When you sign in, you are asked for a code from an authenticator app (Google Authenticator, Microsoft Authenticator and others) in addition to your password. Saved quotes, invoices and other documents are shown only after the code has been entered.',
  status_on: 'Two-step verification is on.',
  status_off: 'Two-step verification is off.',
  turn_on: 'Set up two-step verification',
  starting: 'Preparing...',
  scan_title: 'Add this account to your authenticator app',
  scan_step: 'Scan the QR code with your authenticator app.',
  qr_alt: 'QR code for setting up two-step verification',
  manual_key: 'If you cannot scan the QR code, enter this key instead',
  confirm_step: 'Enter the 6-digit code shown in the app to finish.',
  confirm: 'Finish setup',
  cancel: 'Cancel',
  turned_on: 'Two-step verification is on. From your next login, you will be asked for a code.',
  turn_off: 'Turn off two-step verification',
  turn_off_title: 'Turn off two-step verification?',
  turn_off_message:
    'Without it, signing in no longer asks for a code, which makes your account less secure.',
  turned_off: 'Two-step verification is off.',
  errors: {
    code_format: 'Please enter the 6 digits.',
    code_invalid: 'That code is not correct. Please enter the latest code shown in the app.',
    code_expired: 'The verification expired. Please try again.',
    aal_required:
      'This needs a verification code. Please sign out, then sign in again with your code.',
    rate_limited: 'Too many attempts. Please wait a while and try again.',
    failed: 'That did not work. Please try again later.',
  },
};

export const mfaLocales: Bilingual<typeof ja> = { ja, en };

/** The message key for a failed two-factor call. */
export function mfaErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'mfa_verification_failed':
      return 'errors.code_invalid';
    case 'mfa_challenge_expired':
    case 'mfa_ip_address_mismatch':
      return 'errors.code_expired';
    case 'insufficient_aal':
      return 'errors.aal_required';
    case 'over_request_rate_limit':
      return 'errors.rate_limited';
    default:
      return 'errors.failed';
  }
}
