import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataResult } from '../../lib/dataResult';
import { unwrap } from '../../lib/query/dataQueries';
import { useCacheMutation } from '../../lib/query/useCacheMutation';

export type SaveStatus = 'idle' | 'saved' | 'failed';

/**
 * One on/off mail setting through the query cache: read once, shown switched at once when
 * changed, put back if the server refuses, with what happened for the status line.
 */
export function useMailSwitch(
  queryKey: QueryKey,
  read: () => Promise<DataResult<boolean>>,
  write: (on: boolean) => Promise<DataResult<null>>,
  enabled = true,
) {
  const query = useQuery({ queryKey, queryFn: async () => unwrap(await read()), enabled });
  const mutation = useCacheMutation<boolean, boolean, null>({
    queryKey,
    write,
    optimistic: (_before, on) => on,
  });
  const [status, setStatus] = useState<SaveStatus>('idle');
  // The box follows the click in the same render (the cache's optimistic value comes a
  // moment later, after pending reads are cancelled).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const change = async (on: boolean) => {
    setClicked(on);
    const result = await mutation.run(on);
    setClicked(null);
    setStatus(result.ok ? 'saved' : 'failed');
  };
  return { on: clicked ?? query.data, loadFailed: query.isError, change, status };
}

export const mailKeys = {
  account: (userId: string) => ['mail', 'account', userId] as const,
  poll: (scheduleId: string) => ['mail', 'poll', scheduleId] as const,
  list: (listId: string, userId: string) => ['mail', 'list', listId, userId] as const,
};
