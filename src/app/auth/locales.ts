import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  title_login: 'ログイン',
  title_signup: '新規登録',
  mode_switch_label: 'ログイン方法の切り替え',
  to_signup: 'アカウントをお持ちでない方は新規登録',
  to_login: 'すでにアカウントをお持ちの方はログイン',
  full_name: 'ユーザー名（氏名）',
  full_name_hint: '任意。ホーム画面のご挨拶に表示されます。',
  email: 'メールアドレス',
  password: 'パスワード',
  password_hint: '6文字以上で入力してください。',
  submit_login: 'ログイン',
  submit_signup: '登録する',
  processing: '処理中...',
  or: 'または',
  with_google: 'Googleでログイン',
  with_github: 'GitHubでログイン',
  auth_failed: '認証に失敗しました。',
  title_confirm: 'メールアドレスの確認',
  signup_check_email:
    '{{email}} に確認メールをお送りしました。メール内のリンクを開くか、メールに記載の6桁の確認コードを下の欄に入力して、登録を完了してください。',
  code_label: '確認コード（6桁）',
  code_hint_signup: 'メールが届かない場合は、迷惑メールフォルダもご確認ください。',
  code_hint_recovery:
    'リンクが別のブラウザーで開いてしまう場合は、メールに記載のコードを入力してください。',
  code_invalid_format: '確認コードは6桁の数字で入力してください。',
  submit_code: '確認する',
  resend_confirmation: '確認メールを再送する',
  change_email: 'メールアドレスを入力し直す',
  code_resent: '{{email}} に確認メールを再送しました。最新のメールのコードをご入力ください。',
  guest_signup_note:
    'ゲストとして保存したToDoと日程調整は、そのまま新しいアカウントに引き継がれます。',
  guest_login_warning:
    'ゲストとして保存したToDoと日程調整は、ログインするアカウントには引き継がれず、30日後に自動で削除されます。引き継ぐ場合は「新規登録」をご利用ください。',
  already_registered_offer: 'このメールアドレスでログインする',
  forgot_link: 'パスワードをお忘れの方',
  title_forgot: 'パスワードの再設定',
  forgot_intro:
    'ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
  submit_forgot: '再設定メールを送信',
  forgot_sent:
    '入力されたメールアドレスが登録済みの場合、パスワード再設定用のメールをお送りしました。メール内のリンクを開くか、メールに記載の6桁の確認コードを下の欄に入力してください。',
  back_to_login: 'ログインに戻る',
  title_reset: '新しいパスワードの設定',
  reset_intro: '新しいパスワードを入力してください。',
  new_password: '新しいパスワード',
  submit_reset: 'パスワードを変更',
  reset_done: 'パスワードを変更しました。新しいパスワードでご利用いただけます。',
  validation: {
    name_too_long: 'ユーザー名は100文字以内で入力してください。',
    email_required: 'メールアドレスを入力してください。',
    email_invalid: 'メールアドレスの形式が正しくありません。',
    password_required: 'パスワードを入力してください。',
    password_too_short: 'パスワードは6文字以上で入力してください。',
  },
  errors: {
    invalid_credentials: 'メールアドレスまたはパスワードが正しくありません。',
    already_registered: 'このメールアドレスは既に登録されています。ログインしてください。',
    email_not_confirmed:
      'メールアドレスの確認が完了していません。確認メールのリンクを開いてください。',
    email_invalid: 'このメールアドレスはご利用いただけません。',
    rate_limited: '試行回数が上限に達しました。しばらく時間をおいてからお試しください。',
    mail_too_soon:
      'メールは続けてお送りできません。{{seconds}}秒ほどお待ちいただいてから、もう一度お試しください。',
    mail_limit:
      'ただいまメールの送信が混み合っております。しばらく時間をおいてから、もう一度お試しください。',
    code_invalid:
      '確認コードが正しくないか、有効期限（1時間）が切れています。最新のメールのコードをご入力ください。',
    signup_disabled: '現在、新規登録を受け付けておりません。',
    guest_disabled: '現在、ゲストとしての保存はご利用いただけません。ログインしてください。',
    provider_not_configured:
      'このログイン方法は現在ご利用いただけません。メールアドレスでログインしてください。',
    session_missing: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    network: 'サーバーに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
    weak_password: 'パスワードが弱すぎます。',
    same_password: '現在と同じパスワードは設定できません。別のパスワードを入力してください。',
    provider_message: '{{message}}',
  },
  weak_reasons: {
    length: '6文字以上にしてください',
    characters: '英大文字・小文字・数字・記号を組み合わせてください',
    pwned: '流出が確認されているパスワードです。別のパスワードにしてください',
  },
};

const en: LocaleShape<typeof ja> = {
  title_login: 'Sign in',
  title_signup: 'Create account',
  mode_switch_label: 'Switch between signing in and creating an account',
  to_signup: 'No account yet? Create one',
  to_login: 'Already have an account? Sign in',
  full_name: 'Username (full name)',
  full_name_hint: 'Optional. Shown in the welcome line on the home page.',
  email: 'Email',
  password: 'Password',
  password_hint: 'At least 6 characters.',
  submit_login: 'Sign in',
  submit_signup: 'Create account',
  processing: 'Processing...',
  or: 'or',
  with_google: 'Continue with Google',
  with_github: 'Continue with GitHub',
  auth_failed: 'Authentication failed.',
  title_confirm: 'Confirm your email address',
  signup_check_email:
    'We have sent a confirmation email to {{email}}. To finish creating your account, open its link or enter the 6-digit code from the email below.',
  code_label: 'Confirmation code (6 digits)',
  code_hint_signup: 'If the email does not arrive, please check your spam folder.',
  code_hint_recovery:
    'If the link opens in another browser, enter the code from the email instead.',
  code_invalid_format: 'Enter the 6-digit code from the email.',
  submit_code: 'Confirm',
  resend_confirmation: 'Resend the confirmation email',
  change_email: 'Use a different email address',
  code_resent:
    'We have sent a new confirmation email to {{email}}. Please enter the code from the latest email.',
  guest_signup_note:
    'The to-dos and schedule polls you saved as a guest will move to your new account.',
  guest_login_warning:
    'The to-dos and schedule polls you saved as a guest will not move to the account you sign in to, and will be deleted automatically after 30 days. To keep them, create a new account instead.',
  already_registered_offer: 'Sign in with this email',
  forgot_link: 'Forgot your password?',
  title_forgot: 'Reset your password',
  forgot_intro:
    'Enter the email address you registered with. We will send you a link to reset your password.',
  submit_forgot: 'Send reset email',
  forgot_sent:
    'If this email address is registered, we have sent it a password reset email. Open its link or enter the 6-digit code from the email below.',
  back_to_login: 'Back to sign-in',
  title_reset: 'Set a new password',
  reset_intro: 'Please enter your new password.',
  new_password: 'New password',
  submit_reset: 'Change password',
  reset_done: 'Your password has been changed. Please use the new one from now on.',
  validation: {
    name_too_long: 'Please keep the username to 100 characters.',
    email_required: 'Please enter your email address.',
    email_invalid: 'Please enter a valid email address.',
    password_required: 'Please enter your password.',
    password_too_short: 'The password must be at least 6 characters.',
  },
  errors: {
    invalid_credentials: 'The email or password is incorrect.',
    already_registered: 'This email is already registered. Please sign in.',
    email_not_confirmed:
      'Your email address is not confirmed yet. Please open the link in the confirmation email.',
    email_invalid: 'This email address cannot be used.',
    rate_limited: 'Too many attempts. Please wait a while and try again.',
    mail_too_soon:
      'We can only send this email once a minute. Please try again in {{seconds}} seconds.',
    mail_limit: 'We are sending too many emails right now. Please try again later.',
    code_invalid:
      'This code is incorrect or has expired (codes work for one hour). Please enter the code from the latest email.',
    signup_disabled: 'New sign-ups are currently closed.',
    guest_disabled: 'Saving as a guest is currently unavailable. Please sign in.',
    provider_not_configured:
      'This sign-in method is not available at the moment. Please use your email instead.',
    session_missing: 'Your session has expired. Please sign in again.',
    network: 'Could not reach the server. Please check your connection and try again.',
    weak_password: 'The password is too weak.',
    same_password: 'The new password must differ from the current one.',
    provider_message: '{{message}}',
  },
  weak_reasons: {
    length: 'Use at least 6 characters',
    characters: 'Mix upper and lower case letters, digits and symbols',
    pwned: 'This password has appeared in a data breach; choose another',
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
