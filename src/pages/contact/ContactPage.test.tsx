import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../lib/i18n';
import ContactPage from './ContactPage';

function renderPage(path = '/contact') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage />
    </MemoryRouter>,
  );
}

function fillForm() {
  fireEvent.change(screen.getByLabelText(/お名前/), { target: { value: '山田 太郎' } });
  fireEvent.change(screen.getByLabelText(/メールアドレス/), {
    target: { value: 'taro@example.jp' },
  });
  fireEvent.change(screen.getByLabelText(/お問い合わせの種類/), { target: { value: 'other' } });
  fireEvent.change(screen.getByLabelText(/件名/), { target: { value: '件名' } });
  fireEvent.change(screen.getByLabelText(/お問い合わせ内容/), { target: { value: '本文' } });
}

describe('ContactPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a message for every empty field and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    });
    expect(screen.getByText('お名前を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('お問い合わせの種類を選択してください。')).toBeInTheDocument();
    expect(screen.getByText('お問い合わせ内容を入力してください。')).toBeInTheDocument();
    expect(screen.getByLabelText(/お名前/)).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('disables the button while sending, then shows the success screen on 2xx', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderPage();
    fillForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    });
    expect(screen.getByRole('button', { name: '送信中...' })).toBeDisabled();
    await act(async () => answer(new Response('{"ok":true}', { status: 200 })));
    expect(screen.getByRole('heading', { name: /送信が完了しました/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'ホームに戻る' })).toHaveAttribute('href', '/');
  });

  it('shows the failure alert and keeps the input on an error status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    renderPage();
    fillForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('送信に失敗しました');
    expect(screen.getByLabelText(/件名/)).toHaveValue('件名');
    expect(screen.getByRole('button', { name: '送信する' })).toBeEnabled();
  });

  it('preselects the category from either spelling in the address', () => {
    renderPage('/contact?category=tool_request');
    expect(screen.getByLabelText(/お問い合わせの種類/)).toHaveValue('tool-request');
  });
});
