import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as actions from '../../lib/auth/authActions';
import { i18n } from '../../lib/i18n';
import { DangerZone } from './DangerZone';

vi.mock('../../lib/auth/authActions', async (importOriginal) => ({
  ...(await importOriginal<typeof actions>()),
  deleteAccount: vi.fn(),
}));
const deleteAccount = vi.mocked(actions.deleteAccount);

function renderZone() {
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={<DangerZone />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function confirmWith(phrase: string) {
  fireEvent.change(screen.getByLabelText('確認のため「退会する」と入力してください。'), {
    target: { value: phrase },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '退会する' }));
  });
}

describe('DangerZone', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
    vi.clearAllMocks();
  });

  it('goes collapsed -> confirming and refuses a phrase that is not exact', async () => {
    renderZone();
    expect(screen.queryByLabelText(/確認のため/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'アカウントを削除（退会）' }));
    await confirmWith('退会');
    expect(screen.getByRole('alert')).toHaveTextContent('確認用フレーズを正確に入力してください。');
    await confirmWith('退会する ');
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('shows the deleting state, then goes home on success', async () => {
    let resolve: (value: Awaited<ReturnType<typeof actions.deleteAccount>>) => void = () => {};
    deleteAccount.mockReturnValue(new Promise((r) => (resolve = r)));
    renderZone();
    fireEvent.click(screen.getByRole('button', { name: 'アカウントを削除（退会）' }));
    await confirmWith('退会する');
    expect(screen.getByRole('button', { name: '削除しています...' })).toBeDisabled();
    await act(async () => resolve({ ok: true, value: undefined }));
    expect(screen.getByText('home page')).toBeVisible();
  });

  it.each([
    ['no_session' as const, 'ログイン情報が見つかりません。'],
    ['failed' as const, '退会処理に失敗しました。'],
    [{ message: 'User not found' }, 'User not found'],
  ])('reports %j', async (error, text) => {
    deleteAccount.mockResolvedValue({ ok: false, error });
    renderZone();
    fireEvent.click(screen.getByRole('button', { name: 'アカウントを削除（退会）' }));
    await confirmWith('退会する');
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: '退会する' })).toBeEnabled();
  });
});
