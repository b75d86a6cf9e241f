import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** The Supabase CLI's local JWT secret; its demo anon and service-role keys are signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The expiry the Supabase CLI gives its demo keys (2032-11-14), so ours are byte-identical. */
const DEMO_KEY_EXPIRY = 1983812996;

/** The Postgres roles a JWT may name; anything else is refused rather than `set role`-d. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

export interface JwtClaims extends JWTPayload {
  role?: string;
  sub?: string;
  session_id?: string;
  is_anonymous?: boolean;
  email?: string;
}

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

export class JwtKeys {
  private readonly key: Uint8Array;

  constructor(readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Signs claims exactly as given (HS256, header {alg, typ}), in their insertion order. */
  sign(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  /** The API keys `supabase start` prints; with the default secret, its demo keys exactly. */
  async apiKeys(): Promise<{ anonKey: string; serviceRoleKey: string }> {
    const forRole = (role: ApiRole) =>
      this.sign({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY });
    return { anonKey: await forRole('anon'), serviceRoleKey: await forRole('service_role') };
  }

  async verify(token: string): Promise<JwtCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return { ok: true, claims: payload as JwtClaims };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        return {
          ok: false,
          reason: 'expired',
          message: 'token has invalid claims: token is expired',
        };
      }
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: 'invalid', message: `invalid JWT: ${detail}` };
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
