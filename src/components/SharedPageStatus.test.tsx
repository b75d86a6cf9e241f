import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { i18n } from '../lib/i18n';
import type { QueryStatus } from '../lib/query/queryStatus';
import { SharedPageStatus } from './SharedPageStatus';

describe('SharedPageStatus', () => {
  const before = i18n.language;
  beforeEach(() => i18n.changeLanguage('ja'));
  afterAll(() => i18n.changeLanguage(before));

  it.each<[QueryStatus, 'status' | 'alert' | null, string | null]>([
    ['loading', 'status', '読み込み中...'],
    ['not_found', 'alert', 'この共有リンクは見つかりません'],
    ['failed', 'alert', '読み込めませんでした'],
    ['shown', null, null],
  ])('%s: %s %s', (status, role, text) => {
    const { container } = render(
      <SharedPageStatus
        status={status}
        notFound="この共有リンクは見つかりません"
        failed="読み込めませんでした"
      />,
    );
    if (role === null) expect(container).toBeEmptyDOMElement();
    else expect(screen.getByRole(role)).toHaveTextContent(text ?? '');
  });

  it("says the page's own loading message, and the common one in English", async () => {
    const { rerender } = render(
      <SharedPageStatus status="loading" loading="確認しています" notFound="" failed="" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('確認しています');
    await act(() => i18n.changeLanguage('en'));
    rerender(<SharedPageStatus status="loading" notFound="" failed="" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
