import { startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Language } from '../../lib/i18n/types';
import {
  SENDER_PROFILE_FIELD,
  senderFromProfile,
  type MailSenderField,
} from '../../lib/mail/mailSender';
import type { MailGap } from '../../lib/mail/mailGaps';
import {
  ENGLISH_NAME_FIELDS,
  englishNameDefaults,
  type EnglishNames,
  type GeneratedMail,
  type MailContext,
} from '../../lib/mail/mailText';
import { DEFAULT_ENGLISH_SALUTATION, type EnglishSalutation } from '../../lib/mail/recipientName';
import { stillFor, type TypedFor } from '../../lib/mail/typedFor';
import { useSenderProfile } from '../../lib/senderProfile';
import { EN_MONTH_NAMES } from '../../lib/weekdayCheck';
import { EnglishMailFields } from './EnglishMailFields';
import { MailLanguageSelect } from './MailLanguageSelect';
import { useMailTranslation } from './mailLocales';
import { MailOutput } from './MailOutput';
import { SenderFields } from './SenderFields';
import { useEnglishSenderNames } from './useEnglishSenderNames';
import { useMailLanguage } from './useMailLanguage';

/** The recipient's Latin-letter names as typed, each with the name it was typed for. */
type RecipientNames = Partial<Record<'recipientName' | 'recipientCompany', TypedFor<string>>>;

/** The labels of the shell's own fields, for the notices of the placeholders they leave. */
const SHELL_FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(ENGLISH_NAME_FIELDS).map(([key, field]) => [field, `english.${key}`]),
  ),
  offerPlace: 'offer.place',
  senderName: 'sender.name',
};

interface Props<T extends { mail: GeneratedMail }> {
  /** The heading of the form panel (入力項目, 基本情報). */
  heading: string;
  /** The tool's own fields, shown first in the form. */
  children: ReactNode;
  /** Shown above the form and the output (the scene or template cards). */
  before?: ReactNode;
  /** Shown under the output (usage tips). */
  aside?: ReactNode;
  /** The recipient as typed, for the English mail's names and greeting. */
  recipient: { name: string; company: string };
  /** The label of a tool field a placeholder stands for (the notices beside the mail name it). */
  fieldLabel: (field: string) => string | undefined;
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
 * with the English mail's Latin-letter names and greeting, generate and clear, and the editable
 * mail with its copy buttons and the notices of the placeholders still to fill in.
 * After generating, focus moves to the output's heading for keyboard and screen-reader users.
 */
export function MailToolShell<T extends { mail: GeneratedMail }>({
  heading,
  children,
  before,
  aside,
  recipient,
  fieldLabel,
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
  // The greeting (Mr., Ms., the family name) is chosen for one recipient: a new name in the
  // tool's field starts from the default again.
  const [chosenSalutation, setChosenSalutation] = useState<TypedFor<EnglishSalutation>>();
  const salutation = stillFor(chosenSalutation, recipient.name) ?? DEFAULT_ENGLISH_SALUTATION;
  const setSalutation = (value: EnglishSalutation) =>
    setChosenSalutation({ value, typedFor: recipient.name });
  // The Latin-letter names as typed, for the recipient typed in the tool's fields at the time;
  // a name not typed (or typed for an earlier recipient) follows the tool's field when that is
  // in Latin letters already. The sender's are kept for every tool, the recipient's until Clear.
  const [recipientNames, setRecipientNames] = useState<RecipientNames>({});
  const [senderNames, setSenderNames] = useEnglishSenderNames();
  const typedRecipient = Object.fromEntries(
    (['recipientName', 'recipientCompany'] as const).flatMap((field) => {
      const current = field === 'recipientName' ? recipient.name : recipient.company;
      const value = stillFor(recipientNames[field], current);
      return value === undefined ? [] : [[field, value]];
    }),
  );
  const context: MailContext = {
    sender,
    salutation,
    english: { ...englishNameDefaults(recipient, sender), ...typedRecipient, ...senderNames },
  };
  const [output, setOutput] = useState<{ result: T; language: Language } | null>(null);
  const [generation, setGeneration] = useState(0);
  const outputHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (generation > 0) outputHeading.current?.focus();
  }, [generation]);

  const setSenderField = (field: MailSenderField, value: string) =>
    update({ [SENDER_PROFILE_FIELD[field]]: value });

  const setEnglishNames = (changes: Partial<EnglishNames>) => {
    const { recipientName, recipientCompany, ...sender } = changes;
    const forRecipient = { recipientName, recipientCompany };
    const typed = Object.entries(forRecipient).flatMap(([field, value]) =>
      value === undefined
        ? []
        : [
            [
              field,
              {
                value,
                typedFor: field === 'recipientName' ? recipient.name : recipient.company,
              },
            ],
          ],
    );
    if (typed.length > 0)
      setRecipientNames((current) => ({ ...current, ...Object.fromEntries(typed) }));
    if (Object.keys(sender).length > 0) setSenderNames(sender);
  };

  const describeGap = (gap: MailGap) => {
    const shellKey = SHELL_FIELD_LABELS[gap.field];
    const field = shellKey ? t(shellKey) : (fieldLabel(gap.field) ?? gap.field);
    const key = gap.reason === 'blank' ? 'output.gap_blank' : 'output.gap_not_english';
    return t(key, { marker: gap.marker, field, interpolation: { escapeValue: false } });
  };

  return (
    <div className="flex flex-col gap-6">
      {before}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form
          className="panel flex flex-col gap-4"
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            const result = generate(language, context);
            // The mail is drawn at low priority: the press paints at once, and the output panel
            // (and the focus moved to it) follows in the next frames.
            startTransition(() => {
              setOutput({ result, language });
              setGeneration((count) => count + 1);
            });
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
            <EnglishMailFields
              recipient={recipient}
              context={context}
              onSalutationChange={setSalutation}
              onNamesChange={setEnglishNames}
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
                setChosenSalutation(undefined);
                setRecipientNames({});
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
                gapsHeading: t('output.gaps_heading'),
                weekdayHeading: t('output.weekday_heading'),
              }}
              describeGap={describeGap}
              describeWeekday={(problem) =>
                t('output.weekday_mismatch', {
                  text: problem.text,
                  date: t('output.weekday_date', {
                    year: problem.year,
                    month: problem.month,
                    day: problem.day,
                    monthName: EN_MONTH_NAMES[problem.month - 1],
                  }),
                  weekday: t(`output.weekdays.${problem.actual}`),
                  interpolation: { escapeValue: false },
                })
              }
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
