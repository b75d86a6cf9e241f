import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** The parts of supabase/config.toml (the Supabase CLI's settings) that the tests hold against use. */
export interface SupabaseConfig {
  api: { enabled: boolean; schemas: string[]; max_rows: number };
  db: { seed: { enabled: boolean; sql_paths: string[] } };
  realtime: { enabled: boolean };
  storage: { enabled: boolean };
  inbucket: { enabled: boolean };
  edge_runtime: { enabled: boolean };
  auth: {
    enabled: boolean;
    jwt_expiry: number;
    enable_refresh_token_rotation: boolean;
    refresh_token_reuse_interval: number;
    enable_signup: boolean;
    enable_anonymous_sign_ins: boolean;
    minimum_password_length: number;
    password_requirements: string;
    rate_limit: { anonymous_users: number };
    email: {
      enable_signup: boolean;
      enable_confirmations: boolean;
      double_confirm_changes: boolean;
      secure_password_change: boolean;
    };
    mfa?: {
      max_enrolled_factors?: number;
      totp?: { enroll_enabled?: boolean; verify_enabled?: boolean };
    };
    external: Record<string, { enabled: boolean }>;
  };
  functions: Record<string, { enabled: boolean; verify_jwt?: boolean; entrypoint: string }>;
}

const SUPABASE_DIR = new URL('../../supabase/', import.meta.url);

/** supabase/config.toml, parsed by a TOML parser (smol-toml), as the CLI reads it. */
export function readSupabaseConfig(): SupabaseConfig {
  return parse(
    readFileSync(new URL('config.toml', SUPABASE_DIR), 'utf8'),
  ) as unknown as SupabaseConfig;
}

/** The text of every migration, by file name, in the order the CLI applies them. */
export function readMigrations(): Map<string, string> {
  const folder = new URL('migrations/', SUPABASE_DIR);
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return new Map(names.map((name) => [name, readFileSync(new URL(name, folder), 'utf8')]));
}

/** The edge functions' folders (supabase/functions/<name>/, `_shared` is not one). */
export function functionFolders(): string[] {
  return readdirSync(new URL('functions/', SUPABASE_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
}
