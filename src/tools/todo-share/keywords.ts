import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: ['とぅーどぅー', 'たすく', 'タスク管理', 'やること', '共有', 'きょうゆう'],
  en: ['todo', 'task', 'checklist', 'share'],
};
