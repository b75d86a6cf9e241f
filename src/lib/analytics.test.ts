import { describe, expect, it, vi } from 'vitest';

// A fresh module for each case: the sinks and the waiting events are module state.
async function freshAnalytics() {
  vi.resetModules();
  return import('./analytics');
}

describe('analytics events', () => {
  it('keeps the events sent before any sink for the first sink, in order', async () => {
    const analytics = await freshAnalytics();
    analytics.trackPageView('/json-tool', 'JSON', 'json-tool');
    analytics.trackToolUsage('json-tool', 'JSON');
    const sink = vi.fn();
    analytics.addAnalyticsSink(sink);
    expect(sink.mock.calls.map(([event]) => (event as { name: string }).name)).toEqual([
      'page_view',
      'tool_usage',
    ]);
    analytics.trackShareGeneration('todo');
    expect(sink).toHaveBeenCalledTimes(3);
    // Delivered once: a second sink gets only what comes after it.
    const second = vi.fn();
    analytics.addAnalyticsSink(second);
    expect(second).not.toHaveBeenCalled();
  });

  it(`keeps at most ${20} waiting events`, async () => {
    const analytics = await freshAnalytics();
    for (let index = 0; index < 50; index++) analytics.trackFileDownload(`f${index}.csv`, 'csv');
    const sink = vi.fn();
    analytics.addAnalyticsSink(sink);
    expect(sink).toHaveBeenCalledTimes(analytics.WAITING_EVENTS_LIMIT);
    expect(sink.mock.calls[0]?.[0]).toEqual({
      name: 'file_download',
      params: { file_name: 'f0.csv', file_type: 'csv' },
    });
  });

  it('a failing sink does not stop the others', async () => {
    const analytics = await freshAnalytics();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const working = vi.fn();
    analytics.addAnalyticsSink(() => {
      throw new Error('offline');
    });
    analytics.addAnalyticsSink(working);
    analytics.trackToolUsage('qr-generator', 'QR');
    expect(working).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
