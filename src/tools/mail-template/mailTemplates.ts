import type { Language } from '../../lib/i18n/types';
import type { GapInstructions } from '../../lib/mail/mailGaps';
import type { MailScene } from './mailScenes';

/*
 * The wording of the mails (syntax: see src/lib/mail/fillTemplate.ts), written the way a careful
 * Japanese office worker writes to a business partner: address block, お世話になっております,
 * 名乗り with company and department, the matter, a closing that fits who is asking whom, and the
 * signature block. The subjects are in src/lib/mail/subjectRules.ts with every other scene's.
 * Built in code: {address} (address block or English greeting), {self} (テック株式会社 営業部の
 * 佐藤), {signature}, {matter} (the typed subject in its polite form: 見積書送付 → お見積書のご送付)
 * and {customContent}, a marked placeholder when a scene that needs it is left blank, with the
 * flags customContentAsks / …EndsSaiwai / …EndsKudasai / …Closes telling how the user's text ends
 * (see src/lib/mail/userText.ts), so the next sentence never echoes it.
 */

const JA_OPENING = `{address}

いつもお世話になっております。
{self}でございます。`;

export const MAIL_BODIES: Record<Language, Record<MailScene, string>> = {
  ja: {
    request: `${JA_OPENING}

{matter}をお願いしたく、ご連絡いたしました。
{!matter}お願いしたいことがあり、ご連絡いたしました。

{customContent}

{!customContentAsks}お忙しいところ誠に恐縮ですが、ご対応いただけますと幸いです。
{!customContentAsks}ご不明な点がございましたら、お手数ですがお知らせください。

{!customContentAsks}何卒よろしくお願い申し上げます。
{?customContentAsks}{!customContentCloses}お忙しいところ誠に恐縮ですが、何卒よろしくお願い申し上げます。

{signature}`,
    thanks: `${JA_OPENING}

このたびは、{matter}につきまして、ご丁寧にご対応いただき、誠にありがとうございました。
{!matter}このたびは、ご丁寧にご対応いただき、誠にありがとうございました。

{customContent}

略儀ながら、まずはメールにて御礼申し上げます。
{!customContentCloses}今後ともどうぞよろしくお願いいたします。

{signature}`,
    apology: `${JA_OPENING}

このたびは、{matter}につきまして、大変ご迷惑をおかけし、誠に申し訳ございません。
{!matter}このたびは、大変ご迷惑をおかけし、誠に申し訳ございません。

{customContent}

今後はこのようなことのないよう、再発防止に努めてまいります。
何卒ご容赦くださいますよう、お願い申し上げます。

本来であれば直接伺ってお詫びすべきところ、取り急ぎメールにてお詫び申し上げます。

{signature}`,
    confirmation: `${JA_OPENING}

{matter}につきまして、ご確認いただきたい点がございまして、ご連絡いたしました。
{!matter}ご確認いただきたい点がございまして、ご連絡いたしました。

{customContent}

{!customContentAsks}内容に相違がございましたら、お手数ですがお知らせいただけますと幸いです。

{!customContentCloses}お忙しいところ恐れ入りますが、ご確認のほどよろしくお願い申し上げます。

{signature}`,
    report: `${JA_OPENING}

{matter}につきまして、ご報告いたします。
{!matter}ご報告がございまして、ご連絡いたしました。

{customContent}

{!customContentAsks}ご不明な点がございましたら、何なりとお申し付けください。
{!customContentCloses}引き続き、どうぞよろしくお願いいたします。

{signature}`,
    reminder: `${JA_OPENING}

先日ご連絡いたしました{matter}につきまして、その後いかがでしょうか。
{!matter}先日お送りしたメールにつきまして、その後いかがでしょうか。
お忙しいところ恐れ入りますが、念のため改めてご連絡いたしました。

{customContent}

{!customContentAsks}お手数をおかけいたしますが、ご確認のうえ、ご返信いただけますと幸いです。
{!customContentEndsKudasai}なお、本メールと行き違いでご対応いただいておりましたら、ご容赦ください。

{!customContentCloses}何卒よろしくお願い申し上げます。

{signature}`,
    yearEnd: `${JA_OPENING}

本年も残りわずかとなりました。
本年は[{matter}をはじめ、]ひとかたならぬお引き立てを賜り、誠にありがとうございました。

{customContent}

来年も変わらぬご愛顧を賜りますよう、何卒よろしくお願い申し上げます。
寒さ厳しき折、皆様どうぞ良いお年をお迎えください。

{signature}`,
    newYear: `{address}

あけましておめでとうございます。
{self}でございます。
旧年中は[{matter}をはじめ、]ひとかたならぬお引き立てを賜り、誠にありがとうございました。

{customContent}

皆様により一層ご満足いただけるよう、努めてまいります。
{!customContentCloses}本年も変わらぬご愛顧を賜りますよう、何卒よろしくお願い申し上げます。
皆様のご健勝とご多幸を心よりお祈り申し上げます。

{signature}`,
    transfer: `${JA_OPENING}

私事で恐縮ですが、このたびの人事異動により、[{matter}の]担当を離れることとなりました。
在任中はひとかたならぬお世話になり、心より御礼申し上げます。

{customContent}

本来であれば直接お伺いしてご挨拶すべきところ、略儀ながらメールにてご挨拶申し上げます。
{!customContentCloses}今後とも変わらぬご指導ご鞭撻を賜りますよう、よろしくお願い申し上げます。

{signature}`,
    arrival: `{address}

いつもお世話になっております。
このたび、[{matter}の]担当として着任いたしました、{selfFull}と申します。

{customContent}

前任者同様、お役に立てるよう精一杯努めてまいります。
近日中に改めてご挨拶に伺いたく存じます。
{!customContentCloses}今後ともどうぞよろしくお願い申し上げます。

{signature}`,
    decline: `${JA_OPENING}

このたびは、{matter}につきまして、ご丁寧にご案内いただき、誠にありがとうございました。
{!matter}このたびは、ご丁寧にご案内いただき、誠にありがとうございました。
社内で慎重に検討いたしましたが、誠に残念ながら、今回は見送らせていただくこととなりました。

{customContent}

ご期待に沿えず誠に申し訳ございませんが、何卒ご理解を賜りますようお願い申し上げます。
{!customContentCloses}またの機会がございましたら、その際はどうぞよろしくお願いいたします。

{signature}`,
    paymentReminder: `${JA_OPENING}

{matter}につきまして、本日現在、ご入金を確認できておりません。
{!matter}先日ご請求いたしました代金につきまして、本日現在、ご入金を確認できておりません。

{customContent}

お忙しいところ恐れ入りますが、ご確認のうえ、お支払いのお手続きをお願いいたします。
{!customContentEndsKudasai}なお、本メールと行き違いでお支払いいただいておりましたら、ご容赦ください。

{!customContentCloses}何卒よろしくお願い申し上げます。

{signature}`,
    reschedule: `${JA_OPENING}

{matter}の日程につきまして、誠に勝手ながら、変更をお願いしたく、ご連絡いたしました。
{!matter}お約束の日程につきまして、誠に勝手ながら、変更をお願いしたく、ご連絡いたしました。

{customContent}

こちらの都合で大変申し訳ございません。
{!customContentAsks}ご都合をお知らせいただけますと幸いです。
{!customContentCloses}お手数をおかけいたしますが、何卒よろしくお願い申し上げます。

{signature}`,
  },
  en: {
    request: `{address}

I hope this email finds you well.
I am writing to ask for your help[ with {matter}].

{customContent}

I know you are busy, and I would be grateful if you could look into this.
Please let me know if anything is unclear.

{signature}`,
    thanks: `{address}

Thank you very much for your kind support[ with {matter}].
I truly appreciate it.

{customContent}

I look forward to continuing to work with you.

{signature}`,
    apology: `{address}

I sincerely apologize for the inconvenience caused[ regarding {matter}].

{customContent}

We are taking steps to make sure this does not happen again.
Thank you for your patience and understanding.

{signature}`,
    confirmation: `{address}

I hope this email finds you well.
I am writing to confirm a few points[ regarding {matter}].

{customContent}

Could you please check and let me know if anything needs to be corrected?
Thank you for your help.

{signature}`,
    report: `{address}

I hope this email finds you well.
I would like to give you an update[ on {matter}].

{customContent}

Please let me know if you have any questions.

{signature}`,
    reminder: `{address}

I hope this email finds you well.
I am following up on my previous email[ regarding {matter}].
I understand you are busy, but I would appreciate it if you could take a look when you have a moment.

{customContent}

If you have already taken care of this, please disregard this message.

{signature}`,
    yearEnd: `{address}

As the year draws to a close, I would like to thank you for all your support this year[, especially with {matter}].

{customContent}

We look forward to working with you again in the new year.
Wishing you a restful holiday season and all the best for the year ahead.

{signature}`,
    newYear: `{address}

Happy New Year!
Thank you very much for all your support last year[, especially with {matter}].

{customContent}

We will keep working to serve you even better this year, and we look forward to working with you again.
With best wishes for a healthy and successful year.

{signature}`,
    transfer: `{address}

I am writing to let you know that I am moving to a new role[ and will no longer be handling {matter}].
Thank you very much for all your support while I have been working with you.

{customContent}

It has been a pleasure working with you, and I wish you continued success.

{signature}`,
    arrival: `{address}

I am pleased to introduce myself as your new contact[ for {matter}].
My name is {senderName}[, and I have joined the team at {senderCompany}].
{!senderName}I am writing on behalf of {senderCompany}.

{customContent}

I will do my best to support you as well as my predecessor did, and I hope to meet you in person soon.

{signature}`,
    decline: `{address}

Thank you very much for your proposal[ regarding {matter}].
After careful consideration, we have decided not to proceed at this time.

{customContent}

I am sorry we cannot give you a more positive answer, and I appreciate your understanding.
I hope we will have another opportunity to work together.

{signature}`,
    paymentReminder: `{address}

I hope this email finds you well.
According to our records, we have not yet received payment[ for {matter}].

{customContent}

Could you please check and arrange payment at your earliest convenience?
If you have already made the payment, please disregard this message.

{signature}`,
    reschedule: `{address}

I am writing to ask whether we could reschedule[ {matter}].

{customContent}

I apologize for any inconvenience this may cause, and I look forward to hearing from you.

{signature}`,
  },
};

/**
 * What the mail says where its content is missing. A request, an apology, a confirmation and a
 * report say nothing without it, so a blank one is a marked placeholder; a thank-you and a
 * reminder are whole without it. In English, content typed in Japanese is a placeholder too.
 */
export const CONTENT_INSTRUCTIONS: Record<Language, Record<MailScene, GapInstructions>> = {
  ja: {
    request: { blank: 'ご依頼の内容をご記入ください' },
    thanks: {},
    apology: { blank: '経緯と今後の対応をご記入ください' },
    confirmation: { blank: 'ご確認いただきたい内容をご記入ください' },
    report: { blank: 'ご報告の内容をご記入ください' },
    reminder: {},
    yearEnd: {},
    newYear: {},
    transfer: { blank: '後任の方のお名前と、担当が替わる日をご記入ください' },
    arrival: {},
    decline: {},
    paymentReminder: { blank: 'ご請求金額とお支払い期日をご記入ください' },
    reschedule: { blank: '当初の日時と、変更後の候補日時をご記入ください' },
  },
  en: {
    request: {
      blank: 'Write your request here',
      notEnglish: 'Write your request in English here',
    },
    thanks: { notEnglish: 'Write your message in English here' },
    apology: {
      blank: 'Say what happened and what you will do about it',
      notEnglish: 'Say in English what happened and what you will do about it',
    },
    confirmation: {
      blank: 'Write the points to confirm here',
      notEnglish: 'Write the points to confirm in English here',
    },
    report: {
      blank: 'Write your update here',
      notEnglish: 'Write your update in English here',
    },
    reminder: { notEnglish: 'Write your message in English here' },
    yearEnd: { notEnglish: 'Write your message in English here' },
    newYear: { notEnglish: 'Write your message in English here' },
    transfer: {
      blank: 'Name your successor and the date the change takes effect',
      notEnglish: 'Name your successor and the date, in English',
    },
    arrival: { notEnglish: 'Write your message in English here' },
    decline: { notEnglish: 'Write your message in English here' },
    paymentReminder: {
      blank: 'Give the amount due and the payment due date',
      notEnglish: 'Give the amount due and the due date, in English',
    },
    reschedule: {
      blank: 'Give the original time and the new times you propose',
      notEnglish: 'Give the original and proposed times in English',
    },
  },
};

/** The subject typed in Japanese, in an English mail. */
export const SUBJECT_IN_ENGLISH = 'Subject in English';

/** English closings; the rest of the sign-off is the sender's name and details. */
export const ENGLISH_CLOSINGS: Record<MailScene, string> = {
  request: 'Best regards,',
  thanks: 'With many thanks,',
  apology: 'Sincerely,',
  confirmation: 'Best regards,',
  report: 'Best regards,',
  reminder: 'Best regards,',
  yearEnd: 'Warm regards,',
  newYear: 'Best wishes,',
  transfer: 'Best regards,',
  arrival: 'Best regards,',
  decline: 'Kind regards,',
  paymentReminder: 'Best regards,',
  reschedule: 'Best regards,',
};
