import type { Language } from '../../lib/i18n/types';
import type { MailTemplate } from '../../lib/mail/mailText';
import type { MailScene } from './mailScenes';

/*
 * The wording of the mails (syntax: see src/lib/mail/fillTemplate.ts), written the way a careful
 * Japanese office worker writes to a business partner: address block, お世話になっております,
 * 名乗り with company and department, the matter, a closing that fits who is asking whom, and the
 * signature block. Built in code: {address} (address block or English greeting), {self} (テック
 * 株式会社 営業部の佐藤), {signature}, and {matter}: the subject without the endings 件, について
 * or the scene's own noun, so the templates can add their own (お見積りにつきまして).
 */

const JA_OPENING = `{address}

いつもお世話になっております。
{self}でございます。`;

export const MAIL_TEMPLATES: Record<Language, Record<MailScene, MailTemplate>> = {
  ja: {
    request: {
      subject: `【ご依頼】{matter}のお願い
【ご依頼】ご対応のお願い`,
      body: `${JA_OPENING}

[{matter}につきまして、]お願いしたいことがございまして、ご連絡いたしました。

{customContent}

お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。
ご不明な点がございましたら、お手数ですがお知らせください。

何卒よろしくお願い申し上げます。

{signature}`,
    },
    thanks: {
      subject: `【御礼】{matter}
ご対応の御礼`,
      body: `${JA_OPENING}

このたびは、[{matter}につきまして、]ご丁寧にご対応いただき、誠にありがとうございました。

{customContent}

まずはメールにて御礼申し上げます。
今後ともどうぞよろしくお願いいたします。

{signature}`,
    },
    apology: {
      subject: `【お詫び】{matter}について
ご迷惑をおかけしたことへのお詫び`,
      body: `${JA_OPENING}

このたびは、[{matter}につきまして、]大変ご迷惑をおかけし、誠に申し訳ございません。
心よりお詫び申し上げます。

{customContent}

今後はこのようなことのないよう、再発防止に努めてまいります。
本来であれば直接伺ってお詫びすべきところ、略儀ながらメールにて失礼いたします。

今後とも変わらぬお付き合いのほど、何卒よろしくお願い申し上げます。

{signature}`,
    },
    confirmation: {
      subject: `【ご確認のお願い】{matter}
ご確認のお願い`,
      body: `${JA_OPENING}

[{matter}につきまして、]ご確認いただきたい点がございまして、ご連絡いたしました。

{customContent}

内容に相違がございましたら、お手数ですがお知らせいただけますと幸いです。

お忙しいところ恐れ入りますが、ご確認のほどよろしくお願い申し上げます。

{signature}`,
    },
    report: {
      subject: `【ご報告】{matter}について
ご報告`,
      body: `${JA_OPENING}

{matter}につきまして、ご報告いたします。
{!matter}ご報告したいことがございまして、ご連絡いたしました。

{customContent}

ご不明な点がございましたら、何なりとお申し付けください。
引き続き、どうぞよろしくお願いいたします。

{signature}`,
    },
    reminder: {
      subject: `【再度のご連絡】{matter}について
【再度のご連絡】先日お送りしたメールについて`,
      body: `${JA_OPENING}

先日ご連絡いたしました{matter}につきまして、その後いかがでしょうか。
{!matter}先日お送りしたメールにつきまして、その後いかがでしょうか。
お忙しいところ恐れ入りますが、念のため改めてご連絡いたしました。

{customContent}

お手数をおかけいたしますが、ご確認のうえ、ご返信いただけますと幸いです。
なお、本メールと行き違いでご対応いただいている場合は、ご容赦ください。

何卒よろしくお願い申し上げます。

{signature}`,
    },
  },
  en: {
    request: {
      subject: `Request: {matter}
Request for your assistance`,
      body: `{address}

I hope this email finds you well.
I am writing to ask for your help[ with {matter}].

{customContent}

I know you are busy, and I would be grateful if you could look into this.
Please let me know if anything is unclear.

{signature}`,
    },
    thanks: {
      subject: `Thank you: {matter}
Thank you`,
      body: `{address}

Thank you very much for your kind support[ with {matter}].
I truly appreciate it.

{customContent}

I look forward to continuing to work with you.

{signature}`,
    },
    apology: {
      subject: `Apology: {matter}
Our apologies`,
      body: `{address}

I sincerely apologize for the inconvenience caused[ regarding {matter}].

{customContent}

We are taking steps to make sure this does not happen again.
Thank you for your patience and understanding.

{signature}`,
    },
    confirmation: {
      subject: `Please confirm: {matter}
Request for confirmation`,
      body: `{address}

I hope this email finds you well.
I am writing to confirm a few points[ regarding {matter}].

{customContent}

Could you please check and let me know if anything needs to be corrected?
Thank you for your help.

{signature}`,
    },
    report: {
      subject: `Update: {matter}
Status update`,
      body: `{address}

I hope this email finds you well.
I would like to give you an update[ on {matter}].

{customContent}

Please let me know if you have any questions.

{signature}`,
    },
    reminder: {
      subject: `Following up: {matter}
Following up on my previous email`,
      body: `{address}

I hope this email finds you well.
I am following up on my previous email[ regarding {matter}].
I understand you are busy, but I would appreciate it if you could take a look when you have a moment.

{customContent}

If you have already taken care of this, please disregard this message.

{signature}`,
    },
  },
};

/** English closings; the rest of the sign-off is the sender's name and details. */
export const ENGLISH_CLOSINGS: Record<MailScene, string> = {
  request: 'Best regards,',
  thanks: 'With many thanks,',
  apology: 'Sincerely,',
  confirmation: 'Best regards,',
  report: 'Best regards,',
  reminder: 'Best regards,',
};

/**
 * Endings of a typed subject that the scene's own subject line says already: 資料送付のお願い
 * in a request becomes 【ご依頼】資料送付のお願い, not …のお願いのお願い.
 */
export const SCENE_SUBJECT_ENDINGS: Record<MailScene, readonly string[]> = {
  request: ['のお願い', 'のご依頼'],
  thanks: ['の御礼', 'のお礼'],
  apology: ['のお詫び'],
  confirmation: ['のご確認のお願い', 'のご確認'],
  report: ['のご報告'],
  reminder: [],
};
