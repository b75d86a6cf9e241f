import type { LiveStatus } from '../lib/query/useLiveTopics';

/**
 * Says so while live updates are down (the page then checks for changes on a timer). Nothing
 * while connecting or live: a page that works as expected needs no banner.
 */
export function LiveStatusNotice({ status, message }: { status: LiveStatus; message: string }) {
  return (
    <p role="status" className={status === 'offline' ? 'alert-warning text-sm' : 'sr-only'}>
      {status === 'offline' ? message : ''}
    </p>
  );
}
