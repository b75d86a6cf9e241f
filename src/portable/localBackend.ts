/**
 * The local backend (server/): its default address, and how the site tells it from a hosted
 * Supabase project. Free of the build's environment, so that the Vite plugins use it too.
 */

/** Where `npm start`, the tests and the Supabase CLI put the backend. */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321';

/** Whether `url` is a backend on this machine (which also serves the IP and feed endpoints). */
export function isLocalBackendUrl(url: string): boolean {
  return /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url);
}
