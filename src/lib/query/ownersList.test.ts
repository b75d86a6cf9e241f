import { QueryObserver } from '@tanstack/react-query';
import { createDataQueryClient } from './dataQueries';
import { placeInOwnersList } from './ownersList';
import { deferred } from '../../test/deferred';

const OWNER = ['lists', 'guest-1'] as const;
const addRow = (rows: string[] | undefined) => [...(rows ?? []), 'new'];

describe('placeInOwnersList', () => {
  it.each([
    { cached: undefined, shown: ['new'] },
    { cached: [], shown: ['new'] },
    { cached: ['old'], shown: ['old', 'new'] },
  ])('shows the row at once in the owner’s list (cached: $cached)', ({ cached, shown }) => {
    const client = createDataQueryClient();
    if (cached) client.setQueryData(OWNER, cached);
    void placeInOwnersList(client, OWNER, addRow);
    expect(client.getQueryData(OWNER)).toEqual(shown);
  });

  it('replaces a read of the list that began before the row was made', async () => {
    const client = createDataQueryClient();
    const early = deferred<string[]>();
    let reads = 0;
    // The server's list: without the row for the read in flight, with it for any read after.
    const read = () => (reads++ === 0 ? early.promise : Promise.resolve(['old', 'new']));
    const observer = new QueryObserver(client, { queryKey: OWNER, queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    await placeInOwnersList(client, OWNER, addRow);
    early.resolve(['old']);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(client.getQueryData(OWNER)).toEqual(['old', 'new']);
    expect(reads).toBe(2);
    unsubscribe();
  });
});
