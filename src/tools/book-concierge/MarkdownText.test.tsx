import { render, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { MarkdownText } from './MarkdownText';

describe('MarkdownText', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('renders only http(s) links, in a new tab with noopener, and everything else as text', () => {
    const { container } = render(
      <MarkdownText
        text={
          '[良い](https://example.com) [悪い](javascript:alert(1)) <img src=x onerror=alert(1)>'
        }
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain(
      '[悪い](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
  });
});
