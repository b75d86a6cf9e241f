import type { QueryKey } from '@tanstack/react-query';
import { CopyButton } from '../CopyButton';
import type { DataError } from '../../lib/dataResult';
import { useQueuedWrites } from '../../lib/query/useQueuedWrites';

export interface PendingWritesLabels {
  /** 「未送信の変更 n件」. */
  heading: (count: number) => string;
  /** Said under the heading (how and when the writes are sent), if anything. */
  note?: string;
  failedHeading: string;
  /** Why a write was refused when it was finally sent (a conflict, the row gone …). */
  failure: (error: DataError | null) => string;
  dismiss: string;
  /** The label of the button that copies what was typed into a refused write. */
  copyTyped?: string;
}

/**
 * 「未送信の変更 n件」: the writes under `mutationKey` made offline, each named by `describe`,
 * waiting to be sent in order when the connection returns (kept across a reload); and those
 * refused when they were finally sent, told with why and, where `typed` finds text the user
 * typed, a button to copy it, each to be dismissed. Nothing is drawn while there are none.
 * The tool gives the words (its own namespace); the page's outline sets `headingLevel`;
 * `testIdPrefix` names the parts for the end-to-end tests (`<prefix>-count`, `<prefix>`,
 * `<prefix>-failed`).
 */
export function PendingWritesPanel<V>({
  mutationKey,
  describe,
  typed,
  labels,
  headingLevel,
  testIdPrefix,
}: {
  mutationKey: QueryKey;
  describe: (variables: V) => string;
  typed?: (variables: V) => string;
  labels: PendingWritesLabels;
  headingLevel: 2 | 3;
  testIdPrefix: string;
}) {
  const writes = useQueuedWrites<V>(mutationKey);
  if (writes.waiting.length === 0 && writes.failed.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${testIdPrefix}-heading`;

  return (
    <section className="alert-info flex flex-col gap-2" aria-labelledby={headingId}>
      {writes.waiting.length > 0 && (
        <>
          <Heading id={headingId} className="font-semibold" data-testid={`${testIdPrefix}-count`}>
            {labels.heading(writes.waiting.length)}
          </Heading>
          {labels.note && <p className="text-sm">{labels.note}</p>}
          <ol className="list-decimal pl-5 text-sm" data-testid={testIdPrefix}>
            {writes.waiting.map((write) => (
              <li key={write.id}>{describe(write.variables)}</li>
            ))}
          </ol>
        </>
      )}
      {writes.failed.length > 0 && (
        <div role="alert" className="flex flex-col gap-2">
          <Heading className="font-semibold">{labels.failedHeading}</Heading>
          <ul className="flex flex-col gap-2 text-sm" data-testid={`${testIdPrefix}-failed`}>
            {writes.failed.map((write) => {
              const text = typed?.(write.variables) ?? '';
              return (
                <li key={write.id} className="flex flex-col gap-1">
                  <span>
                    {describe(write.variables)}: {labels.failure(write.error)}
                  </span>
                  <span className="flex flex-wrap gap-2">
                    {text && labels.copyTyped && (
                      <CopyButton text={text} label={labels.copyTyped} />
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost text-sm"
                      onClick={() => writes.dismiss(write.id)}
                    >
                      {labels.dismiss}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
