import { QueryClient } from '@tanstack/react-query';
import { askBeforeLeavingWhileWriting } from './leaveGuard';

/** A write that waits until released (or refused). */
function heldWrite(client: QueryClient) {
  let settle: (ok: boolean) => void = () => undefined;
  const done = client
    .getMutationCache()
    .build(client, {
      mutationFn: () =>
        new Promise<void>((resolve, reject) => {
          settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
        }),
    })
    .execute(undefined)
    .catch(() => undefined);
  return { release: (ok = true) => settle(ok), done };
}

/** Whether an unload now would be asked about (the event cancelled, as the browser reads it). */
function unloadAsks(target: EventTarget): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('askBeforeLeavingWhileWriting', () => {
  it.each([
    ['a write that succeeds', true],
    ['a write that fails', false],
  ])('asks only while %s is pending', async (_name, ok) => {
    const client = new QueryClient();
    const target = new EventTarget();
    const stop = askBeforeLeavingWhileWriting(client, target);
    expect(unloadAsks(target)).toBe(false);

    const write = heldWrite(client);
    await Promise.resolve();
    expect(unloadAsks(target)).toBe(true);
    write.release(ok);
    await write.done;
    expect(unloadAsks(target)).toBe(false);
    stop();
  });

  it('keeps asking until the last of several writes settles', async () => {
    const client = new QueryClient();
    const target = new EventTarget();
    askBeforeLeavingWhileWriting(client, target);
    const first = heldWrite(client);
    const second = heldWrite(client);
    await Promise.resolve();
    first.release();
    await first.done;
    expect(unloadAsks(target)).toBe(true);
    second.release(false);
    await second.done;
    expect(unloadAsks(target)).toBe(false);
  });
});
