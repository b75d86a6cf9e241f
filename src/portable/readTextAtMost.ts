/**
 * The body of `response` as text, read with web APIs only (the local backend's feed proxy and
 * the news page's edge function both use it), refusing a body over `maxBytes` bytes, declared
 * or as read: `tooLarge()` is thrown and the rest is never fetched, so no more than the limit
 * is ever held.
 */
export async function readTextAtMost(
  response: Response,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge();
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}
