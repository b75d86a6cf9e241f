import type { MiddlewareHandler } from 'hono';

/**
 * Reads the whole request body into memory before the route runs, refusing it with 413 (as
 * Supabase's API gateway does) once it passes `maxBytes`. Routes then take the body from
 * memory: a client sending its body a byte a second holds only its own connection, never the
 * database session, which a route takes only after this has finished.
 */
export function bufferBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.body === null || request.method === 'GET' || request.method === 'HEAD') {
      return next();
    }
    const declared = Number(request.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge();
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    });
    return next();
  };
}

/** The gateway's answer to an oversized body (Kong's request-size-limiting wording). */
function tooLarge(): Response {
  return new Response(JSON.stringify({ message: 'Request size limit exceeded' }), {
    status: 413,
    headers: { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' },
  });
}
