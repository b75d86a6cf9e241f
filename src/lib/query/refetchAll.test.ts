import { refetchAllDataQueries } from './refetchAll';

describe('refetchAllDataQueries', () => {
  it('does nothing before a data tool has created the query client', () => {
    expect(() => refetchAllDataQueries()).not.toThrow();
  });

  it('invalidates every query of the page’s client once it exists', async () => {
    const { dataQueryClient } = await import('./dataQueries');
    const client = dataQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    refetchAllDataQueries();
    expect(invalidate).toHaveBeenCalledWith();
  });
});
