import { describe, expect, it, vi } from 'vitest';
import { onOtherTabStorageChange } from './crossTabStorage';

describe('onOtherTabStorageChange', () => {
  it.each([
    ['a key it follows', 'b', 1],
    ['another key', 'c', 0],
    ['storage cleared (no key)', null, 1],
  ] as const)('%s', (_case, key, calls) => {
    const onChange = vi.fn();
    const stop = onOtherTabStorageChange(['a', 'b'], onChange);
    window.dispatchEvent(new StorageEvent('storage', { key }));
    stop();
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('calls nothing once unsubscribed', () => {
    const onChange = vi.fn();
    onOtherTabStorageChange(['a'], onChange)();
    window.dispatchEvent(new StorageEvent('storage', { key: 'a' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
