import type { Bilingual, LocaleShape } from '../../lib/i18n/types.ts';

const ja = {
  title: 'note の AI 関連記事',
  refresh: '更新',
  loading: 'ニュースを読み込んでいます…',
  error: 'ニュースの取得に失敗しました。しばらくしてから再度お試しください。',
  empty: 'ニュースが見つかりませんでした。',
  count: '{{count}} 件の記事',
  podcast_heading: 'AI ニュースのポッドキャスト',
  podcast_title: 'AI ニュースのポッドキャストプレーヤー',
  info_heading: 'このページについて',
  info_source:
    '記事は note（{{host}}）の RSS フィードから取得しています。内容の著作権は各執筆者に帰属します。',
  info_external: '記事をクリックすると、note のページが新しいタブで開きます。',
  info_update:
    'ページを開いたときに最新の記事を読み込みます。「更新」ボタンでいつでも再取得でき、表示は新しい順に最大 {{limit}} 件です。',
};

const en: LocaleShape<typeof ja> = {
  title: 'AI articles on note',
  refresh: 'Refresh',
  loading: 'Loading news…',
  error: 'Failed to fetch news. Please try again later.',
  empty: 'No news found.',
  count: '{{count}} articles',
  podcast_heading: 'AI news podcast',
  podcast_title: 'AI news podcast player',
  info_heading: 'About this page',
  info_source:
    'Articles come from the RSS feed of note ({{host}}), a Japanese publishing platform. Copyright belongs to each author.',
  info_external: 'Clicking an article opens its page on note in a new tab.',
  info_update:
    'The latest articles load when you open this page. Use Refresh to reload at any time; up to {{limit}} articles are shown, newest first.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
