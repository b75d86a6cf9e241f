import { fireEvent, render, screen } from '@testing-library/react';
import { CollapsiblePanel } from './CollapsiblePanel';

function renderPanel(defaultOpen?: boolean) {
  render(
    <CollapsiblePanel
      heading="取引先"
      summary="2件"
      showLabel="表示"
      hideLabel="閉じる"
      defaultOpen={defaultOpen}
      footer={<p>削除しました</p>}
    >
      <p>株式会社サンプル</p>
    </CollapsiblePanel>,
  );
}

describe('CollapsiblePanel', () => {
  it('draws the body only while open, and the footer either way', () => {
    renderPanel();
    expect(screen.getByRole('region', { name: '取引先' })).toHaveTextContent('2件');
    const toggle = screen.getByRole('button', { name: '表示' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('株式会社サンプル')).toBeNull();
    expect(screen.getByText('削除しました')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('閉じる');
    const body = screen.getByText('株式会社サンプル').parentElement;
    expect(body).toHaveAttribute('id', toggle.getAttribute('aria-controls'));

    fireEvent.click(toggle);
    expect(screen.queryByText('株式会社サンプル')).toBeNull();
    expect(screen.getByText('削除しました')).toBeInTheDocument();
  });

  it('starts open when asked', () => {
    renderPanel(true);
    expect(screen.getByRole('button', { name: '閉じる' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('株式会社サンプル')).toBeInTheDocument();
  });
});
