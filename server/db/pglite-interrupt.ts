import { Worker } from 'node:worker_threads';
import {
  exportsName,
  PGLITE_MAXIMUM_PAGES,
  shareSideModuleMemory,
  sharedMemoryPgliteModule,
} from './pglite-shared-memory.ts';

/**
 * A statement timeout for PGlite. PGlite runs Postgres in WebAssembly on the calling thread:
 * while a statement executes, no JavaScript timer fires, so Postgres's own
 * `statement_timeout` (a SIGALRM that Emscripten emulates with setTimeout) never does either,
 * and one slow query holds the whole process.
 *
 * Here Postgres's memory is a shared WebAssembly memory (pglite-shared-memory.ts) and a
 * watchdog thread sleeps until the running statement's deadline; if the statement is still
 * running then, the watchdog sets the flags a cancel request sets (`QueryCancelPending` and
 * `InterruptPending`) in that memory, and Postgres stops at its next CHECK_FOR_INTERRUPTS()
 * (every row of every plan node) with SQLSTATE 57014, exactly as a statement timeout does on
 * a real server. This cuts any statement, also pure SQL work that never calls out to
 * JavaScript (a nested embed multiplying rows, a cross join), within milliseconds of its
 * deadline. (An earlier version checked the clock from Postgres's calls out to JavaScript,
 * which such work never makes: a guest's six-level embed over a 200-answer poll then ran for 15 minutes.)
 */

interface WasmExports {
  QueryCancelPending?: WebAssembly.Global;
  InterruptPending?: WebAssembly.Global;
}

/** The shared control block's cells (Int32 indices) and the watchdog's states. */
const STATE = 0;
const EPOCH = 1;
const IDLE = 0;
const ARMED = 1;
const FIRING = 2;
const FIRED = 3;
const STOPPED = 4;

/**
 * The watchdog thread (CommonJS, run with `eval`): waits on the control block until a
 * deadline is armed, sleeps until it passes, then raises the flags unless the statement
 * ended (disarmed) or another began (the epoch moved) in the meantime.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const control = new Int32Array(workerData.control, 0, 2);
const deadline = new Float64Array(workerData.control, 8, 1);
const heap = new Int32Array(workerData.memory);
const [STATE, EPOCH, ARMED, FIRING, FIRED, STOPPED] = workerData.constants;
for (;;) {
  const state = Atomics.load(control, STATE);
  if (state === STOPPED) break;
  if (state !== ARMED) { Atomics.wait(control, STATE, state); continue; }
  const epoch = Atomics.load(control, EPOCH);
  const remaining = deadline[0] - Date.now();
  if (remaining > 0) { Atomics.wait(control, EPOCH, epoch, remaining); continue; }
  if (Atomics.compareExchange(control, STATE, ARMED, FIRING) !== ARMED) continue;
  if (Atomics.load(control, EPOCH) !== epoch) { Atomics.store(control, STATE, ARMED); continue; }
  for (const address of workerData.flags) Atomics.store(heap, address >> 2, 1);
  Atomics.store(control, STATE, FIRED);
}
`;

/** One PGlite instance's deadline: armed around each statement, enforced by the watchdog. */
export class StatementDeadline {
  private readonly controlBuffer = new SharedArrayBuffer(16);
  private readonly control = new Int32Array(this.controlBuffer, 0, 2);
  private readonly deadline = new Float64Array(this.controlBuffer, 8, 1);
  private heap: { view: Int32Array; flags: number[] } | undefined;
  private watchdog: Worker | undefined;
  /** Set once the deadline raised the cancel flags during the current statement. */
  fired = false;

  /** Whether cancelling is possible (the hook saw the instance being created). */
  get supported(): boolean {
    return this.heap !== undefined;
  }

  /** The first Postgres instance made under this deadline is the one it watches. */
  attach(memory: WebAssembly.Memory, exports: WasmExports): void {
    if (this.heap) return;
    const flags = [exports.QueryCancelPending, exports.InterruptPending].map((global) =>
      typeof global?.value === 'number' ? global.value : -1,
    );
    const buffer = memory.buffer;
    // sig_atomic_t is a 32-bit int in wasm32, aligned, so the watchdog can store it atomically.
    if (!(buffer instanceof SharedArrayBuffer) || !flags.every((at) => at > 0 && at % 4 === 0)) {
      throw new Error(
        'PGlite: cannot reach the cancel flags; the statement timeout would not work',
      );
    }
    this.heap = { view: new Int32Array(buffer), flags };
    this.watchdog = new Worker(WATCHDOG_SOURCE, {
      eval: true,
      workerData: {
        control: this.controlBuffer,
        memory: buffer,
        flags,
        constants: [STATE, EPOCH, ARMED, FIRING, FIRED, STOPPED],
      },
    });
    // The watchdog never keeps the process alive on its own.
    this.watchdog.unref();
  }

  arm(timeoutMs: number): void {
    this.fired = false;
    if (timeoutMs <= 0) return;
    this.deadline[0] = Date.now() + timeoutMs;
    Atomics.add(this.control, EPOCH, 1);
    Atomics.store(this.control, STATE, ARMED);
    Atomics.notify(this.control, STATE);
    Atomics.notify(this.control, EPOCH);
  }

  /** Ends the statement's deadline; clears flags a late firing left behind unconsumed. */
  disarm(): void {
    for (;;) {
      const state = Atomics.compareExchange(this.control, STATE, ARMED, IDLE);
      if (state === FIRING) continue; // the watchdog is writing the flags: a few instructions
      if (state === FIRED) {
        this.fired = true;
        for (const address of this.heap?.flags ?? []) {
          Atomics.store(this.heap!.view, address >> 2, 0);
        }
        Atomics.store(this.control, STATE, IDLE);
      }
      return;
    }
  }

  /** Stops the watchdog thread (the database is closing). */
  async stop(): Promise<void> {
    Atomics.store(this.control, STATE, STOPPED);
    Atomics.notify(this.control, STATE);
    Atomics.notify(this.control, EPOCH);
    await this.watchdog?.terminate();
  }
}

type Instantiate = (
  source: WebAssembly.Module | BufferSource,
  imports?: WebAssembly.Imports,
) => Promise<WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource>;

/** Postgres itself (pglite.wasm), not a side module loaded meanwhile by another PGlite. */
function isPostgres(source: WebAssembly.Module | BufferSource): boolean {
  if (source instanceof WebAssembly.Module) {
    return WebAssembly.Module.exports(source).some(({ name }) => name === 'QueryCancelPending');
  }
  const bytes =
    source instanceof ArrayBuffer
      ? new Uint8Array(source)
      : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return exportsName(bytes, 'QueryCancelPending');
}

let creating: Promise<unknown> = Promise.resolve();

/**
 * Runs `create` (PGlite.create) so that its Postgres runs on a shared memory watched by
 * `deadline`: while it runs, the memory PGlite makes for Postgres (the one with PGlite's
 * maximum) is made shared and Postgres is instantiated from the module whose import says so.
 * Creations take turns, so the hooks never see another instance's memory.
 */
export function createWithDeadline<T>(
  deadline: StatementDeadline,
  create: () => Promise<T>,
): Promise<T> {
  const run = async () => {
    const sharedModule = await sharedMemoryPgliteModule();
    shareSideModuleMemory();
    const originalInstantiate = WebAssembly.instantiate as unknown as Instantiate;
    const OriginalMemory = WebAssembly.Memory;
    const hookedInstantiate: Instantiate = async (source, imports) => {
      const memory = imports?.env?.memory;
      const shared = memory instanceof OriginalMemory && memory.buffer instanceof SharedArrayBuffer;
      // Side modules (an extension another open PGlite loads meanwhile) go their own way.
      if (!imports || !shared || !isPostgres(source)) {
        return originalInstantiate.call(WebAssembly, source, imports);
      }
      const instance = (await originalInstantiate.call(
        WebAssembly,
        sharedModule,
        imports,
      )) as WebAssembly.Instance;
      deadline.attach(memory, instance.exports as WasmExports);
      // The same shape as the call it replaces: bytes give { module, instance }.
      return source instanceof WebAssembly.Module ? instance : { module: sharedModule, instance };
    };
    const HookedMemory = function (descriptor: WebAssembly.MemoryDescriptor) {
      return new OriginalMemory(
        descriptor.maximum === PGLITE_MAXIMUM_PAGES ? { ...descriptor, shared: true } : descriptor,
      );
    } as unknown as typeof WebAssembly.Memory;
    HookedMemory.prototype = OriginalMemory.prototype;
    const globals = WebAssembly as { instantiate: unknown; Memory: unknown };
    globals.instantiate = hookedInstantiate;
    globals.Memory = HookedMemory;
    try {
      return await create();
    } finally {
      globals.instantiate = originalInstantiate;
      globals.Memory = OriginalMemory;
    }
  };
  const result = creating.then(run, run);
  creating = result.catch(() => undefined);
  return result;
}
