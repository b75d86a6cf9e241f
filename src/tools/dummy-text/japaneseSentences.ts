import { pick, randomInt, type Random } from './random';

/*
 * Plausible Japanese business prose, built from phrase templates so that sentences vary
 * without reading like random kana. Every sentence ends with 。.
 */
const PERIODS = ['本年度', '今期', '来期以降', '昨年度', '第2四半期', '現在', '今後', '上半期'];
const TEAMS = [
  '当社',
  '弊社',
  '営業部',
  '開発チーム',
  '各部署',
  '本プロジェクト',
  '経営企画室',
  'サポート部門',
];
const THEMES = [
  '業務効率化',
  '顧客満足度の向上',
  '新規事業の立ち上げ',
  'コスト削減',
  '品質改善',
  '働き方改革',
  'デジタル化の推進',
  '売上の拡大',
  '人材育成',
  '情報セキュリティの強化',
];
const MEASURES = ['取り組み', '施策', '準備', '体制づくり', '検討', '改善活動'];
const PROGRESS = [
  'を進めております',
  'を強化してまいります',
  'を本格化させております',
  'を継続しております',
  'を計画しております',
];
const TOPICS = [
  '詳細',
  '納期',
  'お見積り',
  'スケジュール',
  '次回の打ち合わせ',
  'ご提案内容',
  '契約条件',
  '費用の内訳',
  '導入時期',
];
const ACTIONS = [
  '改めてご連絡いたします',
  '担当者より追ってご案内いたします',
  '資料にまとめてお送りいたします',
  '社内で確認のうえご回答いたします',
  '関係部署と調整を進めております',
  '来週中にご報告いたします',
];
const GROUNDS = [
  '先日の調査によると',
  '前回の会議での議論を踏まえ',
  'お客様からのご意見を受けて',
  '過去の実績を踏まえますと',
  '市場の動向を考慮し',
];
const FINDINGS = [
  '利用者の約{n}割が現行のサービスに満足しているとのことです',
  '今後も需要の拡大が見込まれます',
  '計画の一部を見直すことといたしました',
  '早期の対応が必要であると判断いたしました',
  '前年比で約{n}割の改善が確認されております',
];
const DEADLINES = [
  '今月末までに',
  '来週金曜日までに',
  '月内に',
  '年度末までに',
  '次回の定例会議までに',
];
const DOCUMENTS = ['提案書', '報告書', '企画書', '見積書', '議事録', '進捗資料'];
const DELIVERIES = ['提出する', '共有する', '取りまとめる', '更新する'];
const SET_PHRASES = [
  'いつも大変お世話になっております。',
  'ご不明な点がございましたら、お気軽にお問い合わせください。',
  '引き続きどうぞよろしくお願い申し上げます。',
  'ご多忙のところ恐れ入りますが、ご確認のほどお願いいたします。',
  '何卒ご理解とご協力を賜りますようお願い申し上げます。',
  '本件につきましては、社内で慎重に検討を重ねてまいりました。',
  '会議の議事録は、共有フォルダに保存しております。',
  'なお、締め切りは今月末を予定しております。',
];

export function japaneseSentence(random: Random): string {
  const kind = random();
  if (kind < 0.3) {
    return `${pick(random, PERIODS)}、${pick(random, TEAMS)}では${pick(random, THEMES)}に向けた${pick(random, MEASURES)}${pick(random, PROGRESS)}。`;
  }
  if (kind < 0.5) return `${pick(random, TOPICS)}につきましては、${pick(random, ACTIONS)}。`;
  if (kind < 0.65) {
    const finding = pick(random, FINDINGS).replace('{n}', String(randomInt(random, 3, 9)));
    return `${pick(random, GROUNDS)}、${finding}。`;
  }
  if (kind < 0.8) {
    return `${pick(random, TEAMS)}は、${pick(random, DEADLINES)}${pick(random, DOCUMENTS)}を${pick(random, DELIVERIES)}予定です。`;
  }
  return pick(random, SET_PHRASES);
}

/**
 * Short set phrases by exact length (3 to 20 characters), used to end a text at exactly the
 * requested number of characters with a whole sentence.
 */
export const JAPANESE_FILLERS: readonly string[] = [
  '以上。',
  '了解。',
  '検討中。',
  '要確認。',
  '以上です。',
  '確認済み。',
  '対応中です。',
  '検討中です。',
  '承知しました。',
  '確認いたします。',
  '問題ありません。',
  '進捗は順調です。',
  '了解いたしました。',
  '後ほどご連絡します。',
  'よろしくお願いします。',
  '詳細は別途ご連絡します。',
  '予定どおり進んでおります。',
  '本日の会議は予定どおりです。',
  '引き続きよろしくお願いします。',
  '資料は共有フォルダにございます。',
  '詳細は来週の会議で共有いたします。',
  'ご不明な点はお気軽にお尋ねください。',
  'ご多忙の折、ご確認をお願いいたします。',
  '引き続きどうぞよろしくお願いいたします。',
];

export function japaneseFiller(random: Random, length: number): string {
  const fitting = JAPANESE_FILLERS.filter((filler) => filler.length === length);
  if (fitting.length === 0) throw new RangeError(`no Japanese filler of length ${length}`);
  return pick(random, fitting);
}
