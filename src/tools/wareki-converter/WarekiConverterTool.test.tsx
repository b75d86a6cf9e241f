import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../lib/i18n';
import WarekiConverterTool from './WarekiConverterTool';

function renderTool(query = '') {
  render(
    <MemoryRouter initialEntries={[`/wareki-converter?${query}`]}>
      <WarekiConverterTool />
    </MemoryRouter>,
  );
}

describe('WarekiConverterTool', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('ja');
  });

  it('converts both ways, with 干支 and the age', () => {
    renderTool('date=2019-05-01&wareki=昭和64年1月7日&year=1989');
    expect(screen.getAllByText('令和元年5月1日')[0]).toBeInTheDocument();
    expect(screen.getByText('R1.5.1')).toBeInTheDocument();
    expect(screen.getByText('1989年1月7日(土)')).toBeInTheDocument();
    expect(screen.getByTestId('wareki-year-result')).toHaveTextContent(
      '昭和64年 / 平成元年 己巳（つちのとみ）・へび年',
    );
    fireEvent.change(screen.getAllByLabelText('基準日')[0] as HTMLElement, {
      target: { value: '2026-04-30' },
    });
    expect(screen.getByText('満6歳（数え年8歳）')).toBeInTheDocument();
  });

  it.each([
    ['令和0年1月1日', '令和0年という年はありません。'],
    ['令和元年4月30日', '令和の期間外の日付です。令和は2019年5月1日(水)から現在までです。'],
    [
      '平成31年5月1日',
      '平成の期間外の日付です。平成は1989年1月8日(日)から2019年4月30日(火)までです。',
    ],
    ['明治5年12月2日', '旧暦（太陰太陽暦）の日付のため'],
    ['2026年11月29日', '和暦として読み取れません。'],
  ])('explains why %s cannot be read', (text, message) => {
    renderTool();
    fireEvent.change(screen.getByLabelText('日付（和暦）'), { target: { value: text } });
    expect(screen.getByText(new RegExp(message.replace(/[()（）]/g, '.')))).toBeInTheDocument();
  });
});
