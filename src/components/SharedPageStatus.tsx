import type { QueryStatus } from '../lib/query/queryStatus';

/**
 * The three states every shared link's page has before (or instead of) its content: loading,
 * not found (an unknown, stopped or replaced link) and a failed load. Nothing for 'shown'.
 */
export function SharedPageStatus({
  status,
  messages,
}: {
  status: QueryStatus;
  messages: { loading: string; notFound: string; failed: string };
}) {
  if (status === 'loading') return <p role="status">{messages.loading}</p>;
  if (status === 'not_found')
    return (
      <p role="alert" className="alert-warning">
        {messages.notFound}
      </p>
    );
  if (status === 'failed')
    return (
      <p role="alert" className="alert-error">
        {messages.failed}
      </p>
    );
  return null;
}
