import type { Database } from './db/database.ts';
import type { AuthMailTemplates } from './auth/auth-mail-templates.ts';
import type { JwtKeys } from './auth/jwt.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { Mailbox } from './mail/mailbox.ts';

/** What every part of the backend shares: the database, the signing keys and settings. */
export interface BackendServices {
  db: Database;
  keys: JwtKeys;
  anonKey: string;
  serviceRoleKey: string;
  /** e.g. http://127.0.0.1:54321; known once the server listens (the port may be random). */
  publicUrl(): string;
  /** Lifetime of access tokens (GoTrue's JWT_EXP), 3600 by default. */
  jwtExpirySeconds: number;
  /** bcrypt work factor; GoTrue uses 10. Tests lower it to stay fast. */
  bcryptCost: number;
  /** Largest request body accepted on REST, RPC, auth, functions and /api (413 beyond). */
  maxBodyBytes: number;
  /** Per-IP request limits (GoTrue's on auth; ours on the contact form and poll answers). */
  rateLimits: RateLimits;
  /**
   * The e-mail flows: where mails go (the local catcher), where links may lead, and the
   * catcher's provider API for the notification sender (undefined while it runs no server).
   */
  mail: {
    mailbox: Mailbox;
    siteUrl: string;
    redirectAllowList: string[];
    providerUrl(): string | undefined;
    /** The auth mails (supabase/templates, as supabase/config.toml names them). */
    templates: AuthMailTemplates;
    /** GOTRUE_MAILER_AUTOCONFIRM: sign-ups usable without confirming their address. */
    autoconfirm: boolean;
    /** GOTRUE_SMTP_MAX_FREQUENCY (seconds): one mail of a kind per user this often. */
    maxFrequencySeconds: number;
  };
  security: {
    /** GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION (off by default, as GoTrue). */
    updatePasswordRequireReauthentication: boolean;
  };
}
