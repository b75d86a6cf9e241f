import type { Language } from '../../lib/i18n/types';
import { fillSubject, fillTemplate, stripHonorific } from '../../lib/mail/fillTemplate';
import type { MailForm, MailScene } from './mailScenes';
import { MAIL_TEMPLATES } from './mailTemplates';
import { buildJapaneseSignature, type GeneratedMail } from '../../lib/mail/mailText';

/** Fills the scene's template in the chosen language; empty fields leave no trace. */
export function buildMail(scene: MailScene, form: MailForm, language: Language): GeneratedMail {
  const template = MAIL_TEMPLATES[language][scene];
  const values = {
    ...form,
    // The template adds 様 itself; "山田様" typed by the user must not become 山田様様.
    recipientName: language === 'ja' ? stripHonorific(form.recipientName) : form.recipientName,
    signature: buildJapaneseSignature([form.senderName]),
  };
  return {
    subject: fillSubject(template.subject, values),
    body: fillTemplate(template.body, values),
  };
}
