import type { TFunction } from 'i18next';
import type { MailOutputLabels } from './MailOutput';

/** The output panel's labels, from a tool namespace that has the `output.*` keys. */
export function mailOutputLabels(t: TFunction): MailOutputLabels {
  return {
    heading: t('output.heading'),
    subject: t('output.subject'),
    body: t('output.body'),
    copySubject: t('output.copy_subject'),
    copyBody: t('output.copy_body'),
    copyAll: t('output.copy_all'),
    editHint: t('output.edit_hint'),
  };
}
