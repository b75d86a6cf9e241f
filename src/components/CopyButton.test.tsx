import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import { COPY_CONFIRM_MS, CopyButton } from './CopyButton';

describe('CopyButton', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('copies the text and shows the confirmation for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="こんにちは" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /コピー/ }));
    });
    expect(writeText).toHaveBeenCalledWith('こんにちは');
    expect(screen.getByRole('button')).toHaveTextContent('コピーしました');
    act(() => vi.advanceTimersByTime(COPY_CONFIRM_MS - 1));
    expect(screen.getByRole('button')).toHaveTextContent('コピーしました');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button')).not.toHaveTextContent('コピーしました');
    expect(COPY_CONFIRM_MS).toBe(2000);
  });

  it('shows nothing and only logs when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CopyButton text="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button')).not.toHaveTextContent('コピーしました');
  });
});
