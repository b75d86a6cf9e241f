import type { Language } from '../../lib/i18n/types';
import { EMPTY_MEETING_OFFER, type MeetingOffer } from '../../lib/mail/meetingOffer';
import type { GapInstructions } from '../../lib/mail/mailGaps';

export const SALES_TEMPLATE_IDS = ['initial', 'followup', 'meeting', 'thanks', 'proposal'] as const;
export type SalesTemplateId = (typeof SALES_TEMPLATE_IDS)[number];

/**
 * The sales mail's own fields. yourName and yourCompany are the sender block every mail tool
 * reads from the sender profile (src/lib/mail/mailSender.ts); `offer` is what the sender offers
 * for a meeting (length, online or in person, place).
 */
export interface SalesForm {
  companyName: string;
  contactName: string;
  productService: string;
  meetingDate: string;
  customMessage: string;
  offer: MeetingOffer;
  /** The proposal's documents go with the mail: the proposal says so (ご査収ください). */
  attachment: boolean;
}

export const SALES_TEXT_FIELDS = [
  'companyName',
  'contactName',
  'productService',
  'meetingDate',
  'customMessage',
] as const satisfies readonly (keyof SalesForm)[];
export type SalesTextField = (typeof SALES_TEXT_FIELDS)[number];

export const EMPTY_SALES_FORM: SalesForm = {
  companyName: '',
  contactName: '',
  productService: '',
  meetingDate: '',
  customMessage: '',
  offer: EMPTY_MEETING_OFFER,
  attachment: false,
};

/*
 * The wording (syntax: see src/lib/mail/fillTemplate.ts), in the usual shape of a sales mail:
 * address block, greeting, 名乗り, the matter, a closing that fits the step of the sale, signature.
 * The subjects are in src/lib/mail/subjectRules.ts with every other scene's. Built in code:
 * {address}, {self} / {selfFull} (テック株式会社 営業部の佐藤 / 佐藤 花子), {signature},
 * {senderName}, {senderCompany}, {recipientCompany}, {offer} (one sentence stating the meeting
 * the sender offers, or in the follow-up offering it if wanted; empty when nothing is chosen, so
 * nothing is promised), {meetingDay} (the meeting's date without its clock time, for the
 * thank-you), {attachment} (present when documents go with the proposal), and the user's
 * {customMessage} with flags telling how it ends (src/lib/mail/userText.ts), so the next sentence
 * never echoes it (…幸いです。 then …幸いです。).
 */

const JA_OPENING = `{address}

いつもお世話になっております。
{self}でございます。`;

export const SALES_BODIES: Record<Language, Record<SalesTemplateId, string>> = {
  ja: {
    initial: `{address}

突然のご連絡、失礼いたします。
{selfFull}と申します。

弊社では、{productService}をご提供しております。
貴社のお役に立てるのではないかと存じ、ご連絡いたしました。

{customMessage}

{!customMessageEndsSaiwai}もしご関心をお持ちいただけましたら、一度ご説明のお時間をいただけますと幸いです。
{?customMessageEndsSaiwai}もしご関心をお持ちいただけましたら、一度ご説明のお時間を頂戴できればと存じます。
{offer}
ご都合がよろしければ、{meetingDate}はいかがでしょうか。
{!meetingDate}ご都合のよろしい日時をお知らせいただけましたら、こちらで調整いたします。

お忙しいところ恐れ入りますが、ご検討のほど何卒よろしくお願い申し上げます。

{signature}`,
    followup: `${JA_OPENING}

先日ご案内いたしました{productService}につきまして、その後ご検討の状況はいかがでしょうか。
{!productService}先日のご案内につきまして、その後ご検討の状況はいかがでしょうか。

{customMessage}

{!customMessageEndsKudasai}ご不明な点やご懸念の点がございましたら、どのようなことでもお気軽にお尋ねください。
{?customMessageEndsKudasai}ご不明な点やご懸念の点がございましたら、どのようなことでもお尋ねいただければと存じます。
{!offer}追加の資料のご送付や、改めてのご説明も承ります。
{offer}
{?offer}追加の資料もお送りできますので、お申し付けください。

ご多忙のところ恐縮ですが、ご返信いただけますと幸いです。
引き続きよろしくお願い申し上げます。

{signature}`,
    meeting: `${JA_OPENING}

{productService}につきまして、より詳しくご説明いたしたく、お打ち合わせのお時間をいただけないかと存じ、ご連絡いたしました。
{!productService}お打ち合わせのお時間をいただけないかと存じ、ご連絡いたしました。

{customMessage}

つきましては、{meetingDate}はいかがでしょうか。
{?meetingDate}ご都合が合わない場合は、ご希望の日時をお知らせいただけましたら調整いたします。
{!meetingDate}{!customMessageEndsSaiwai}つきましては、ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。
{!meetingDate}{?customMessageEndsSaiwai}つきましては、ご都合のよろしい日時をいくつかお知らせいただければと存じます。
{offer}

お忙しいところ恐れ入りますが、ご検討のほどよろしくお願い申し上げます。

{signature}`,
    thanks: `${JA_OPENING}

{meetingDay}のお打ち合わせでは、お忙しい中お時間をいただき、誠にありがとうございました。
{!meetingDay}先日はお忙しい中お時間をいただき、誠にありがとうございました。
[{productService}について]ご説明の機会をいただき、心より御礼申し上げます。
いただいたご意見は社内で共有し、今後のご提案に活かしてまいります。

{customMessage}

{!customMessageEndsKudasai}ご不明な点がございましたら、いつでもお気軽にお問い合わせください。
{!customMessageCloses}今後ともどうぞよろしくお願い申し上げます。

{signature}`,
    proposal: `${JA_OPENING}

このたびは、貴社の課題解決に向けて、{productService}の活用をご提案申し上げたく、ご連絡いたしました。
{!productService}このたびは、貴社の課題解決に向けたご提案をお送りしたく、ご連絡いたしました。
{?attachment}ご提案の資料を添付いたしましたので、ご査収ください。

{customMessage}

{!customMessageEndsSaiwai}つきましては、{meetingDate}に詳細をご説明するお時間をいただけますと幸いです。
{?customMessageEndsSaiwai}つきましては、{meetingDate}に詳細をご説明するお時間をいただければと存じます。
{!meetingDate}{!customMessageEndsSaiwai}つきましては、改めて詳細をご説明する機会をいただけますと幸いです。
{!meetingDate}{?customMessageEndsSaiwai}つきましては、改めて詳細をご説明する機会をいただければと存じます。
{offer}

ご検討のほど、何卒よろしくお願い申し上げます。

{signature}`,
  },
  en: {
    initial: `{address}

I hope you don't mind me reaching out.
My name is {senderName}[ from {senderCompany}].
{!senderName}I am writing on behalf of {senderCompany}.

We provide {productService}, and I believe it could be of real value to {recipientCompany|your company}.

{customMessage}

If this is of interest, I would welcome the chance to tell you more.
{offer}
Would {meetingDate} work for you?
{!meetingDate}Please let me know a time that suits you, and I will arrange it.

Thank you for your time and consideration.

{signature}`,
    followup: `{address}

I hope this email finds you well.
I am following up on my earlier email[ about {productService}].
I wanted to check whether you have had a chance to consider it.

{customMessage}

If you have any questions or concerns, please feel free to ask.
{!offer}I would also be happy to send more information or explain anything in more detail.
{offer}
{?offer}I would also be happy to send more information.

I look forward to hearing from you.

{signature}`,
    meeting: `{address}

I hope this email finds you well.
I would appreciate the opportunity to meet and explain {productService} in more detail.
{!productService}I would appreciate the opportunity to meet with you.

{customMessage}

Would {meetingDate} work for you?
{?meetingDate}If that time does not suit you, please let me know another time that does.
{!meetingDate}Could you let me know a few dates and times that would suit you?
{offer}

Thank you for considering my request.

{signature}`,
    thanks: `{address}

Thank you very much for taking the time to meet with us on {meetingDay}.
{!meetingDay}Thank you very much for taking the time to meet with us the other day.
I truly appreciate the opportunity to introduce {productService}.
Your feedback was very helpful, and we will make good use of it in our next proposal.

{customMessage}

If you have any questions, please do not hesitate to contact me.
I look forward to working with you.

{signature}`,
    proposal: `{address}

I hope this email finds you well.
I am pleased to share our proposal on how {productService} can help {recipientCompany|your team} address the challenges you are facing.
{!productService}I am pleased to share our proposal to help {recipientCompany|your team} address the challenges you are facing.
{?attachment}Please find the proposal attached.

{customMessage}

I would be glad to walk you through the details on {meetingDate}.
{!meetingDate}I would be glad to walk you through the details at a time that suits you.
{offer}

Thank you for your consideration.

{signature}`,
  },
};

/**
 * What the mail writes where the product is missing: a first contact says nothing without it,
 * so there it is a marked placeholder; a proposal too, unless the message says what it is
 * (PROPOSAL_BLANK); the other mails read whole without it. In English, a name typed in Japanese
 * is a placeholder in every mail.
 */
export const PRODUCT_INSTRUCTIONS: Record<Language, Record<SalesTemplateId, GapInstructions>> = {
  ja: {
    initial: { blank: '商品・サービス名をご記入ください' },
    followup: {},
    meeting: {},
    thanks: {},
    proposal: {},
  },
  en: {
    initial: {
      blank: 'Your product or service',
      notEnglish: 'Your product or service, in English',
    },
    followup: { notEnglish: 'Your product or service, in English' },
    meeting: { notEnglish: 'Your product or service, in English' },
    thanks: { notEnglish: 'Your product or service, in English' },
    proposal: { notEnglish: 'Your product or service, in English' },
  },
};

/** Placeholders of an English mail for the other fields typed in Japanese. */
export const ENGLISH_FIELD_MARKERS = {
  meetingDate: 'Date and time in English',
  meetingDay: 'Meeting date in English',
  customMessage: 'Write your message in English here',
  place: 'Meeting place in English',
} as const;

/** A proposal that names no product and says nothing in its message: what is proposed? */
export const PROPOSAL_BLANK: Record<Language, string> = {
  ja: 'ご提案する商品・サービスをご記入ください',
  en: 'What you are proposing',
};
