/**
 * The local mail catcher's store, like the Inbucket/Mailpit container of the Supabase CLI:
 * every mail the auth server "sends", and every mail the site's notification sender hands to
 * the catcher's provider API (resend-api.ts), lands here, newest first, to be read on the
 * catcher's page or through its JSON API (mail-app.ts). Nothing leaves the machine.
 */
export interface MailAttachment {
  /** Mailpit's name for an attachment's place in the message. */
  partId: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  id: string;
  /** The sender's address, and the display name when the mail gave one. */
  from: string;
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers the sender set itself (List-Unsubscribe …). */
  headers: Record<string, string>;
  attachments: MailAttachment[];
  /** ISO time it was sent. */
  created: string;
}

export type OutgoingMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> &
  Partial<Pick<MailMessage, 'from' | 'fromName' | 'headers'>> & {
    attachments?: Array<Omit<MailAttachment, 'partId'>>;
  };

/** The sender GoTrue's local stack uses (config.toml's default admin address). */
export const LOCAL_SENDER = 'admin@email.com';
const KEEP_AT_MOST = 500;

export class Mailbox {
  private readonly messages: MailMessage[] = [];
  private counter = 0;

  send(mail: OutgoingMail): MailMessage {
    this.counter += 1;
    const message: MailMessage = {
      id: `${Date.now().toString(36)}-${this.counter}`,
      created: new Date().toISOString(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      from: mail.from ?? LOCAL_SENDER,
      fromName: mail.fromName ?? '',
      headers: mail.headers ?? {},
      attachments: (mail.attachments ?? []).map((attachment, index) => ({
        ...attachment,
        partId: String(index + 2),
      })),
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, KEEP_AT_MOST);
    return message;
  }

  /** Newest first; `to` keeps only the mails to that address (case-insensitive). */
  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted
      ? this.messages.filter((message) => message.to.toLowerCase() === wanted)
      : [...this.messages];
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  /** Removes these messages (a test that read a sign-up's confirmation mail throws it away). */
  delete(ids: readonly string[]): void {
    const gone = new Set(ids);
    const kept = this.messages.filter((message) => !gone.has(message.id));
    this.messages.splice(0, this.messages.length, ...kept);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
