/**
 * The local mail catcher's store, like the Inbucket/Mailpit container of the Supabase CLI:
 * every mail the auth server "sends" lands here, newest first, to be read on the catcher's
 * page or through its JSON API (mail-app.ts). Nothing leaves the machine.
 */
export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO time it was sent. */
  created: string;
}

export type OutgoingMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>;

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
      from: LOCAL_SENDER,
      created: new Date().toISOString(),
      ...mail,
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

  clear(): void {
    this.messages.length = 0;
  }
}
