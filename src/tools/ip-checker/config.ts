import { supabaseUrl, usesLocalBackend } from '../../lib/config';

/** A public service answering `{"ip": "…"}` for the caller, used when no local backend runs. */
export const PUBLIC_IP_LOOKUP_URL = 'https://api.ipify.org?format=json';

/**
 * VITE_IP_LOOKUP_URL wins; otherwise the local backend's own endpoint (works offline), or the
 * public service for a deployed site.
 */
export function resolveIpLookupUrl(
  configured: string | undefined,
  localBackend: boolean,
  backendUrl: string,
): string {
  if (configured && configured.trim() !== '') return configured.trim();
  return localBackend ? `${backendUrl}/api/ip` : PUBLIC_IP_LOOKUP_URL;
}

export const ipLookupUrl = resolveIpLookupUrl(
  import.meta.env.VITE_IP_LOOKUP_URL,
  usesLocalBackend,
  supabaseUrl,
);

/** Give up on a silent lookup service after this long. */
export const IP_LOOKUP_TIMEOUT_MS = 10_000;
