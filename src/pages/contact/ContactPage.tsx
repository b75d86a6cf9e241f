import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { privacyPolicyUrl } from '../../lib/config';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { ContactField } from './ContactField';
import {
  CONTACT_CATEGORIES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMPTY_CONTACT,
  HONEYPOT_FIELD,
  normalizeContactCategory,
  sendContactMessage,
  validateContact,
  type ContactField as Field,
  type ContactValues,
} from './contactForm';
import { locales } from './locales';
import CircleCheck from 'lucide-react/icons/circle-check';

type Status = 'form' | 'submitting' | 'success' | 'failure';

export default function ContactPage() {
  const { t } = useToolTranslation('contact', locales);
  usePageMeta(t('title'), t('description'));
  const [searchParams] = useSearchParams();
  // /contact?category=bug_report (either spelling) opens the form with the category chosen.
  const [values, setValues] = useState<ContactValues>(() => ({
    ...EMPTY_CONTACT,
    category: normalizeContactCategory(searchParams.get('category')) ?? '',
  }));
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('form');
  const [attempted, setAttempted] = useState(false);
  const controls = useRef<
    Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>
  >({});
  const successHeading = useRef<HTMLHeadingElement>(null);

  // Errors show after the first attempt to send, then follow the typing.
  const errors = attempted ? validateContact(values) : {};
  const errorText = (field: Field) => {
    const error = errors[field];
    if (!error) return undefined;
    const max = field === 'category' ? undefined : CONTACT_LIMITS[field];
    return t(`errors.${field}.${error}`, { max });
  };

  useEffect(() => {
    if (status === 'success') successHeading.current?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setAttempted(true);
    const found = validateContact(values);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }
    setStatus('submitting');
    setStatus((await sendContactMessage(values, honeypot)) ? 'success' : 'failure');
  };

  const bind = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    className: `input w-full ${errors[field] ? 'input-invalid' : ''}`,
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      controls.current[field] = element;
    },
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    label: t(`fields.${field}`),
    requiredLabel: t('fields.required'),
    error: errorText(field),
  });

  if (status === 'success') {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="text-2xl font-bold text-gray-900 dark:text-white">{t('title')}</h1>
        <div className="panel flex flex-col items-start gap-4">
          <h2
            ref={successHeading}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-semibold text-green-800 dark:text-green-200"
          >
            <CircleCheck className="h-6 w-6 shrink-0" />
            {t('success.heading')}
          </h2>
          <p className="leading-relaxed text-gray-800 dark:text-gray-200">{t('success.message')}</p>
          <Link to="/" className="btn btn-primary">
            {t('common:back_home')}
          </Link>
        </div>
      </section>
    );
  }

  const messageLength = [...values.message].length;

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-gray-900 dark:text-white">{t('title')}</h1>
        <p className="leading-relaxed text-gray-700 dark:text-gray-300">{t('intro')}</p>
      </div>
      <form
        name="contact"
        method="post"
        noValidate
        className="panel flex flex-col gap-5"
        aria-label={t('title')}
        onSubmit={(event) => void onSubmit(event)}
      >
        {/* Netlify's honeypot: hidden from people and assistive technology, filled only by bots. */}
        <p hidden>
          <label>
            {t('honeypot_label')}
            <input
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </label>
        </p>
        <ContactField {...fieldProps('name')}>
          {(describedBy) => (
            <input
              {...bind('name')}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              placeholder={t('fields.name_placeholder')}
              aria-describedby={describedBy}
            />
          )}
        </ContactField>
        <ContactField {...fieldProps('email')}>
          {(describedBy) => (
            <input
              {...bind('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              placeholder={t('fields.email_placeholder')}
              aria-describedby={describedBy}
            />
          )}
        </ContactField>
        <ContactField {...fieldProps('category')}>
          {(describedBy) => (
            <select {...bind('category')} aria-describedby={describedBy}>
              <option value="">{t('common:choose')}</option>
              {CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </ContactField>
        <ContactField {...fieldProps('subject')}>
          {(describedBy) => (
            <input
              {...bind('subject')}
              type="text"
              maxLength={CONTACT_LIMITS.subject}
              placeholder={t('fields.subject_placeholder')}
              aria-describedby={describedBy}
            />
          )}
        </ContactField>
        <ContactField
          {...fieldProps('message')}
          note={t('common:counter', { count: messageLength, max: CONTACT_LIMITS.message })}
        >
          {(describedBy) => (
            <textarea
              {...bind('message')}
              rows={8}
              maxLength={CONTACT_LIMITS.message}
              placeholder={t('fields.message_placeholder')}
              aria-describedby={describedBy}
            />
          )}
        </ContactField>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('privacy')}{' '}
          {privacyPolicyUrl.startsWith('/') ? (
            <Link to={privacyPolicyUrl} className="underline">
              {t('privacy_link')}
            </Link>
          ) : (
            <a
              href={privacyPolicyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline"
            >
              {t('privacy_link')}
            </a>
          )}
        </p>
        {status === 'failure' && (
          <p role="alert" className="alert-error">
            {t('failure')}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={status === 'submitting'}
          aria-busy={status === 'submitting'}
        >
          {status === 'submitting' ? t('common:sending') : t('send')}
        </button>
      </form>
    </section>
  );
}
