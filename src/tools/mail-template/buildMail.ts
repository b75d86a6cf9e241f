import type { Language } from '../../lib/i18n/types';
import { fillMail, mailFrame, type GeneratedMail, type MailContext } from '../../lib/mail/mailText';
import { subjectMatter } from '../../lib/mail/subjectMatter';
import type { MailForm, MailScene } from './mailScenes';
import { ENGLISH_CLOSINGS, MAIL_TEMPLATES, SCENE_SUBJECT_ENDINGS } from './mailTemplates';

/** Fills the scene's template in the chosen language; empty fields leave no trace. */
export function buildMail(
  scene: MailScene,
  form: MailForm,
  language: Language,
  context: MailContext,
): GeneratedMail {
  const template = MAIL_TEMPLATES[language][scene];
  const values = {
    ...mailFrame(
      language,
      { company: form.companyName, name: form.recipientName },
      context,
      ENGLISH_CLOSINGS[scene],
    ),
    matter: subjectMatter(form.subject, SCENE_SUBJECT_ENDINGS[scene]),
    customContent: form.customContent,
  };
  return fillMail(template, values, language);
}
