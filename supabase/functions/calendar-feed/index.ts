// Supabase Edge Runtime (Deno) entry. The logic lives in handler.ts, shared with the local
// backend; this file only hands Deno's request and environment to it.
import { handler } from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handler(req, Deno.env.toObject()));
