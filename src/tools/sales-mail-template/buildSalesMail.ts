import type { Language } from '../../lib/i18n/types';
import {
  fillSubject,
  fillTemplate,
  placeholderNames,
  stripHonorific,
} from '../../lib/mail/fillTemplate';
import { buildJapaneseSignature, type GeneratedMail } from '../../lib/mail/mailText';
import {
  SALES_FIELDS,
  SALES_TEMPLATES,
  type SalesForm,
  type SalesTemplateId,
} from './salesTemplates';

/** Fills the chosen sales template; an empty field leaves out the phrase that needs it. */
export function buildSalesMail(
  templateId: SalesTemplateId,
  form: SalesForm,
  language: Language,
): GeneratedMail {
  const template = SALES_TEMPLATES[language][templateId];
  const values = {
    ...form,
    // The template adds 様 itself; "山田様" typed by the user must not become 山田様様.
    contactName: language === 'ja' ? stripHonorific(form.contactName) : form.contactName,
    signature: buildJapaneseSignature([form.yourCompany, form.yourName]),
  };
  return {
    subject: fillSubject(template.subject, values),
    body: fillTemplate(template.body, values),
  };
}

/** The form fields a template uses (in either language), so the form can say which are not. */
export function fieldsUsedBy(templateId: SalesTemplateId): Set<keyof SalesForm> {
  const names = new Set<string>();
  for (const language of ['ja', 'en'] as const) {
    const { subject, body } = SALES_TEMPLATES[language][templateId];
    for (const name of placeholderNames(`${subject}\n${body}`)) names.add(name);
  }
  // The signature is built from these two, so they count as used.
  if (names.has('signature')) ['yourCompany', 'yourName'].forEach((name) => names.add(name));
  return new Set(SALES_FIELDS.filter((field) => names.has(field)));
}
