import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { DocumentActions } from './DocumentActions';

describe('DocumentActions', () => {
  beforeEach(() => i18n.changeLanguage('ja'));

  it('prints, downloads the CSV and shows the buttons after them', () => {
    const onPrint = vi.fn();
    const onCsv = vi.fn();
    render(
      <DocumentActions blocked={false} onPrint={onPrint} onCsv={onCsv}>
        <button type="button">保存する</button>
      </DocumentActions>,
    );
    fireEvent.click(screen.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' }));
    fireEvent.click(screen.getByRole('button', { name: 'CSVをダウンロード' }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(onCsv).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '印刷プレビュー（印刷・PDF保存）',
      'CSVをダウンロード',
      '保存する',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds both back while the entries have errors, and says why', () => {
    render(<DocumentActions blocked onPrint={() => {}} onCsv={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('エラーの項目を修正すると出力できます');
    expect(screen.getByRole('button', { name: '印刷プレビュー（印刷・PDF保存）' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CSVをダウンロード' })).toBeDisabled();
  });

  it('says the document’s own reason when it gives one, and the note under the buttons', () => {
    render(
      <DocumentActions
        blocked
        reason="番号を発行しています…"
        note="入力内容はこのブラウザに自動で保存されます。"
        onPrint={() => {}}
        onCsv={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('番号を発行しています…');
    expect(screen.getByText('入力内容はこのブラウザに自動で保存されます。')).toBeInTheDocument();
  });
});
