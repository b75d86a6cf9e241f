import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  scene_legend: 'シーンを選ぶ',
  scenes: {
    request: { name: '依頼', description: '作業や対応をお願いするとき' },
    thanks: { name: 'お礼', description: 'ご協力やご対応への感謝を伝えるとき' },
    apology: { name: 'お詫び', description: 'ミスやご迷惑を丁寧にお詫びするとき' },
    confirmation: { name: '確認', description: '内容や予定の確認をお願いするとき' },
    report: { name: '報告', description: '進捗や結果をお知らせするとき' },
    reminder: { name: 'リマインド', description: '返信や対応を失礼なく催促するとき' },
  },
  fields_heading: '入力項目',
  fields: {
    companyName: '相手の会社名',
    companyName_placeholder: '例: 株式会社サンプル',
    recipientName: '相手のお名前',
    recipientName_placeholder: '例: 山田 太郎',
    recipientName_hint:
      '「様」は自動で付きます（入力済みの「様」「御中」を重ねることはありません）。空欄なら「ご担当者様」になります。',
    subject: '件名（用件）',
    subject_hint:
      '「見積書送付」のようにメモの書き方で入力しても、「お見積書のご送付」のように整えます。「〜の件」「〜について」も重なりません。',
    customContent: '本文に入れる内容',
    customContent_hint: 'あいさつと結びの文は自動で入ります。用件の詳細だけ書いてください。',
  },
  examples: {
    request: {
      subject: '例: 資料のご送付',
      customContent:
        '例: 来週の社内会議で使用するため、製品カタログを3部お送りいただきたく存じます。',
    },
    thanks: {
      subject: '例: お見積りのご提出',
      customContent: '例: おかげさまで、社内の検討を予定どおり進めることができました。',
    },
    apology: {
      subject: '例: 納品の遅れ',
      customContent:
        '例: ご注文いただいた商品の納品が、当初のお約束より2日遅れております。{{deliveryDate}}までに必ずお届けいたします。',
    },
    confirmation: {
      subject: '例: お打ち合わせの日時',
      customContent: '例: 日時は{{meetingDate}}14:00〜15:00、場所は貴社会議室と承知しております。',
    },
    report: {
      subject: '例: プロジェクトの進捗',
      customContent:
        '例: 予定していた作業はすべて完了し、現在はテストを進めております。次回のご報告は{{reportDate}}を予定しております。',
    },
    reminder: {
      subject: '例: お見積りの件',
      customContent:
        '例: {{sentDate}}にお送りしたお見積りの有効期限が、{{validUntil}}となっております。',
    },
  },
  empty_output:
    'シーンを選んで項目を入力し、「メール文を作成」を押すと、ここに文面が表示されます。',
};

const en: LocaleShape<typeof ja> = {
  scene_legend: 'Choose a scene',
  scenes: {
    request: { name: 'Request', description: 'Ask someone to do something for you' },
    thanks: { name: 'Thanks', description: 'Thank someone for their help or support' },
    apology: { name: 'Apology', description: 'Apologize politely for a mistake or trouble' },
    confirmation: { name: 'Confirmation', description: 'Ask someone to check details or a plan' },
    report: { name: 'Report', description: 'Share progress or results' },
    reminder: { name: 'Reminder', description: 'Follow up on a reply or task, politely' },
  },
  fields_heading: 'Details',
  fields: {
    companyName: "Recipient's company",
    companyName_placeholder: 'e.g. Sample Co., Ltd.',
    recipientName: "Recipient's name",
    recipientName_placeholder: 'e.g. Taro Yamada',
    recipientName_hint:
      'In Japanese mails 様 is added for you (never twice); when empty, the mail is addressed to the person in charge.',
    subject: 'Subject (matter)',
    subject_hint:
      'Type it as you would note it down (見積書送付): the Japanese mail writes it politely (お見積書のご送付) and never repeats の件 or について.',
    customContent: 'What to say',
    customContent_hint: 'The greeting and closing are added for you; write only the details.',
  },
  examples: {
    request: {
      subject: 'e.g. the product catalogue',
      customContent: 'e.g. Could you send us three copies for our internal meeting next week?',
    },
    thanks: {
      subject: 'e.g. the quotation',
      customContent: 'e.g. Thanks to your quick reply, our review is on schedule.',
    },
    apology: {
      subject: 'e.g. the delivery delay',
      customContent:
        'e.g. Your order is two days late. We will deliver it by {{deliveryDate}} at the latest.',
    },
    confirmation: {
      subject: 'e.g. the meeting time',
      customContent:
        'e.g. We understand the meeting is on {{meetingDate}}, 2–3 PM, in your meeting room.',
    },
    report: {
      subject: 'e.g. the project status',
      customContent: 'e.g. All planned work is complete, and testing is under way.',
    },
    reminder: {
      subject: 'e.g. our quotation',
      customContent: 'e.g. The quotation we sent on {{sentDate}} is valid until {{validUntil}}.',
    },
  },
  empty_output: 'Choose a scene, fill in the details and press "Write the mail" to see it here.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
