import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Language } from '../../lib/i18n/types';
import {
  SENDER_PROFILE_FIELD,
  senderFromProfile,
  type MailSenderField,
} from '../../lib/mail/mailSender';
import type { GeneratedMail, MailContext } from '../../lib/mail/mailText';
import { DEFAULT_ENGLISH_SALUTATION, type EnglishSalutation } from '../../lib/mail/recipientName';
import { useSenderProfile } from '../../lib/senderProfile';
import { EnglishSalutationFields } from './EnglishSalutationFields';
import { MailLanguageSelect } from './MailLanguageSelect';
import { useMailTranslation } from './mailLocales';
import { MailOutput } from './MailOutput';
import { SenderFields } from './SenderFields';
import { useMailLanguage } from './useMailLanguage';

interface Props<T extends { mail: GeneratedMail }> {
  /** The heading of the form panel (入力項目, 基本情報). */
  heading: string;
  /** The tool's own fields, shown first in the form. */
  children: ReactNode;
  /** Shown above the form and the output (the scene or template cards). */
  before?: ReactNode;
  /** Shown under the output (usage tips). */
  aside?: ReactNode;
  /** The recipient, for the English greeting's title and family name. */
  recipient: { name: string; company: string };
  /** Writes the mail; the result may carry more (the form the calendar actions need). */
  generate: (language: Language, context: MailContext) => T;
  /** Empties the tool's own fields; the sender's details stay. */
  onClear: () => void;
  /** What the output panel says before the first mail is written. */
  emptyOutput: string;
  /** Extra actions under the written mail (calendar link, file download). */
  renderExtras?: (result: T) => ReactNode;
}

/**
 * The form and output every mail tool shares: the tool's fields, the sender block (read from and
 * written back to the sender profile, so it is typed once for the whole site), the mail language
 * with the English greeting, generate and clear, and the editable mail with its copy buttons.
 * After generating, focus moves to the output's heading for keyboard and screen-reader users.
 */
export function MailToolShell<T extends { mail: GeneratedMail }>({
  heading,
  children,
  before,
  aside,
  recipient,
  generate,
  onClear,
  emptyOutput,
  renderExtras,
}: Props<T>) {
  const { t } = useMailTranslation();
  const headingId = useId();
  const { profile, update } = useSenderProfile();
  const sender = senderFromProfile(profile);
  const [language, setLanguage] = useMailLanguage();
  const [salutation, setSalutation] = useState<EnglishSalutation>(DEFAULT_ENGLISH_SALUTATION);
  const [output, setOutput] = useState<{ result: T; language: Language } | null>(null);
  const [generation, setGeneration] = useState(0);
  const outputHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (generation > 0) outputHeading.current?.focus();
  }, [generation]);

  const setSenderField = (field: MailSenderField, value: string) =>
    update({ [SENDER_PROFILE_FIELD[field]]: value });

  return (
    <div className="flex flex-col gap-6">
      {before}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form
          className="panel flex flex-col gap-4"
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            setOutput({ result: generate(language, { sender, salutation }), language });
            setGeneration((count) => count + 1);
          }}
        >
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
              {heading}
            </h2>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('fields_hint')}</p>
          </div>
          {children}
          <SenderFields sender={sender} onChange={setSenderField} />
          <MailLanguageSelect
            label={t('language_label')}
            optionLabels={{ ja: t('language_options.ja'), en: t('language_options.en') }}
            value={language}
            onChange={setLanguage}
          />
          {language === 'en' && (
            <EnglishSalutationFields
              recipientName={recipient.name}
              recipientCompany={recipient.company}
              value={salutation}
              onChange={setSalutation}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <button type="submit" className="btn btn-primary">
              {t('generate')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-describedby={`${headingId}-clear-hint`}
              onClick={() => {
                onClear();
                setSalutation(DEFAULT_ENGLISH_SALUTATION);
                setOutput(null);
              }}
            >
              {t('clear')}
            </button>
            <span
              id={`${headingId}-clear-hint`}
              className="text-sm text-gray-700 dark:text-gray-300"
            >
              {t('clear_hint')}
            </span>
          </div>
        </form>
        <div className="flex flex-col gap-6">
          {output ? (
            <MailOutput
              mail={output.result.mail}
              language={output.language}
              labels={{
                heading: t('output.heading'),
                subject: t('output.subject'),
                body: t('output.body'),
                copySubject: t('output.copy_subject'),
                copyBody: t('output.copy_body'),
                copyAll: t('output.copy_all'),
                editHint: t('output.edit_hint'),
              }}
              onChange={(mail) =>
                setOutput(
                  (current) => current && { ...current, result: { ...current.result, mail } },
                )
              }
              headingRef={outputHeading}
            >
              {renderExtras?.(output.result)}
            </MailOutput>
          ) : (
            <p className="panel text-gray-700 dark:text-gray-300">{emptyOutput}</p>
          )}
          {aside}
        </div>
      </div>
    </div>
  );
}
