import type { Language } from '../../lib/i18n/types';
import { collectGaps, isGapMarker } from '../../lib/mail/mailGaps';
import { fillMail, mailFrame, type GeneratedMail, type MailContext } from '../../lib/mail/mailText';
import { readMatter, SUBJECT_RULES, subjectTemplate } from '../../lib/mail/subjectRules';
import { tidyUserText, userTextValues } from '../../lib/mail/userText';
import type { MailForm, MailScene } from './mailScenes';
import {
  CONTENT_INSTRUCTIONS,
  ENGLISH_CLOSINGS,
  MAIL_BODIES,
  SUBJECT_IN_ENGLISH,
} from './mailTemplates';

/**
 * Fills the scene's template in the chosen language: the subject as the scene's rule writes it,
 * empty optional fields leaving no trace, a blank required content a marked placeholder.
 */
export function buildMail(
  scene: MailScene,
  form: MailForm,
  language: Language,
  context: MailContext,
): GeneratedMail {
  const rule = SUBJECT_RULES.mail[scene];
  const gaps = collectGaps(language);
  const recipient = { company: form.companyName, name: form.recipientName };
  const frame = mailFrame(gaps, recipient, context, ENGLISH_CLOSINGS[scene]);
  const matter = gaps.value('subject', readMatter(rule, form.subject, language), {
    notEnglish: SUBJECT_IN_ENGLISH,
  });
  const content = gaps.value(
    'customContent',
    tidyUserText(form.customContent),
    CONTENT_INSTRUCTIONS[language][scene],
  );
  const values = {
    ...frame,
    matter,
    ...userTextValues('customContent', content, isGapMarker(content, language)),
  };
  const template = { subject: subjectTemplate(rule, language), body: MAIL_BODIES[language][scene] };
  return fillMail(template, values, language, gaps.gaps);
}
