/**
 * The contact inquiry. Its categories have been written both with dashes (tool-request) and with
 * underscores (tool_request); both spellings are read, the dashed one is sent.
 */
export const CONTACT_CATEGORIES = ['tool-request', 'improvement', 'bug-report', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_FIELDS = ['name', 'email', 'category', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  category: '',
  subject: '',
  message: '',
};

/** The same limits as the local backend's /api/contact. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The form's name for Netlify Forms, and the honeypot field bots fill in. */
export const CONTACT_FORM_NAME = 'contact';
export const HONEYPOT_FIELD = 'bot-field';

/** tool_request, Tool-Request, " bug-report " ... to the dashed category, or null. */
export function normalizeContactCategory(value: string | null | undefined): ContactCategory | null {
  const dashed = (value ?? '').trim().toLowerCase().replace(/_/g, '-');
  return (CONTACT_CATEGORIES as readonly string[]).includes(dashed)
    ? (dashed as ContactCategory)
    : null;
}

export type ContactError = 'required' | 'invalid_email' | 'too_long';

/** The problem with each field, in field order; an empty object when the form can be sent. */
export function validateContact(
  values: ContactValues,
): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (value === '') {
      errors[field] = 'required';
      continue;
    }
    const limit = field === 'category' ? undefined : CONTACT_LIMITS[field];
    if (limit !== undefined && [...value].length > limit) errors[field] = 'too_long';
    else if (field === 'email' && !EMAIL_FORMAT.test(value)) errors[field] = 'invalid_email';
    else if (field === 'category' && !normalizeContactCategory(value)) errors[field] = 'required';
  }
  return errors;
}

/**
 * The urlencoded body Netlify Forms expects: form-name first, the honeypot, then the fields,
 * trimmed, with the category in its dashed spelling.
 */
export function buildContactFormBody(values: ContactValues, honeypot = ''): string {
  const params = new URLSearchParams();
  params.set('form-name', CONTACT_FORM_NAME);
  params.set(HONEYPOT_FIELD, honeypot);
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    params.set(field, field === 'category' ? (normalizeContactCategory(value) ?? value) : value);
  }
  return params.toString();
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export const SEND_TIMEOUT_MS = 15_000;

/**
 * Posts the form to the site root the way Netlify Forms takes it (locally, the dev and preview
 * servers hand it to the backend). True only on a 2xx answer; never throws.
 */
export async function sendContactMessage(
  values: ContactValues,
  honeypot: string,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  try {
    const response = await fetchImpl('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: buildContactFormBody(values, honeypot),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    return response.ok;
  } catch (error) {
    console.error('contact form submission failed', error);
    return false;
  }
}
