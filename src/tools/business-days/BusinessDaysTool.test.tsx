import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../lib/i18n';
import BusinessDaysTool from './BusinessDaysTool';

function renderTool(query: string) {
  return render(
    <MemoryRouter initialEntries={[`/business-days?${query}`]}>
      <BusinessDaysTool />
    </MemoryRouter>,
  );
}

describe('BusinessDaysTool', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('ja');
  });

  it('adds business days over a holiday, counts a period and finds the payment day', async () => {
    renderTool('start=2027-01-08&count=1&from=2026-09-01&to=2026-09-30&date=2026-11-10');
    expect(await screen.findByTestId('business-days-add-result')).toHaveTextContent(
      '2027年1月12日(火)',
    );
    expect(screen.getByTestId('business-days-count-result')).toHaveTextContent('19日');
    expect(screen.getByText(/2026年9月22日\(火\) 国民の休日/)).toBeInTheDocument();
    // 月末締め翌月末払い: 12月31日 is in 年末年始, so the previous business day.
    expect(screen.getByTestId('business-days-payment-result')).toHaveTextContent(
      '2026年12月28日(月)',
    );
    expect(
      screen.getByText(/本来の支払日 2026年12月31日\(木\) は休業日（年末年始）/),
    ).toBeInTheDocument();
  });

  it('takes the company’s own days off and reports a line it cannot read', async () => {
    renderTool('start=2027-01-08&count=1');
    await screen.findByTestId('business-days-add-result');
    fireEvent.change(screen.getByLabelText('独自の休業日（1行に1日、または期間）'), {
      target: { value: '2027/1/12 棚卸し\n1月13日' },
    });
    expect(screen.getByTestId('business-days-add-result')).toHaveTextContent('2027年1月13日(水)');
    expect(screen.getByText(/2行目の日付を読み取れませんでした/)).toBeInTheDocument();
  });

  it('says when a date is past the holiday data', async () => {
    renderTool('start=2050-12-28&count=5');
    await screen.findByTestId('business-days-add-result');
    expect(screen.getByText(/2051年以降の祝日データはありません/)).toBeInTheDocument();
  });
});
