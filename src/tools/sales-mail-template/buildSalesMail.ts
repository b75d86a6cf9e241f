import type { Language } from '../../lib/i18n/types';
import { placeholderNames } from '../../lib/mail/fillTemplate';
import { englishOfferLine, japaneseOfferLine } from '../../lib/mail/meetingOffer';
import { fillMail, mailFrame, type GeneratedMail, type MailContext } from '../../lib/mail/mailText';
import { withoutHonorific } from '../../lib/mail/recipientName';
import { subjectMatter } from '../../lib/mail/subjectMatter';
import { SALES_TEMPLATES, type SalesForm, type SalesTemplateId } from './salesTemplates';

/** Fills the chosen sales template; an empty field leaves out the phrase that needs it. */
export function buildSalesMail(
  templateId: SalesTemplateId,
  form: SalesForm,
  language: Language,
  context: MailContext,
): GeneratedMail {
  const template = SALES_TEMPLATES[language][templateId];
  const values = {
    ...mailFrame(language, { company: form.companyName, name: form.contactName }, context),
    companyName: withoutHonorific(form.companyName),
    // A product typed as 「勤怠管理の件」 must not become 勤怠管理の件に関するお打ち合わせ.
    productService: subjectMatter(form.productService),
    meetingDate: form.meetingDate,
    customMessage: form.customMessage,
    offer: language === 'ja' ? japaneseOfferLine(form.offer) : englishOfferLine(form.offer),
  };
  return fillMail(template, values, language);
}

/** What a template uses, so the form can say which fields it leaves out. */
export type SalesInput = 'productService' | 'meetingDate' | 'offer';

/** The optional inputs a template uses (in either language). */
export function inputsUsedBy(templateId: SalesTemplateId): Set<SalesInput> {
  const names = new Set<string>();
  for (const language of ['ja', 'en'] as const) {
    const { subject, body } = SALES_TEMPLATES[language][templateId];
    for (const name of placeholderNames(`${subject}\n${body}`)) names.add(name);
  }
  const inputs: SalesInput[] = ['productService', 'meetingDate', 'offer'];
  return new Set(inputs.filter((input) => names.has(input)));
}
