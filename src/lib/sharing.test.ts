import { shareUrl } from './sharing';

describe('shareUrl', () => {
  it.each([
    ['https://example.jp/', 'todo-share', 'abc_-1', 'https://example.jp/todo-share/abc_-1'],
    ['https://example.jp', 'schedule-share', 'a b', 'https://example.jp/schedule-share/a%20b'],
  ] as const)('%s + %s + %s', (origin, kind, id, expected) => {
    expect(shareUrl(origin, kind, id)).toBe(expected);
  });
});
