import type { Language } from '../../lib/i18n/types';
import { placeholderNames } from '../../lib/mail/fillTemplate';
import { collectGaps, isGapMarker } from '../../lib/mail/mailGaps';
import { englishOfferLine, japaneseOfferLine, meetingDayOnly } from '../../lib/mail/meetingOffer';
import { fillMail, mailFrame, type GeneratedMail, type MailContext } from '../../lib/mail/mailText';
import { readMatter, SUBJECT_RULES, subjectTemplate } from '../../lib/mail/subjectRules';
import { tidyUserText, userTextValues } from '../../lib/mail/userText';
import {
  ENGLISH_FIELD_MARKERS,
  PRODUCT_INSTRUCTIONS,
  PROPOSAL_BLANK,
  SALES_BODIES,
  type SalesForm,
  type SalesTemplateId,
} from './salesTemplates';

/**
 * Fills the chosen sales template: an empty optional field leaves out the phrase that needs it,
 * a missing product in a first contact is a marked placeholder, and an English mail carries no
 * Japanese (a field typed in Japanese is a placeholder there).
 */
export function buildSalesMail(
  templateId: SalesTemplateId,
  form: SalesForm,
  language: Language,
  context: MailContext,
): GeneratedMail {
  const rule = SUBJECT_RULES.sales[templateId];
  const gaps = collectGaps(language);
  const recipient = { company: form.companyName, name: form.contactName };
  const frame = mailFrame(gaps, recipient, context);
  // A product typed as 「勤怠管理の件」 must not become 勤怠管理の件に関するお打ち合わせ.
  const proposesNothing = templateId === 'proposal' && tidyUserText(form.customMessage) === '';
  const productService = gaps.value(
    'productService',
    readMatter(rule, form.productService, language),
    proposesNothing
      ? { ...PRODUCT_INSTRUCTIONS[language][templateId], blank: PROPOSAL_BLANK[language] }
      : PRODUCT_INSTRUCTIONS[language][templateId],
  );
  const english = (field: keyof typeof ENGLISH_FIELD_MARKERS) => ({
    notEnglish: ENGLISH_FIELD_MARKERS[field],
  });
  const meetingDate = gaps.value('meetingDate', form.meetingDate, english('meetingDate'));
  const meetingDay = gaps.value(
    'meetingDate',
    meetingDayOnly(form.meetingDate),
    english('meetingDay'),
  );
  const message = gaps.value(
    'customMessage',
    tidyUserText(form.customMessage),
    english('customMessage'),
  );
  const place = gaps.value('offerPlace', form.offer.place, english('place'));
  const offer = { ...form.offer, place };
  const offerForm = templateId === 'followup' ? 'ifWanted' : 'statement';
  const values = {
    ...frame,
    matter: productService,
    productService,
    meetingDate,
    meetingDay,
    ...userTextValues('customMessage', message, isGapMarker(message, language)),
    offer:
      language === 'ja' ? japaneseOfferLine(offer, offerForm) : englishOfferLine(offer, offerForm),
    attachment: form.attachment ? 'yes' : '',
  };
  const template = {
    subject: subjectTemplate(rule, language),
    body: SALES_BODIES[language][templateId],
  };
  return fillMail(template, values, language, gaps.gaps);
}

/** What a template uses, so the form can say which fields it leaves out. */
export type SalesInput = 'productService' | 'meetingDate' | 'offer' | 'attachment';

/** The optional inputs a template uses (in either language). */
export function inputsUsedBy(templateId: SalesTemplateId): Set<SalesInput> {
  const names = new Set<string>();
  for (const language of ['ja', 'en'] as const) {
    const body = SALES_BODIES[language][templateId];
    const subject = subjectTemplate(SUBJECT_RULES.sales[templateId], language);
    for (const name of placeholderNames(`${subject}\n${body}`)) names.add(name);
  }
  if (names.has('matter')) names.add('productService');
  if (names.has('meetingDay')) names.add('meetingDate');
  const inputs: SalesInput[] = ['productService', 'meetingDate', 'offer', 'attachment'];
  return new Set(inputs.filter((input) => names.has(input)));
}
