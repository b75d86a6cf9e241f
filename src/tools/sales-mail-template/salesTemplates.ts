import type { Language } from '../../lib/i18n/types';
import type { MailTemplate } from '../../lib/mail/mailText';

export const SALES_TEMPLATE_IDS = ['initial', 'followup', 'meeting', 'thanks', 'proposal'] as const;
export type SalesTemplateId = (typeof SALES_TEMPLATE_IDS)[number];

/** The sales mail fields (spec part 2 §3). */
export interface SalesForm {
  companyName: string;
  contactName: string;
  yourName: string;
  yourCompany: string;
  productService: string;
  meetingDate: string;
  customMessage: string;
}

export const SALES_FIELDS = [
  'companyName',
  'contactName',
  'yourName',
  'yourCompany',
  'productService',
  'meetingDate',
  'customMessage',
] as const satisfies readonly (keyof SalesForm)[];

export const EMPTY_SALES_FORM: SalesForm = {
  companyName: '',
  contactName: '',
  yourName: '',
  yourCompany: '',
  productService: '',
  meetingDate: '',
  customMessage: '',
};

/*
 * The wording (syntax: see src/lib/mail/fillTemplate.ts). The Japanese follows the usual
 * shape of a sales mail: address block, greeting, 名乗り, the matter, a closing that fits the
 * step of the sale, signature. `{signature}` is built in code from yourCompany and yourName.
 */

const JA_ADDRESS = `{companyName}
{contactName|ご担当者}様`;

const JA_OPENING = `${JA_ADDRESS}

いつもお世話になっております。
[{yourCompany}の]{yourName}でございます。
{!yourName}{yourCompany}でございます。`;

const EN_GREETING = `Dear {contactName},
{!contactName}Dear {companyName} Team,
{!contactName}{!companyName}Dear Sir or Madam,`;

const EN_SIGN_OFF = `Best regards,
{yourName}
{yourCompany}`;

export const SALES_TEMPLATES: Record<Language, Record<SalesTemplateId, MailTemplate>> = {
  ja: {
    initial: {
      subject: `{productService}のご紹介[（{yourCompany}）]
弊社サービスのご紹介[（{yourCompany}）]`,
      body: `${JA_ADDRESS}

突然のご連絡失礼いたします。
[{yourCompany}の]{yourName}と申します。
{!yourName}{yourCompany}と申します。

弊社では、{productService}をご提供しております。
貴社のお役に立てるのではないかと考え、ご連絡を差し上げました。

{customMessage}

もしご興味をお持ちいただけましたら、オンラインにて30分ほど、ご説明のお時間を頂戴できますと幸いです。
ご都合がよろしければ、{meetingDate}はいかがでしょうか。
{!meetingDate}ご都合のよろしい日時をお知らせいただけましたら、こちらで調整いたします。

お忙しいところ恐れ入りますが、ご検討いただけますと幸いです。
何卒よろしくお願い申し上げます。

{signature}`,
    },
    followup: {
      subject: `先日ご案内した[{productService}の]件につきまして`,
      body: `${JA_OPENING}

先日ご案内いたしました[{productService}の]件につきまして、その後いかがでしょうか。
ご検討の状況をお伺いしたく、ご連絡いたしました。

{customMessage}

ご不明な点やご懸念点などがございましたら、どのようなことでもお気軽にお尋ねください。
必要に応じて、追加の資料のご送付やオンラインでのご説明も承ります。

ご多忙のところ恐縮ですが、ご返信いただけますと幸いです。
引き続きよろしくお願い申し上げます。

{signature}`,
    },
    meeting: {
      subject: `[{productService}に関する]お打ち合わせのお願い`,
      body: `${JA_OPENING}

{productService}について、より詳しくご説明申し上げたく、お打ち合わせのお時間を頂戴できればと存じ、ご連絡いたしました。
{!productService}ぜひ一度、お打ち合わせのお時間を頂戴できればと存じ、ご連絡いたしました。

つきましては、{meetingDate}はいかがでしょうか。
{!meetingDate}つきましては、ご都合のよろしい日時をいくつかお知らせいただけますと幸いです。
{?meetingDate}ご都合が合わない場合は、ご希望の日時をお知らせいただけましたら調整いたします。
所要時間は30分〜1時間程度を予定しており、オンラインでも、貴社へお伺いする形でも対応可能です。

{customMessage}

お忙しいところ恐れ入りますが、ご検討のほどよろしくお願い申し上げます。

{signature}`,
    },
    thanks: {
      subject: `お打ち合わせの御礼[（{yourCompany}）]`,
      body: `${JA_OPENING}

{meetingDate}のお打ち合わせでは、お忙しい中お時間をいただき、誠にありがとうございました。
{!meetingDate}先日はお忙しい中お時間をいただき、誠にありがとうございました。
{productService}についてご説明の機会をいただき、心より御礼申し上げます。
いただいたご意見は社内で共有し、今後のご提案に活かしてまいります。

{customMessage}

ご不明な点がございましたら、いつでもお気軽にお問い合わせください。
今後ともどうぞよろしくお願い申し上げます。

{signature}`,
    },
    proposal: {
      subject: `[{productService}の]ご提案[（{yourCompany}）]`,
      body: `${JA_OPENING}

このたびは、貴社の課題解決に向けて、[{productService}を活用した]ご提案をさせていただきたく、ご連絡いたしました。

{customMessage}

つきましては、{meetingDate}に詳細をご説明させていただくお時間を頂戴できますと幸いです。
{!meetingDate}詳細につきましては、改めてご説明の機会をいただけますと幸いです。

ご検討のほど、何卒よろしくお願い申し上げます。

{signature}`,
    },
  },
  en: {
    initial: {
      subject: `Introducing {productService}[ from {yourCompany}]
Introducing {yourCompany}
A brief introduction`,
      body: `${EN_GREETING}

I hope you don't mind me reaching out.
My name is {yourName}[ from {yourCompany}].
{!yourName}I am writing on behalf of {yourCompany}.

We provide {productService}, and I believe it could be of real value to {companyName|your company}.
{!productService}I believe our services could be of real value to {companyName|your company}.

{customMessage}

If this sounds interesting, I would welcome the chance to give you a short 30-minute online overview.
Would {meetingDate} work for you?
{!meetingDate}Please let me know a time that suits you, and I will arrange it.

Thank you for your time and consideration.

${EN_SIGN_OFF}`,
    },
    followup: {
      subject: `Following up[ on {productService}]`,
      body: `${EN_GREETING}

I hope this email finds you well.
I am following up on my earlier email[ about {productService}].
I wanted to check whether you have had a chance to consider it.

{customMessage}

If you have any questions or concerns, please feel free to ask.
I would also be happy to send more information or arrange a short online demo.

I look forward to hearing from you.

${EN_SIGN_OFF}`,
    },
    meeting: {
      subject: `Meeting request[: {productService}]`,
      body: `${EN_GREETING}

I hope this email finds you well.
I would appreciate the opportunity to meet and explain {productService} in more detail.
{!productService}I would appreciate the opportunity to meet with you.

Would {meetingDate} work for you?
{!meetingDate}Could you let me know a few dates and times that would suit you?
{?meetingDate}If that time does not suit you, please let me know another time that does.
The meeting would take 30 minutes to an hour, online or at your office, whichever you prefer.

{customMessage}

Thank you for considering my request.

${EN_SIGN_OFF}`,
    },
    thanks: {
      subject: `Thank you for meeting with us`,
      body: `${EN_GREETING}

Thank you very much for taking the time to meet with us on {meetingDate}.
{!meetingDate}Thank you very much for taking the time to meet with us the other day.
I truly appreciate the opportunity to introduce {productService}.
Your feedback was very helpful, and we will make good use of it in our next proposal.

{customMessage}

If you have any questions, please do not hesitate to contact me.
I look forward to working with you.

${EN_SIGN_OFF}`,
    },
    proposal: {
      subject: `Proposal[: {productService}]`,
      body: `${EN_GREETING}

I hope this email finds you well.
I am pleased to share our proposal on how {productService} can help {companyName|your team} address the challenges you are facing.
{!productService}I am pleased to share our proposal to help {companyName|your team} address the challenges you are facing.

{customMessage}

I would be glad to walk you through the details on {meetingDate}.
{!meetingDate}I would be glad to walk you through the details at a time that suits you.

Thank you for your consideration.

${EN_SIGN_OFF}`,
    },
  },
};
