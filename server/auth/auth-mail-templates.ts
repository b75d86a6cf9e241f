import { readFileSync } from 'node:fs';
import { decodeHTML } from 'entities';
import { parse as parseToml } from 'smol-toml';
import { compileGoTemplate } from './go-template.ts';

/**
 * The auth mails as supabase/config.toml names them for hosted Supabase
 * (`[auth.email.template.<kind>]`: a subject and a `content_path`, both Go templates) and the
 * sender (`[auth.email.smtp]`): read once from the same files, so the local backend mails
 * exactly what a hosted project would.
 */
export type AuthMailTemplateKind =
  'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'reauthentication' | 'invite';

const KINDS: readonly AuthMailTemplateKind[] = [
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
  'invite',
];

export interface RenderedAuthMail {
  subject: string;
  html: string;
  /** The HTML as plain text (GoTrue sends HTML only; the catcher shows this beside it). */
  text: string;
}

export interface AuthMailTemplates {
  sender: { address: string; name: string };
  render(kind: AuthMailTemplateKind, data: Record<string, unknown>): RenderedAuthMail;
}

const PROJECT_ROOT = new URL('../../', import.meta.url);

interface TomlTemplate {
  subject?: unknown;
  content_path?: unknown;
}

/** A mail's HTML as readable text: paragraphs on lines of their own, links with their address. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.trim() ? `${label.trim()}\n${href}` : href,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|li)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decodeHTML(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

/** Reads supabase/config.toml and the template files it names (relative to the project). */
export function loadAuthMailTemplates(configUrl = new URL('supabase/config.toml', PROJECT_ROOT)) {
  const config = parseToml(readFileSync(configUrl, 'utf8')) as {
    auth?: {
      email?: {
        smtp?: { admin_email?: unknown; sender_name?: unknown };
        template?: Record<string, TomlTemplate>;
      };
    };
  };
  const email = config.auth?.email;
  const compiled = new Map<
    AuthMailTemplateKind,
    { subject: ReturnType<typeof compileGoTemplate>; body: ReturnType<typeof compileGoTemplate> }
  >();
  for (const kind of KINDS) {
    const entry = email?.template?.[kind];
    if (typeof entry?.subject !== 'string' || typeof entry.content_path !== 'string') {
      throw new Error(
        `supabase/config.toml: [auth.email.template.${kind}] needs subject and content_path`,
      );
    }
    const body = readFileSync(new URL(entry.content_path, PROJECT_ROOT), 'utf8');
    compiled.set(kind, {
      subject: compileGoTemplate(entry.subject),
      body: compileGoTemplate(body),
    });
  }
  const templates: AuthMailTemplates = {
    sender: {
      address: typeof email?.smtp?.admin_email === 'string' ? email.smtp.admin_email : '',
      name: typeof email?.smtp?.sender_name === 'string' ? email.smtp.sender_name : '',
    },
    render(kind, data) {
      const template = compiled.get(kind);
      if (!template) throw new Error(`no auth mail template ${kind}`);
      const html = template.body(data);
      // A subject is one line: GoTrue's mailer refuses none, but mail headers would break.
      const subject = decodeHTML(template.subject(data)).replace(/\s+/g, ' ').trim();
      return { subject, html, text: htmlToText(html) };
    },
  };
  return templates;
}
