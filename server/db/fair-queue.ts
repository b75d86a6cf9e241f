import { performance } from 'node:perf_hooks';
import {
  SERVICE_CALLER,
  arrivingRequests,
  currentRequestContext,
  reached,
} from '../http/request-context.ts';

/**
 * Admission control for PGlite's one Postgres session (docs/local-backend.md, "Availability").
 * Every transaction waits its turn here; the turn goes to the waiting caller (user, guest,
 * address, Realtime socket's address: http/request-context.ts) that used the least database
 * time lately, so a caller sending heavy work again and again gets its share while everyone
 * else's requests pass between its statements. On top of that, when `enabled`:
 *
 * - A caller whose own waiting work would take more than `maxQueueMs` (its count of waiting
 *   transactions times its average transaction) is refused at once: 429 with Retry-After.
 * - While other callers are about (waiting, or served within the last second), every
 *   statement of an API role is cut after `contendedMs` and a heavy caller's (more than
 *   `heavyMs` of database time within about `halfLifeMs`) after `sliceMs` (57014, as by a
 *   statement timeout): PGlite reads no request while a statement runs, so the length of one
 *   statement is what everyone else may have to wait. Alone, a caller keeps its role's
 *   timeout. A heavy caller's waiting work is refused once it waited `maxQueueMs` (503 with
 *   Retry-After).
 * - Work whose client disconnected is dropped while it waits, and its transaction is rolled
 *   back before its next statement (a running statement cannot be reached: the thread that
 *   would see the disconnect is the one running it).
 *
 * Work without a request context is the server's own (migrations, the mail sender, Realtime's
 * delivery) and is never refused or cut.
 */
export interface AdmissionSettings {
  enabled: boolean;
  maxQueueMs: number;
  heavyMs: number;
  sliceMs: number;
  /** The bound on any caller's statements while others are about (0: none). */
  contendedMs: number;
  halfLifeMs: number;
}

export const DEFAULT_ADMISSION: AdmissionSettings = {
  enabled: true,
  maxQueueMs: 1000,
  heavyMs: 1000,
  sliceMs: 300,
  contendedMs: 1000,
  halfLifeMs: 2000,
};

/** A request refused before it reached the database, or one whose client went away. */
export class AdmissionError extends Error {
  constructor(
    readonly status: 429 | 503 | 499,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdmissionError';
  }
}

export function isAdmissionError(error: unknown): error is AdmissionError {
  return error instanceof AdmissionError;
}

/** What a transaction gets with its turn. */
export interface Slot {
  /** 0, or a bound (ms) on each statement of an API role (the caller is heavy). */
  statementLimitMs: number;
  /** Throws when the client disconnected; called before each statement. */
  assertClientWaiting(): void;
}

interface Usage {
  ms: number;
  at: number;
  averageMs: number;
}

interface Job {
  caller: string;
  server: boolean;
  seq: number;
  enqueuedAt: number;
  signal: AbortSignal | undefined;
  start: () => void;
  fail: (error: Error) => void;
  /** A heavy caller's work held back (see pump): since when, and whether I/O was polled. */
  heldSince?: number;
  polled?: boolean;
}

const SERVER = 'server';
/** How long a heavy caller's next turn waits at most for others' requests on their way. */
const HOLD_MS = 250;
const FIRST_ESTIMATE_MS = 10;

export const clientGone = () => new AdmissionError(499, 0, 'The client closed the request');

export class FairQueue {
  private running = false;
  /** A heavy caller's turn is being held back for a moment (see pump). */
  private holding = false;
  private seq = 0;
  private readonly waiting: Job[] = [];
  private readonly usage = new Map<string, Usage>();

  constructor(private readonly settings: AdmissionSettings = DEFAULT_ADMISSION) {}

  /** Database time `caller` used lately (ms, decayed with the half-life). */
  usageOf(caller: string, now = performance.now()): number {
    const entry = this.usage.get(caller);
    if (!entry) return 0;
    return entry.ms * 0.5 ** ((now - entry.at) / this.settings.halfLifeMs);
  }

  private isHeavy(caller: string, now: number): boolean {
    return (
      caller !== SERVER &&
      caller !== SERVICE_CALLER &&
      this.usageOf(caller, now) > this.settings.heavyMs
    );
  }

  /**
   * While other callers are about, no statement of an API role may keep them waiting past
   * `contendedMs`, and a heavy caller's past `sliceMs`; alone, a caller keeps its role's
   * timeout.
   */
  private statementLimit(caller: string, server: boolean, now: number): number {
    if (!this.settings.enabled || server || !this.othersActive(caller, now)) return 0;
    return this.isHeavy(caller, now) ? this.settings.sliceMs : this.settings.contendedMs;
  }

  /**
   * Whether another caller is waiting, or had a turn within the last second: only then may a
   * heavy caller's statement keep someone waiting (alone, it keeps its role's timeout).
   */
  private othersActive(caller: string, now: number): boolean {
    if (this.waiting.some((job) => job.caller !== caller && !job.server)) return true;
    for (const [other, entry] of this.usage) {
      if (other !== caller && other !== SERVER && other !== SERVICE_CALLER && now - entry.at < 1000)
        return true;
    }
    return false;
  }

  /** Seconds until a heavy caller's usage has decayed below the threshold (at least 1). */
  private secondsUntilLight(caller: string, now: number): number {
    const ratio = this.usageOf(caller, now) / this.settings.heavyMs;
    const ms = ratio > 1 ? this.settings.halfLifeMs * Math.log2(ratio) : 0;
    return Math.max(1, Math.ceil(ms / 1000));
  }

  run<T>(work: (slot: Slot) => Promise<T>): Promise<T> {
    const context = currentRequestContext();
    reached(context);
    const caller = context?.caller ?? SERVER;
    const server = context === undefined || caller === SERVICE_CALLER;
    const signal = context?.signal;
    if (signal?.aborted) return Promise.reject(clientGone());
    if (this.settings.enabled && !server) {
      const mine = this.waiting.filter((job) => job.caller === caller).length;
      const backlogMs = (mine + 1) * (this.usage.get(caller)?.averageMs ?? FIRST_ESTIMATE_MS);
      if (mine > 0 && backlogMs > this.settings.maxQueueMs) {
        return Promise.reject(
          new AdmissionError(
            429,
            Math.max(1, Math.ceil(backlogMs / 1000)),
            'Too many requests waiting for the database from this caller',
          ),
        );
      }
    }
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        caller,
        server,
        seq: this.seq++,
        enqueuedAt: performance.now(),
        signal,
        fail: reject,
        start: () => {
          const startedAt = performance.now();
          const slot: Slot = {
            statementLimitMs: this.statementLimit(caller, server, startedAt),
            assertClientWaiting: () => {
              if (signal?.aborted) throw clientGone();
            },
          };
          let result: Promise<T>;
          try {
            result = work(slot);
          } catch (error) {
            result = Promise.reject(error as Error);
          }
          // The turn is accounted and passed on before the caller's code continues.
          result
            .finally(() => {
              this.account(caller, performance.now() - startedAt);
              this.running = false;
              this.pump();
            })
            .then(resolve, reject);
        },
      };
      signal?.addEventListener(
        'abort',
        () => {
          const at = this.waiting.indexOf(job);
          if (at >= 0) {
            this.waiting.splice(at, 1);
            reject(clientGone());
          }
        },
        { once: true },
      );
      this.waiting.push(job);
      this.pump();
    });
  }

  /**
   * Work done for a caller outside the database (an answer served from memory) counts
   * towards its share as `ms` of database time would.
   */
  charge(caller: string, ms: number): void {
    if (caller === SERVER || caller === SERVICE_CALLER) return;
    const now = performance.now();
    const previous = this.usage.get(caller);
    this.usage.set(caller, {
      ms: this.usageOf(caller, now) + ms,
      at: now,
      averageMs: previous?.averageMs ?? FIRST_ESTIMATE_MS,
    });
  }

  /** The refusal for a heavy caller's request while others are about (429), else null. */
  refusalFor(caller: string): AdmissionError | null {
    const now = performance.now();
    if (!this.settings.enabled || !this.isHeavy(caller, now) || !this.othersActive(caller, now)) {
      return null;
    }
    return new AdmissionError(
      429,
      this.secondsUntilLight(caller, now),
      'Too many requests from this caller while others wait',
    );
  }

  private account(caller: string, elapsedMs: number): void {
    const now = performance.now();
    const previous = this.usage.get(caller);
    this.usage.set(caller, {
      ms: this.usageOf(caller, now) + elapsedMs,
      at: now,
      averageMs: previous ? previous.averageMs * 0.8 + elapsedMs * 0.2 : elapsedMs,
    });
    // Forget callers whose usage has decayed to nothing (a busy backend sees many addresses).
    if (this.usage.size > 10_000) {
      for (const [key] of this.usage) {
        if (this.usageOf(key, now) < 1) this.usage.delete(key);
      }
    }
  }

  private pump(): void {
    if (this.running || this.holding) return;
    const now = performance.now();
    if (this.settings.enabled) {
      for (let i = this.waiting.length - 1; i >= 0; i--) {
        const job = this.waiting[i]!;
        if (now - job.enqueuedAt > this.settings.maxQueueMs && this.isHeavy(job.caller, now)) {
          this.waiting.splice(i, 1);
          job.fail(
            new AdmissionError(
              503,
              this.secondsUntilLight(job.caller, now),
              'The database is busy with this caller’s earlier requests',
            ),
          );
        }
      }
    }
    let next: Job | undefined;
    let nextUsage = Infinity;
    for (const job of this.waiting) {
      const used = this.usageOf(job.caller, now);
      if (used < nextUsage || (used === nextUsage && next !== undefined && job.seq < next.seq)) {
        next = job;
        nextUsage = used;
      }
    }
    if (!next) return;
    // A heavy caller's work waits while others are about and requests are on their way: they
    // could not be read while the last statement held the thread, and are now being read and
    // their tokens checked; without the wait the heavy caller's next statement would take the
    // session again before they reach this queue. One turn of the event loop lets the waiting
    // bytes be read; then it waits while any request is on its way, for at most HOLD_MS.
    if (
      this.settings.enabled &&
      this.isHeavy(next.caller, now) &&
      this.othersActive(next.caller, now)
    ) {
      next.heldSince ??= now;
      const held = now - next.heldSince;
      if (!next.polled || (arrivingRequests() > 0 && held < HOLD_MS)) {
        next.polled = true;
        this.holding = true;
        const resume = () => {
          this.holding = false;
          this.pump();
        };
        if (held === 0) setImmediate(resume);
        else setTimeout(resume, 5).unref();
        return;
      }
    }
    this.waiting.splice(this.waiting.indexOf(next), 1);
    this.running = true;
    next.start();
  }
}
