import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  template_legend: 'テンプレートを選ぶ',
  templates: {
    initial: { name: '初回アプローチ', description: 'まだ面識のない相手に、初めてご連絡するとき' },
    followup: { name: 'フォローアップ', description: 'ご案内の後、検討状況をお伺いするとき' },
    meeting: { name: '打ち合わせ依頼', description: '商談やお打ち合わせの日程を打診するとき' },
    thanks: { name: '打ち合わせのお礼', description: '商談・お打ち合わせの後に感謝を伝えるとき' },
    proposal: { name: 'ご提案', description: '提案内容をお送りし、説明の機会をいただくとき' },
  },
  fields_heading: '入力項目',
  fields: {
    companyName: '相手の会社名',
    companyName_placeholder: '例：株式会社サンプル',
    contactName: '相手のご担当者名',
    contactName_placeholder: '例：山田 太郎',
    contactName_hint:
      '「様」は自動で付きます（入力済みの「様」「御中」を重ねることはありません）。空欄なら「ご担当者様」になります。',
    productService: '商品・サービス名',
    productService_placeholder: '例：クラウド勤怠管理システム',
    meetingDate: '打ち合わせ日時',
    meetingDate_placeholder: '例：{{meetingDate}}14:00',
    customMessage: '伝えたいこと',
    customMessage_placeholder: '例：同業の○○様では、導入後3か月で残業時間が2割減りました。',
    customMessage_hint:
      'あいさつと結びの文は自動で入ります。相手に合わせた一言を書くと効果的です。',
    attachment: '資料を添付して送る',
    attachment_hint: '「ご提案の資料を添付いたしましたので、ご査収ください。」の一文が入ります。',
  },
  unused_field: 'このテンプレートでは使いません。',
  empty_output:
    'テンプレートを選んで項目を入力し、「メール文を作成」を押すと、ここに文面が表示されます。',
  tips_heading: '使い方のコツ',
  tips: {
    check_names: '送信前に、会社名・お名前の漢字や敬称に誤りがないか必ず確認しましょう。',
    personalize:
      '「伝えたいこと」に相手の課題や具体的な数字を一言添えると、定型文らしさが薄れ、返信をいただきやすくなります。',
    subject: '件名は短く具体的に。相手が一目で用件をつかめるようにしましょう。',
    follow_up:
      '初回のご連絡から1週間ほど返信がなければ、「フォローアップ」で丁寧に再度ご連絡しましょう。',
    thanks_timing: '打ち合わせのお礼は、当日中か翌営業日の午前中までに送るのが理想です。',
    dates:
      '日時は「{{meetingDate}} 14:00」のように曜日まで書くと、行き違いを防げます。曜日が日付と合わないときは、作成したメールの上でお知らせします。',
  },
};

const en: LocaleShape<typeof ja> = {
  template_legend: 'Choose a template',
  templates: {
    initial: { name: 'First contact', description: 'Reach out to someone you have not met yet' },
    followup: { name: 'Follow-up', description: 'Check in after your first message' },
    meeting: { name: 'Meeting request', description: 'Propose a time for a meeting' },
    thanks: { name: 'Thanks for meeting', description: 'Thank someone after a meeting' },
    proposal: { name: 'Proposal', description: 'Send a proposal and offer to explain it' },
  },
  fields_heading: 'Details',
  fields: {
    companyName: "Client's company",
    companyName_placeholder: 'e.g. Sample Co., Ltd.',
    contactName: "Client's contact person",
    contactName_placeholder: 'e.g. Taro Yamada',
    contactName_hint:
      'In Japanese emails 様 is added for you (never twice); when empty, the email is addressed to the person in charge.',
    productService: 'Product or service',
    productService_placeholder: 'e.g. TimeCloud',
    meetingDate: 'Meeting date and time',
    meetingDate_placeholder: 'e.g. {{meetingDate}} at 2 PM',
    customMessage: 'What to say',
    customMessage_placeholder: 'e.g. A company like yours cut overtime by 20% within three months.',
    customMessage_hint:
      'The greeting and closing are added for you. A line written for this client works best.',
    attachment: 'The documents are attached',
    attachment_hint: 'The email says so: “Please find the proposal attached.”',
  },
  unused_field: 'Not used by this template.',
  empty_output:
    'Choose a template, fill in the details and press "Write the email" to see it here.',
  tips_heading: 'Tips',
  tips: {
    check_names: 'Before sending, check the spelling of every company and person name.',
    personalize:
      'Add a line about the client’s own challenge or a concrete figure: it reads less like a template and gets more replies.',
    subject: 'Keep the subject short and specific, so the matter is clear at a glance.',
    follow_up: 'No reply after about a week? Send the follow-up template, politely.',
    thanks_timing:
      'Send thanks for a meeting the same day, or the next business morning at the latest.',
    dates:
      'Write dates with the weekday (e.g. {{meetingDate}}, 2 PM) to avoid mix-ups. If a weekday does not match its date, the written email says so.',
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
