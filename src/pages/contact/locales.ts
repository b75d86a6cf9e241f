import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  title: 'お問い合わせ',
  description:
    'ツールの追加リクエスト、改善のご提案、不具合のご報告などは、こちらのフォームからお送りください。',
  intro:
    'ツールの追加リクエストや改善のご提案、不具合のご報告など、お気軽にお寄せください。すべての項目が必須です。',
  fields: {
    name: 'お名前',
    name_placeholder: '例：山田 太郎',
    email: 'メールアドレス',
    email_placeholder: '例：taro@example.co.jp',
    category: 'お問い合わせの種類',
    subject: '件名',
    subject_placeholder: '例：文字数カウントの不具合について',
    message: 'お問い合わせ内容',
    message_placeholder:
      '具体的な内容をご記入ください。不具合の場合は、操作の手順やお使いのブラウザもお書き添えください。',
    required: '必須',
  },
  categories: {
    'tool-request': 'ツールの追加リクエスト',
    improvement: '既存ツールの改善提案',
    'bug-report': '不具合の報告',
    other: 'その他',
  },
  errors: {
    name: {
      required: 'お名前を入力してください。',
      too_long: 'お名前は{{max}}文字以内で入力してください。',
    },
    email: {
      required: 'メールアドレスを入力してください。',
      invalid_email: 'メールアドレスの形式が正しくありません（例：taro@example.co.jp）。',
      too_long: 'メールアドレスは{{max}}文字以内で入力してください。',
    },
    category: { required: 'お問い合わせの種類を選択してください。' },
    subject: {
      required: '件名を入力してください。',
      too_long: '件名は{{max}}文字以内で入力してください。',
    },
    message: {
      required: 'お問い合わせ内容を入力してください。',
      too_long: 'お問い合わせ内容は{{max}}文字以内で入力してください。',
    },
  },
  privacy: 'ご入力いただいた情報は、お問い合わせへの回答のためにのみ利用いたします。',
  privacy_link: 'プライバシーポリシー',
  honeypot_label: 'この欄には何も入力しないでください',
  send: '送信する',
  failure: '送信に失敗しました。時間をおいて、もう一度お試しください。',
  success: {
    heading: '送信が完了しました',
    message:
      'お問い合わせいただき、誠にありがとうございます。内容を確認のうえ、必要に応じてご入力のメールアドレスへご連絡いたします。',
  },
};

const en: LocaleShape<typeof ja> = {
  title: 'Contact',
  description: 'Send us a tool request, an improvement idea or a bug report.',
  intro:
    'Tool requests, ideas for improvement and bug reports are all welcome. Every field is required.',
  fields: {
    name: 'Name',
    name_placeholder: 'e.g. Taro Yamada',
    email: 'Email address',
    email_placeholder: 'e.g. taro@example.com',
    category: 'Category',
    subject: 'Subject',
    subject_placeholder: 'e.g. Problem with the character counter',
    message: 'Message',
    message_placeholder:
      'Tell us the details. For a bug, please include the steps to reproduce it and your browser.',
    required: 'required',
  },
  categories: {
    'tool-request': 'Request a new tool',
    improvement: 'Suggest an improvement',
    'bug-report': 'Report a bug',
    other: 'Other',
  },
  errors: {
    name: {
      required: 'Please enter your name.',
      too_long: 'Please keep your name within {{max}} characters.',
    },
    email: {
      required: 'Please enter your email address.',
      invalid_email: 'Please enter a valid email address (e.g. taro@example.com).',
      too_long: 'Please keep the email address within {{max}} characters.',
    },
    category: { required: 'Please choose a category.' },
    subject: {
      required: 'Please enter a subject.',
      too_long: 'Please keep the subject within {{max}} characters.',
    },
    message: {
      required: 'Please enter your message.',
      too_long: 'Please keep the message within {{max}} characters.',
    },
  },
  privacy: 'We use the information you enter only to answer your inquiry.',
  privacy_link: 'Privacy policy',
  honeypot_label: 'Leave this field empty',
  send: 'Send',
  failure: 'Failed to send. Please try again.',
  success: {
    heading: 'Your message has been sent',
    message:
      'Thank you for contacting us. We will read your message and reply to the email address you gave if needed.',
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
