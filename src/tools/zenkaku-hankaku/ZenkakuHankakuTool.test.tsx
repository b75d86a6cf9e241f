import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../lib/i18n';
import ZenkakuHankakuTool from './ZenkakuHankakuTool';

describe('ZenkakuHankakuTool', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('ja');
  });

  it('converts the kinds chosen, in the direction chosen', () => {
    render(
      <MemoryRouter initialEntries={['/zenkaku-hankaku']}>
        <ZenkakuHankakuTool />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('変換する文章'), { target: { value: 'ＡＢＣ！ガ' } });
    expect(screen.getByLabelText('変換結果')).toHaveValue('ABC!ｶﾞ');
    expect(screen.getByText('5文字を変換しました。')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('記号とスペース（! # ( ) - など）'));
    expect(screen.getByLabelText('変換結果')).toHaveValue('ABC！ｶﾞ');
    fireEvent.click(screen.getByLabelText('半角 → 全角'));
    expect(screen.getByLabelText('変換結果')).toHaveValue('ＡＢＣ！ガ');
  });
});
