import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as actions from '../../lib/auth/authActions';
import { i18n } from '../../lib/i18n';
import AuthModal from './AuthModal';

vi.mock('../../lib/auth/authActions', async (importOriginal) => ({
  ...(await importOriginal<typeof actions>()),
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  signInWithProvider: vi.fn(),
  requestPasswordReset: vi.fn(),
  setNewPassword: vi.fn(),
  verifyEmailCode: vi.fn(),
  resendConfirmation: vi.fn(),
}));

const signIn = vi.mocked(actions.signInWithPassword);
const signUp = vi.mocked(actions.signUp);
const provider = vi.mocked(actions.signInWithProvider);
const requestReset = vi.mocked(actions.requestPasswordReset);
const setPassword = vi.mocked(actions.setNewPassword);
const verifyCode = vi.mocked(actions.verifyEmailCode);
const resend = vi.mocked(actions.resendConfirmation);

function renderModal(mode: 'login' | 'signup' | 'forgot' | 'reset' = 'login') {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <AuthModal initialMode={mode} onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('AuthModal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
    vi.clearAllMocks();
  });

  it('validates required fields and the email format before calling the server', async () => {
    renderModal();
    await submit('ログイン');
    expect(screen.getByText('メールアドレスを入力してください。')).toBeVisible();
    expect(screen.getByText('パスワードを入力してください。')).toBeVisible();
    fill('メールアドレス', 'taro@example');
    await submit('ログイン');
    expect(screen.getByText('メールアドレスの形式が正しくありません。')).toBeVisible();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('toggles to create-account mode with the username field and the 6-character rule', async () => {
    renderModal();
    expect(screen.queryByLabelText('ユーザー名（氏名）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'アカウントをお持ちでない方は新規登録' }));
    expect(screen.getByRole('heading', { name: '新規登録' })).toBeVisible();
    expect(screen.getByLabelText('ユーザー名（氏名）')).toBeVisible();
    fill('メールアドレス', 'taro@example.jp');
    fill('パスワード', '12345');
    await submit('登録する');
    expect(screen.getByText('パスワードは6文字以上で入力してください。')).toBeVisible();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the processing state, then closes and clears on success', async () => {
    let resolve: (value: actions.AuthResult) => void = () => {};
    signIn.mockReturnValue(new Promise((r) => (resolve = r)));
    const { onClose } = renderModal();
    fill('メールアドレス', 'taro@example.jp');
    fill('パスワード', 'secret1');
    await submit('ログイン');
    expect(screen.getByRole('button', { name: '処理中...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('taro@example.jp', 'secret1');
    await act(async () => resolve({ ok: true, value: undefined }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('');
  });

  it.each([
    [
      { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' },
      'メールアドレスまたはパスワードが正しくありません。',
    ],
    [{}, '認証に失敗しました。'],
    [{ code: 'unexpected', status: 400, message: 'Custom server text' }, 'Custom server text'],
  ])('maps the error %j', async (error, text) => {
    signIn.mockResolvedValue({ ok: false, error });
    renderModal();
    fill('メールアドレス', 'taro@example.jp');
    fill('パスワード', 'secret1');
    await submit('ログイン');
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('lists weak-password reasons and offers sign-in for a taken email', async () => {
    signUp.mockResolvedValueOnce({
      ok: false,
      error: { code: 'weak_password', reasons: ['length', 'characters'] },
    });
    renderModal('signup');
    fill('メールアドレス', 'taro@example.jp');
    fill('パスワード', 'abcdef');
    await submit('登録する');
    expect(screen.getByRole('alert')).toHaveTextContent('パスワードが弱すぎます。');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '英大文字・小文字・数字・記号を組み合わせてください',
    );

    signUp.mockResolvedValueOnce({
      ok: false,
      error: { code: 'user_already_exists', status: 422 },
    });
    await submit('登録する');
    fireEvent.click(screen.getByRole('button', { name: 'このメールアドレスでログインする' }));
    expect(screen.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  });

  it('explains an unconfigured provider', async () => {
    provider.mockResolvedValue({
      ok: false,
      error: { status: 400, message: 'Unsupported provider: provider is not enabled' },
    });
    renderModal();
    await submit('Googleでログイン');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'このログイン方法は現在ご利用いただけません',
    );
  });

  it('closes on Escape and works in English', async () => {
    await i18n.changeLanguage('en');
    const { onClose } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await submit('Sign in');
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for a reset mail from 「パスワードをお忘れの方」 and says the same for any address', async () => {
    requestReset.mockResolvedValue({ ok: true, value: undefined });
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'パスワードをお忘れの方' }));
    expect(screen.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
    await submit('再設定メールを送信');
    expect(screen.getByText('メールアドレスを入力してください。', { exact: true })).toBeVisible();
    expect(requestReset).not.toHaveBeenCalled();
    fill('メールアドレス', 'taro@example.jp');
    await submit('再設定メールを送信');
    expect(requestReset).toHaveBeenCalledWith('taro@example.jp');
    expect(screen.getByRole('status')).toHaveTextContent(
      'パスワード再設定用のメールをお送りしました',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ログインに戻る' }));
    expect(screen.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  });

  it('sets the new password after the reset link, with the 6-character rule and errors', async () => {
    setPassword.mockResolvedValueOnce({ ok: false, error: { code: 'same_password' } });
    setPassword.mockResolvedValueOnce({ ok: true, value: undefined });
    renderModal('reset');
    expect(screen.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
    fill('新しいパスワード', '12345');
    await submit('パスワードを変更');
    expect(screen.getByText('パスワードは6文字以上で入力してください。')).toBeVisible();
    fill('新しいパスワード', 'atarashii-7');
    await submit('パスワードを変更');
    expect(screen.getByRole('alert')).toHaveTextContent('現在と同じパスワードは設定できません');
    await submit('パスワードを変更');
    expect(setPassword).toHaveBeenLastCalledWith('atarashii-7');
    expect(screen.getByRole('status')).toHaveTextContent('パスワードを変更しました。');
  });

  it('takes the confirmation code after a sign-up, in the page language, and resends', async () => {
    signUp.mockResolvedValueOnce({ ok: true, value: 'confirmation_sent' });
    verifyCode.mockResolvedValueOnce({ ok: false, error: { code: 'otp_expired', status: 403 } });
    verifyCode.mockResolvedValueOnce({ ok: true, value: undefined });
    resend.mockResolvedValueOnce({
      ok: false,
      error: {
        code: 'over_email_send_rate_limit',
        status: 429,
        message: 'For security purposes, you can only request this after 42 seconds.',
      },
    });
    const { onClose } = renderModal('signup');
    fill('メールアドレス', 'taro@example.jp');
    fill('パスワード', 'abcdef-12');
    await submit('登録する');
    expect(signUp).toHaveBeenLastCalledWith('taro@example.jp', 'abcdef-12', '', 'ja');
    expect(screen.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'taro@example.jp に確認メールをお送りしました',
    );
    await submit('確認する');
    expect(screen.getByText('確認コードは6桁の数字で入力してください。')).toBeVisible();
    fill('確認コード（6桁）', '12 34 56');
    await submit('確認する');
    expect(verifyCode).toHaveBeenLastCalledWith('taro@example.jp', '123456', 'signup');
    expect(screen.getByRole('alert')).toHaveTextContent('確認コードが正しくないか');
    await submit('確認メールを再送する');
    expect(resend).toHaveBeenLastCalledWith('taro@example.jp', 'signup');
    expect(screen.getByRole('alert')).toHaveTextContent('42秒ほどお待ちいただいてから');
    await submit('確認する');
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back to the sign-up form to correct the address the code went to', async () => {
    signUp.mockResolvedValueOnce({ ok: true, value: 'confirmation_sent' });
    renderModal('signup');
    fill('メールアドレス', 'taro@example.jp');
    fill('パスワード', 'abcdef-12');
    await submit('登録する');
    fireEvent.click(screen.getByRole('button', { name: 'メールアドレスを入力し直す' }));
    expect(screen.getByRole('heading', { name: '新規登録' })).toBeVisible();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('');
  });

  it('takes the reset code when the link opens elsewhere, then asks for the new password', async () => {
    requestReset.mockResolvedValue({ ok: true, value: undefined });
    verifyCode.mockResolvedValueOnce({ ok: true, value: undefined });
    renderModal('forgot');
    fill('メールアドレス', 'taro@example.jp');
    await submit('再設定メールを送信');
    // Typed on a Japanese IME: full-width digits, copied from the mail in two groups.
    fill('確認コード（6桁）', '６５４　３２１');
    await submit('確認する');
    expect(verifyCode).toHaveBeenLastCalledWith('taro@example.jp', '654321', 'recovery');
    expect(screen.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
  });
});
