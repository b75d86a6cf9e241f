import { fireEvent, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { NewsCard } from './NewsCard';
import { PodcastEmbed } from './PodcastEmbed';

const t = ((key: string) => key) as unknown as TFunction;

describe('NewsCard', () => {
  it('links a safe article in a new tab without opener', () => {
    render(
      <NewsCard
        item={{
          title: '記事',
          link: 'https://note.com/a/n/b',
          pubDate: '2025-06-30T09:05:00.000Z',
          description: '本文',
          thumbnail: 'https://assets.st-note.com/x.png',
        }}
        language="ja"
        t={t}
      />,
    );
    const link = screen.getByRole('link', { name: /記事/ });
    expect(link).toHaveAttribute('href', 'https://note.com/a/n/b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('2025年6月30日 18:05')).toBeInTheDocument();
  });

  it('renders hostile text as text and hides a broken thumbnail', () => {
    const { container } = render(
      <NewsCard
        item={{
          title: '<img src=x onerror=alert(1)>速報',
          link: null,
          pubDate: null,
          description: '<script>alert(1)</script>',
          thumbnail: 'https://assets.st-note.com/broken.png',
        }}
        language="ja"
        t={t}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>速報')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    fireEvent.error(images[0] as HTMLImageElement);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('PodcastEmbed', () => {
  it('embeds a sandboxed, lazy iframe with a title', () => {
    render(<PodcastEmbed url="https://open.spotify.com/embed/show/abc" t={t} />);
    const frame = screen.getByTitle('podcast_title');
    expect(frame).toHaveAttribute('src', 'https://open.spotify.com/embed/show/abc');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });
});
