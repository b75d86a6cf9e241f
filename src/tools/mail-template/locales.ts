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
    yearEnd: { name: '年末のご挨拶', description: '一年の御礼と、来年へのご挨拶' },
    newYear: { name: '新年のご挨拶', description: '年始に、旧年の御礼と本年のご挨拶' },
    transfer: { name: '異動のご挨拶', description: '担当を離れるときに、後任をご紹介' },
    arrival: { name: '着任のご挨拶', description: '新しく担当になったときの自己紹介' },
    decline: { name: 'お断り', description: 'ご提案やご依頼を丁寧にお断りするとき' },
    paymentReminder: {
      name: 'お支払いのお願い（督促）',
      description: '期日を過ぎたお支払いを丁寧にお願いするとき',
    },
    reschedule: { name: '日程変更のお願い', description: 'お約束の日時を変えていただくとき' },
  },
  fields_heading: '入力項目',
  fields: {
    companyName: '相手の会社名',
    companyName_placeholder: '例：株式会社サンプル',
    recipientName: '相手のお名前',
    recipientName_placeholder: '例：山田 太郎',
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
      subject: '例：資料のご送付',
      customContent:
        '例：来週の社内会議で使用するため、製品カタログを3部お送りいただきたく存じます。',
    },
    thanks: {
      subject: '例：お見積りのご提出',
      customContent: '例：おかげさまで、社内の検討を予定どおり進めることができました。',
    },
    apology: {
      subject: '例：納品の遅れ',
      customContent:
        '例：ご注文いただいた商品の納品が、当初のお約束より2日遅れております。{{deliveryDate}}までに必ずお届けいたします。',
    },
    confirmation: {
      subject: '例：お打ち合わせの日時',
      customContent: '例：日時は{{meetingDate}}14:00〜15:00、場所は貴社会議室と承知しております。',
    },
    report: {
      subject: '例：プロジェクトの進捗',
      customContent:
        '例：予定していた作業はすべて完了し、現在はテストを進めております。次回のご報告は{{reportDate}}を予定しております。',
    },
    reminder: {
      subject: '例：お見積りの件',
      customContent:
        '例：{{sentDate}}にお送りしたお見積りの有効期限が、{{validUntil}}となっております。',
    },
    yearEnd: {
      subject: '例：新システムの導入',
      customContent:
        '例：なお、弊社の年末年始の休業期間は、12月27日から1月4日までとなっております。',
    },
    newYear: {
      subject: '例：新システムの導入',
      customContent: '例：本年は、より使いやすくなった新機能のご案内を予定しております。',
    },
    transfer: {
      subject: '例：貴社',
      customContent:
        '例：{{deliveryDate}}より、後任として同じ営業部の鈴木 一郎が担当いたします。後日、改めて鈴木よりご挨拶に伺います。',
    },
    arrival: {
      subject: '例：貴社',
      customContent: '例：前任の鈴木より、これまでの経緯を引き継いでおります。',
    },
    decline: {
      subject: '例：新サービスのご提案',
      customContent: '例：来期は、既存システムの改修を優先する方針でございます。',
    },
    paymentReminder: {
      subject: '例：11月分のご請求',
      customContent:
        '例：ご請求金額は110,000円（税込）、お支払い期日は{{sentDate}}でございました。',
    },
    reschedule: {
      subject: '例：定例会',
      customContent:
        '例：当初の{{meetingDate}}14:00〜15:00を、{{reportDate}}の同じ時間帯に変更いただくことは可能でしょうか。',
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
    yearEnd: { name: 'Year-end greeting', description: 'Thank someone for the year' },
    newYear: { name: 'New Year greeting', description: 'Greet someone at the start of the year' },
    transfer: { name: 'Moving to a new role', description: 'Hand over to your successor' },
    arrival: { name: 'Your new contact', description: 'Introduce yourself in a new role' },
    decline: { name: 'Declining', description: 'Say no to a proposal or request, politely' },
    paymentReminder: { name: 'Payment reminder', description: 'Ask for an overdue payment' },
    reschedule: { name: 'Rescheduling', description: 'Ask to move an appointment' },
  },
  fields_heading: 'Details',
  fields: {
    companyName: "Recipient's company",
    companyName_placeholder: 'e.g. Sample Co., Ltd.',
    recipientName: "Recipient's name",
    recipientName_placeholder: 'e.g. Taro Yamada',
    recipientName_hint:
      'In Japanese emails 様 is added for you (never twice); when empty, the email is addressed to the person in charge.',
    subject: 'Subject (matter)',
    subject_hint:
      'Type it as you would note it down (見積書送付): the Japanese email writes it politely (お見積書のご送付) and never repeats の件 or について.',
    customContent: 'What to say',
    customContent_hint: 'The greeting and closing are added for you; write only the details.',
  },
  examples: {
    request: {
      subject: 'e.g. the product catalog',
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
      customContent:
        'e.g. All planned work is complete, and testing is under way. Our next update will be on {{reportDate}}.',
    },
    reminder: {
      subject: 'e.g. our quotation',
      customContent: 'e.g. The quotation we sent on {{sentDate}} is valid until {{validUntil}}.',
    },
    yearEnd: {
      subject: 'e.g. the new system rollout',
      customContent: 'e.g. Our office will be closed from December 27 to January 4.',
    },
    newYear: {
      subject: 'e.g. the new system rollout',
      customContent: 'e.g. We will be introducing several new features this spring.',
    },
    transfer: {
      subject: 'e.g. your account',
      customContent:
        'e.g. From {{deliveryDate}}, my colleague Ichiro Suzuki will be your contact. He will be in touch shortly.',
    },
    arrival: {
      subject: 'e.g. your account',
      customContent: 'e.g. My predecessor has briefed me on our work together so far.',
    },
    decline: {
      subject: 'e.g. your new service',
      customContent: 'e.g. Next year, we will be focusing on upgrading our existing systems.',
    },
    paymentReminder: {
      subject: 'e.g. invoice INV-0012',
      customContent: 'e.g. The amount due was ¥110,000 (tax included), payable by {{sentDate}}.',
    },
    reschedule: {
      subject: 'e.g. our weekly meeting',
      customContent:
        'e.g. Could we move it from {{meetingDate}}, 2–3 PM, to the same time on {{reportDate}}?',
    },
  },
  empty_output: 'Choose a scene, fill in the details and press "Write the email" to see it here.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
