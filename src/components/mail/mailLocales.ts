import { useToolTranslation } from '../../lib/i18n/toolLocales';
import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

/** Strings of the form shell the three mail tools share; they load with the mail tools only. */
const ja = {
  fields_hint:
    '空欄の項目は、文面から自然な形で省かれます。用件に欠かせない項目が空欄のときは、文面に書き込み欄を残してお知らせします。',
  sender: {
    legend: 'あなた（差出人）の情報',
    hint: '書き出しの名乗りと署名に使います。自社情報として保存され、ほかのメール・書類ツールにも自動で入ります。',
    company: 'あなたの会社名',
    company_placeholder: '例: テック株式会社',
    department: '部署名',
    department_placeholder: '例: 営業部',
    name: 'あなたのお名前',
    name_placeholder: '例: 佐藤 花子',
    tel: '電話番号',
    tel_placeholder: '例: 03-1234-5678',
    email: 'メールアドレス',
    email_placeholder: '例: sato@example.co.jp',
  },
  language_label: 'メールの言語',
  language_options: { ja: '日本語', en: '英語' },
  english: {
    legend: '英文メールの宛名と署名',
    hint: '英文メールには日本語を入れません。お名前と会社名をローマ字・英語表記で入力してください（上の欄がローマ字なら自動で入ります）。空欄のままなら、その箇所は [ ] の書き込み欄になります。',
    recipientName: '相手のお名前（ローマ字）',
    recipientName_placeholder: '例: Ichiro Tanaka',
    recipientCompany: '相手の会社名（英語表記）',
    recipientCompany_placeholder: '例: ABC Corporation',
    senderName: 'あなたのお名前（ローマ字）',
    senderName_placeholder: '例: Hanako Sato',
    senderCompany: 'あなたの会社名（英語表記）',
    senderCompany_placeholder: '例: Tech Inc.',
    senderDepartment: 'あなたの部署名（英語表記）',
    senderDepartment_placeholder: '例: Sales Department',
  },
  salutation: {
    title: '相手の敬称',
    titles: { none: 'なし（フルネーム）', mr: 'Mr.', ms: 'Ms.' },
    family: '姓（敬称の後に付く部分）',
    greeting: '書き出し：{{greeting}}',
  },
  offer: {
    legend: 'お打ち合わせの条件（こちらから提示できるもの）',
    length: '所要時間',
    format: '方法',
    formats: {
      none: '記載しない',
      online: 'オンライン',
      visit: '対面',
      either: 'オンライン・対面のどちらでも',
    },
    not_stated: '記載しない',
    place: '対面の場所',
    place_placeholder: '例: 弊社会議室',
    place_hint: '空欄なら「貴社に伺う」形で書きます。',
    place_unused: '対面を選んだときに使います。',
    unused: 'このテンプレートでは使いません。',
  },
  generate: 'メール文を作成',
  clear: 'クリア',
  clear_hint: 'あなた（差出人）の情報は消えません。',
  output: {
    heading: '作成したメール',
    subject: '件名',
    body: '本文',
    copy_subject: '件名をコピー',
    copy_body: '本文をコピー',
    copy_all: 'すべてコピー',
    edit_hint: '文面はここで直接修正できます。「すべてコピー」は件名と本文をまとめてコピーします。',
    gaps_heading: '送る前に書き込みが必要な箇所があります',
    gap_blank:
      '{{marker}}：「{{field}}」を入力してもう一度作成するか、この文面で直接書き換えてください。',
    gap_not_english:
      '{{marker}}：英文メールには日本語を入れていません。「{{field}}」を英語（ローマ字）で入力してもう一度作成するか、この文面で直接書き換えてください。',
  },
};

const en: LocaleShape<typeof ja> = {
  fields_hint:
    'Empty fields are left out of the mail naturally. When a field the mail cannot do without is empty, the mail keeps a placeholder for it and tells you.',
  sender: {
    legend: 'About you (the sender)',
    hint: 'Used to introduce yourself and in the signature. Saved as your company details, so the other mail and document tools fill them in too.',
    company: 'Your company',
    company_placeholder: 'e.g. Tech Inc.',
    department: 'Department',
    department_placeholder: 'e.g. Sales Department',
    name: 'Your name',
    name_placeholder: 'e.g. Hanako Sato',
    tel: 'Phone',
    tel_placeholder: 'e.g. 03-1234-5678',
    email: 'Email',
    email_placeholder: 'e.g. sato@example.co.jp',
  },
  language_label: 'Mail language',
  language_options: { ja: 'Japanese', en: 'English' },
  english: {
    legend: 'Names for the English mail',
    hint: 'An English mail carries no Japanese: type the names in Latin letters (names already typed in Latin letters above are filled in). A name left empty becomes a [ ] placeholder to fill in.',
    recipientName: "Recipient's name (Latin letters)",
    recipientName_placeholder: 'e.g. Ichiro Tanaka',
    recipientCompany: "Recipient's company (in English)",
    recipientCompany_placeholder: 'e.g. ABC Corporation',
    senderName: 'Your name (Latin letters)',
    senderName_placeholder: 'e.g. Hanako Sato',
    senderCompany: 'Your company (in English)',
    senderCompany_placeholder: 'e.g. Tech Inc.',
    senderDepartment: 'Your department (in English)',
    senderDepartment_placeholder: 'e.g. Sales Department',
  },
  salutation: {
    title: 'Title',
    titles: { none: 'None (full name)', mr: 'Mr.', ms: 'Ms.' },
    family: 'Family name (follows the title)',
    greeting: 'Greeting: {{greeting}}',
  },
  offer: {
    legend: 'What you can offer for the meeting',
    length: 'Length',
    format: 'Format',
    formats: {
      none: 'Not stated',
      online: 'Online',
      visit: 'In person',
      either: 'Online or in person',
    },
    not_stated: 'Not stated',
    place: 'In-person place',
    place_placeholder: 'e.g. our meeting room',
    place_hint: "When empty, you offer to visit the client's office.",
    place_unused: 'Used for in-person meetings.',
    unused: 'Not used by this template.',
  },
  generate: 'Write the mail',
  clear: 'Clear',
  clear_hint: 'Your sender details are kept.',
  output: {
    heading: 'Your mail',
    subject: 'Subject',
    body: 'Body',
    copy_subject: 'Copy subject',
    copy_body: 'Copy body',
    copy_all: 'Copy all',
    edit_hint: 'You can edit the text here. "Copy all" copies the subject and the body together.',
    gaps_heading: 'Still to fill in before sending',
    gap_blank: '{{marker}}: fill in “{{field}}” and write the mail again, or edit the text here.',
    gap_not_english:
      '{{marker}}: an English mail carries no Japanese. Type “{{field}}” in English (Latin letters) and write the mail again, or edit the text here.',
  },
};

export const mailLocales: Bilingual<typeof ja> = { ja, en };

export function useMailTranslation() {
  return useToolTranslation('mail-shared', mailLocales);
}
