import type { BookCategory, BookLanguage, BookLevel, BookPurpose, Locale } from './contract.ts';

/** Labels used in the criteria, query and reasons the function writes (the UI has its own copy). */
export const CATEGORY_LABELS: Record<BookCategory, Record<Locale, string>> = {
  programming: { ja: 'プログラミング・IT', en: 'Programming & IT' },
  business: { ja: 'ビジネス', en: 'Business' },
  marketing: { ja: 'マーケティング', en: 'Marketing' },
  design: { ja: 'デザイン', en: 'Design' },
  language: { ja: '語学', en: 'Languages' },
  certification: { ja: '資格', en: 'Certification' },
  'self-development': { ja: '自己啓発', en: 'Self-development' },
  hobby: { ja: '趣味', en: 'Hobbies' },
  other: { ja: 'その他', en: 'Other' },
};

export const LEVEL_LABELS: Record<BookLevel, Record<Locale, string>> = {
  beginner: { ja: '入門', en: 'Beginner' },
  elementary: { ja: '初級', en: 'Elementary' },
  intermediate: { ja: '中級', en: 'Intermediate' },
  advanced: { ja: '上級', en: 'Advanced' },
};

export const PURPOSE_LABELS: Record<BookPurpose, Record<Locale, string>> = {
  basics: { ja: '基礎を学ぶ', en: 'Learn the basics' },
  practical: { ja: '実務に活かす', en: 'Apply at work' },
  certification: { ja: '資格・試験対策', en: 'Exam preparation' },
  career: { ja: 'キャリアアップ・転職', en: 'Career growth' },
  management: { ja: 'マネジメント', en: 'Management' },
  reference: { ja: '手元のリファレンス', en: 'Desk reference' },
};

export const LANGUAGE_LABELS: Record<BookLanguage, Record<Locale, string>> = {
  japanese: { ja: '日本語', en: 'Japanese' },
  english: { ja: '英語', en: 'English' },
  any: { ja: 'こだわらない', en: 'Either' },
};

const yenFormatter = new Intl.NumberFormat('ja-JP');

export function formatYen(amount: number, locale: Locale): string {
  return locale === 'ja' ? `${yenFormatter.format(amount)}円` : `¥${yenFormatter.format(amount)}`;
}
