/**
 * Every build-time setting in one place. Defaults make `npm start` work offline against the
 * local backend (server/), whose anon key is the Supabase CLI's well-known development key.
 */
import { isLocalBackendUrl, LOCAL_BACKEND_URL } from '../portable/localBackend';

const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const LOCAL_SUPABASE_URL = LOCAL_BACKEND_URL;
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabaseUrl = setting(env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL).replace(/\/$/, '');
export const supabaseAnonKey = setting(env.VITE_SUPABASE_ANON_KEY, LOCAL_ANON_KEY);

/** True when the site talks to the local backend, which also serves the IP and feed endpoints. */
export const usesLocalBackend = isLocalBackendUrl(supabaseUrl);

export const gaMeasurementId = setting(env.VITE_GA_MEASUREMENT_ID, '');

export const privacyPolicyUrl = setting(env.VITE_PRIVACY_POLICY_URL, '/privacy');
export const termsUrl = setting(env.VITE_TERMS_URL, '/terms');
export const githubUrl = setting(env.VITE_GITHUB_URL, '');
