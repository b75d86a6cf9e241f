import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../lib/i18n';
import UnicodeEscapeTool from './UnicodeEscapeTool';

function renderTool() {
  render(
    <MemoryRouter initialEntries={['/unicode-escape']}>
      <UnicodeEscapeTool />
    </MemoryRouter>,
  );
}

describe('UnicodeEscapeTool', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('ja');
  });

  it('escapes text, shows its bytes and reads escapes back', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('エスケープする文字'), { target: { value: 'Aあ🚀' } });
    expect(screen.getByLabelText('エスケープした結果')).toHaveValue('A\\u3042\\uD83D\\uDE80');
    expect(screen.getByRole('cell', { name: 'F0 9F 9A 80' })).toBeInTheDocument();
    expect(screen.getByText('合計 8 バイト（UTF-8）')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('元に戻す（エスケープ → 文字）'));
    // The escaped text moves over to be read back.
    expect(screen.getByLabelText('元に戻すエスケープ')).toHaveValue('A\\u3042\\uD83D\\uDE80');
    expect(screen.getByLabelText('元に戻した文字')).toHaveValue('Aあ🚀');
  });

  it('says what is wrong with a broken escape', () => {
    renderTool();
    fireEvent.click(screen.getByLabelText('元に戻す（エスケープ → 文字）'));
    fireEvent.change(screen.getByLabelText('元に戻すエスケープ'), {
      target: { value: 'ab\\u12G4' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '3文字目の「\\u12G4」はエスケープとして正しくありません。',
    );
  });
});
