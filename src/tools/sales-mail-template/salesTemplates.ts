import type { Language } from '../../lib/i18n/types';
import { EMPTY_MEETING_OFFER, type MeetingOffer } from '../../lib/mail/meetingOffer';
import type { MailTemplate } from '../../lib/mail/mailText';

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
};

/*
 * The wording (syntax: see src/lib/mail/fillTemplate.ts), in the usual shape of a sales mail:
 * address block, greeting, 名乗り, the matter, a closing that fits the step of the sale, signature.
 * Built in code: {address}, {self} / {selfFull} (テック株式会社 営業部の佐藤 / 佐藤 花子),
 * {signature}, {senderName}, {senderCompany} and {offer}, one sentence stating the meeting the
 * sender offers (empty when nothing is chosen, so nothing is promised).
 */

const JA_OPENING = `{address}

いつもお世話になっております。
{self}でございます。`;

export const SALES_TEMPLATES: Record<Language, Record<SalesTemplateId, MailTemplate>> = {
  ja: {
    initial: {
      subject: `{productService}のご紹介[（{senderCompany}）]
弊社サービスのご紹介[（{senderCompany}）]`,
      body: `{address}

突然のご連絡、失礼いたします。
{selfFull}と申します。

弊社では、{productService}をご提供しております。
貴社のお役に立てるのではないかと存じ、ご連絡いたしました。

{customMessage}

もしご関心をお持ちいただけましたら、ご説明のお時間をいただけますと幸いです。
{offer}
ご都合がよろしければ、{meetingDate}はいかがでしょうか。
{!meetingDate}ご都合のよろしい日時をお知らせいただけましたら、こちらで調整いたします。

お忙しいところ恐れ入りますが、ご検討のほど何卒よろしくお願い申し上げます。

{signature}`,
    },
    followup: {
      subject: `先日ご案内した{productService}について
先日のご案内について`,
      body: `${JA_OPENING}

先日ご案内いたしました{productService}につきまして、その後ご検討の状況はいかがでしょうか。
{!productService}先日のご案内につきまして、その後ご検討の状況はいかがでしょうか。

{customMessage}

ご不明な点やご懸念の点がございましたら、どのようなことでもお気軽にお尋ねください。
追加の資料のご送付や、改めてのご説明もいたしますので、お申し付けください。
{offer}

ご多忙のところ恐縮ですが、ご返信いただけますと幸いです。
引き続きよろしくお願い申し上げます。

{signature}`,
    },
    meeting: {
      subject: `{productService}に関するお打ち合わせのお願い
お打ち合わせのお願い`,
      body: `${JA_OPENING}

[{productService}につきまして、より詳しくご説明いたしたく、]お打ち合わせのお時間をいただけないかと存じ、ご連絡いたしました。

つきましては、{meetingDate}はいかがでしょうか。
{?meetingDate}ご都合が合わない場合は、ご希望の日時をお知らせいただけましたら調整いたします。
{!meetingDate}つきましては、ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。
{offer}

{customMessage}

お忙しいところ恐れ入りますが、ご検討のほどよろしくお願い申し上げます。

{signature}`,
    },
    thanks: {
      subject: `お打ち合わせの御礼[（{senderCompany}）]`,
      body: `${JA_OPENING}

{meetingDate}のお打ち合わせでは、お忙しい中お時間をいただき、誠にありがとうございました。
{!meetingDate}先日はお忙しい中お時間をいただき、誠にありがとうございました。
[{productService}について]ご説明の機会をいただき、心より御礼申し上げます。
いただいたご意見は社内で共有し、今後のご提案に活かしてまいります。

{customMessage}

ご不明な点がございましたら、いつでもお気軽にお問い合わせください。
今後ともどうぞよろしくお願い申し上げます。

{signature}`,
    },
    proposal: {
      subject: `{productService}のご提案[（{senderCompany}）]
ご提案[（{senderCompany}）]`,
      body: `${JA_OPENING}

このたびは、貴社の課題解決に向けて、{productService}の活用をご提案申し上げたく、ご連絡いたしました。
{!productService}このたびは、貴社の課題解決に向けたご提案がございまして、ご連絡いたしました。

{customMessage}

つきましては、{meetingDate}に詳細をご説明するお時間をいただけますと幸いです。
{!meetingDate}つきましては、改めて詳細をご説明する機会をいただけますと幸いです。
{offer}

ご検討のほど、何卒よろしくお願い申し上げます。

{signature}`,
    },
  },
  en: {
    initial: {
      subject: `Introducing {productService}[ from {senderCompany}]
Introducing {senderCompany}
A brief introduction`,
      body: `{address}

I hope you don't mind me reaching out.
My name is {senderName}[ from {senderCompany}].
{!senderName}I am writing on behalf of {senderCompany}.

We provide {productService}, and I believe it could be of real value to {companyName|your company}.
{!productService}I believe our services could be of real value to {companyName|your company}.

{customMessage}

If this is of interest, I would welcome the chance to tell you more.
{offer}
Would {meetingDate} work for you?
{!meetingDate}Please let me know a time that suits you, and I will arrange it.

Thank you for your time and consideration.

{signature}`,
    },
    followup: {
      subject: `Following up[ on {productService}]`,
      body: `{address}

I hope this email finds you well.
I am following up on my earlier email[ about {productService}].
I wanted to check whether you have had a chance to consider it.

{customMessage}

If you have any questions or concerns, please feel free to ask.
I would also be happy to send more information or explain anything in more detail.
{offer}

I look forward to hearing from you.

{signature}`,
    },
    meeting: {
      subject: `Meeting request[: {productService}]`,
      body: `{address}

I hope this email finds you well.
I would appreciate the opportunity to meet and explain {productService} in more detail.
{!productService}I would appreciate the opportunity to meet with you.

Would {meetingDate} work for you?
{?meetingDate}If that time does not suit you, please let me know another time that does.
{!meetingDate}Could you let me know a few dates and times that would suit you?
{offer}

{customMessage}

Thank you for considering my request.

{signature}`,
    },
    thanks: {
      subject: `Thank you for meeting with us`,
      body: `{address}

Thank you very much for taking the time to meet with us on {meetingDate}.
{!meetingDate}Thank you very much for taking the time to meet with us the other day.
I truly appreciate the opportunity to introduce {productService}.
Your feedback was very helpful, and we will make good use of it in our next proposal.

{customMessage}

If you have any questions, please do not hesitate to contact me.
I look forward to working with you.

{signature}`,
    },
    proposal: {
      subject: `Proposal[: {productService}]`,
      body: `{address}

I hope this email finds you well.
I am pleased to share our proposal on how {productService} can help {companyName|your team} address the challenges you are facing.
{!productService}I am pleased to share our proposal to help {companyName|your team} address the challenges you are facing.

{customMessage}

I would be glad to walk you through the details on {meetingDate}.
{!meetingDate}I would be glad to walk you through the details at a time that suits you.
{offer}

Thank you for your consideration.

{signature}`,
    },
  },
};
