import type { Language } from '../../lib/i18n/types';
import type { MailTemplate } from '../../lib/mail/mailText';
import type { MailScene } from './mailScenes';

/*
 * The wording of the mails (syntax: see src/lib/mail/fillTemplate.ts). Japanese is written
 * first, the way a Japanese office worker writes to a business partner: address block,
 * お世話になっております, 名乗り, the matter, a closing fitting the scene, signature.
 * `{signature}` is built in code.
 */

const JA_OPENING = `{companyName}
{recipientName|ご担当者}様

いつもお世話になっております。
{senderName}でございます。`;

const JA_SIGNATURE = `{signature}`;

const EN_GREETING = `Dear {recipientName},
{!recipientName}Dear {companyName} Team,
{!recipientName}{!companyName}Dear Sir or Madam,`;

const EN_SIGN_OFF = (closing: string) => `${closing}
{senderName}`;

export const MAIL_TEMPLATES: Record<Language, Record<MailScene, MailTemplate>> = {
  ja: {
    request: {
      subject: `【ご依頼】{subject}
【ご依頼】ご対応のお願い`,
      body: `${JA_OPENING}

[「{subject}」の件につきまして、]お願いしたいことがあり、ご連絡いたしました。

{customContent}

お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。
ご不明な点がございましたら、お気軽にお問い合わせください。

何卒よろしくお願い申し上げます。

${JA_SIGNATURE}`,
    },
    thanks: {
      subject: `【御礼】{subject}
御礼`,
      body: `${JA_OPENING}

このたびは、[「{subject}」の件で]格別のご高配を賜り、誠にありがとうございました。
心より御礼申し上げます。

{customContent}

略儀ながら、まずはメールにて御礼申し上げます。
今後とも何卒よろしくお願い申し上げます。

${JA_SIGNATURE}`,
    },
    apology: {
      subject: `【お詫び】{subject}
お詫び`,
      body: `${JA_OPENING}

このたびは、[「{subject}」の件につきまして、]大変ご迷惑をおかけし、誠に申し訳ございませんでした。
心より深くお詫び申し上げます。

{customContent}

今後はこのようなことのないよう、細心の注意を払ってまいります。
本来であれば直接お伺いしてお詫びすべきところ、略儀ながらメールにて失礼いたします。

今後とも変わらぬお引き立てを賜りますよう、何卒よろしくお願い申し上げます。

${JA_SIGNATURE}`,
    },
    confirmation: {
      subject: `【ご確認のお願い】{subject}
ご確認のお願い`,
      body: `${JA_OPENING}

[「{subject}」の件につきまして、]ご確認いただきたい点があり、ご連絡いたしました。

{customContent}

内容に相違やご不明な点がございましたら、お知らせいただけますと幸いです。

お手数をおかけいたしますが、ご確認のほど何卒よろしくお願い申し上げます。

${JA_SIGNATURE}`,
    },
    report: {
      subject: `【ご報告】{subject}
ご報告`,
      body: `${JA_OPENING}

「{subject}」の件につきまして、ご報告いたします。
{!subject}ご報告したいことがございまして、ご連絡いたしました。

{customContent}

ご不明な点がございましたら、お気軽にお問い合わせください。
引き続き、何卒よろしくお願い申し上げます。

${JA_SIGNATURE}`,
    },
    reminder: {
      subject: `【リマインド】{subject}
【リマインド】先日ご連絡した件について`,
      body: `${JA_OPENING}

先日ご連絡いたしました[「{subject}」の]件につきまして、その後いかがでしょうか。
お忙しいところ恐縮ですが、念のため再度ご連絡いたしました。

{customContent}

お手数ですが、ご確認のうえご返信いただけますと幸いです。
なお、本メールと行き違いでご対応いただいている場合は、ご容赦ください。

何卒よろしくお願い申し上げます。

${JA_SIGNATURE}`,
    },
  },
  en: {
    request: {
      subject: `Request: {subject}
Request for your assistance`,
      body: `${EN_GREETING}

I hope this email finds you well.
I am writing to ask for your help[ with {subject}].

{customContent}

I understand you are busy, and I would be grateful if you could look into this.
Please let me know if you have any questions.

${EN_SIGN_OFF('Best regards,')}`,
    },
    thanks: {
      subject: `Thank you: {subject}
Thank you`,
      body: `${EN_GREETING}

Thank you very much for your kind support[ with {subject}].
I truly appreciate it.

{customContent}

I look forward to continuing to work with you.

${EN_SIGN_OFF('With sincere thanks,')}`,
    },
    apology: {
      subject: `Apology: {subject}
Our apologies`,
      body: `${EN_GREETING}

I sincerely apologize for the inconvenience caused[ regarding {subject}].

{customContent}

We are taking steps to make sure this does not happen again.
Thank you for your patience and understanding.

${EN_SIGN_OFF('Sincerely,')}`,
    },
    confirmation: {
      subject: `Please confirm: {subject}
Request for confirmation`,
      body: `${EN_GREETING}

I hope this email finds you well.
I am writing to confirm a few points[ regarding {subject}].

{customContent}

Could you please check and let me know if anything needs to be corrected?
Thank you for your help.

${EN_SIGN_OFF('Best regards,')}`,
    },
    report: {
      subject: `Update: {subject}
Status update`,
      body: `${EN_GREETING}

I hope this email finds you well.
I would like to give you an update[ on {subject}].

{customContent}

Please feel free to contact me if you have any questions.

${EN_SIGN_OFF('Best regards,')}`,
    },
    reminder: {
      subject: `Reminder: {subject}
Following up on my previous email`,
      body: `${EN_GREETING}

I hope this email finds you well.
I am following up on my previous email[ regarding {subject}].
I understand you are busy, but I would appreciate it if you could take a look when you have a moment.

{customContent}

If you have already taken care of this, please disregard this message.

${EN_SIGN_OFF('Best regards,')}`,
    },
  },
};
