import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import ExpenseCheckerTool from './ExpenseCheckerTool';

describe('ExpenseCheckerTool', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('keeps the last item and the CSV export disabled until every check passes', () => {
    render(<ExpenseCheckerTool />);
    const exportButton = screen.getByRole('button', { name: /CSVで保存/ });
    expect(screen.getByRole('button', { name: /経費 1 を削除/ })).toBeDisabled();
    expect(exportButton).toBeDisabled();
    expect(screen.getByText('要確認の項目が3件あります。')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('カテゴリ'), { target: { value: 'supplies' } });
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: 'トナー' } });
    const amount = screen.getByLabelText('金額（円）');
    fireEvent.change(amount, { target: { value: '50001' } });
    fireEvent.blur(amount);
    // Inline under the checkbox, and as a link in the result panel.
    expect(screen.getByText('50,000円を超える経費には領収書が必要です。')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '経費 1: 50,000円を超える経費には領収書が必要です。' }),
    ).toBeInTheDocument();
    expect(exportButton).toBeDisabled();

    fireEvent.click(screen.getByLabelText('領収書あり'));
    expect(exportButton).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: /経費を追加/ }));
    expect(screen.getByRole('button', { name: /経費 1 を削除/ })).toBeEnabled();
    expect(exportButton).toBeDisabled();
  });
});
