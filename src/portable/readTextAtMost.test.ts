import { readTextAtMost } from './readTextAtMost';

const tooLarge = () => new Error('too large');
/** A body arriving in the given byte chunks. */
const streamed = (chunks: Uint8Array[], headers: Record<string, string> = {}) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
    { headers },
  );
const bytes = (text: string) => new TextEncoder().encode(text);

describe('readTextAtMost', () => {
  it('decodes a character split between two chunks', async () => {
    const all = bytes('記事のフィード');
    const response = streamed([all.slice(0, 4), all.slice(4)]);
    expect(await readTextAtMost(response, 100, tooLarge)).toBe('記事のフィード');
  });

  it.each([
    ['exactly the limit', '12345', 5, '12345'],
    ['no body', '', 5, ''],
  ])('reads %s', async (_, text, limit, expected) => {
    expect(await readTextAtMost(new Response(text), limit, tooLarge)).toBe(expected);
  });

  it.each([
    ['a body one byte over', () => streamed([bytes('12'), bytes('3456')]), 5],
    ['characters under the limit that are bytes over it', () => new Response('あいう'), 8],
    ['a declared length over', () => streamed([bytes('1')], { 'Content-Length': '6' }), 5],
  ])('refuses %s', async (_, response, limit) => {
    await expect(readTextAtMost(response(), limit, tooLarge)).rejects.toThrow('too large');
  });
});
