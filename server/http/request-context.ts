import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who the database work being done is for, and whether they are still waiting for it: set for
 * every HTTP request (the caller's address, refined to the user once a token is verified) and
 * for every Realtime socket's messages. The database's admission control (db/fair-queue.ts)
 * reads it wherever a query is made, so no route has to pass it along.
 */
export interface RequestContext {
  /** `user:<sub>` (guests too), else `address:<ip>`; work without a context is the server's. */
  caller: string;
  /** The HTTP caller's address (null when unknown), kept when `caller` becomes the user. */
  address?: string | null;
  /** Aborted when the client disconnected: its queued and remaining work is dropped. */
  signal?: AbortSignal | undefined;
  /** Set while the request has been read but has not asked for the database yet. */
  arriving?: boolean;
}

let arrivals = 0;

/** Requests read but not yet at the database (their tokens being checked, bodies parsed). */
export function arrivingRequests(): number {
  return arrivals;
}

/** Marks the request as on its way to the database, until `reached` or its end. */
export function markArriving(context: RequestContext): void {
  if (context.arriving) return;
  context.arriving = true;
  arrivals += 1;
}

export function reached(context: RequestContext | undefined): void {
  if (!context?.arriving) return;
  context.arriving = false;
  arrivals -= 1;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The caller of the service role: the server's own functions, never refused or cut. */
export const SERVICE_CALLER = 'service';

/**
 * Counts the rest of the request's work against the verified user instead of the address
 * (or as the service's, for the service role).
 */
export function identifyCaller(userId: string | undefined, role?: string): void {
  const context = storage.getStore();
  if (!context) return;
  if (role === 'service_role') context.caller = SERVICE_CALLER;
  else if (userId) context.caller = `user:${userId}`;
}
