/**
 * A statement timeout for PGlite. PGlite runs Postgres in WebAssembly on the calling thread:
 * while a statement executes, no JavaScript timer fires, so Postgres's own
 * `statement_timeout` (a SIGALRM that Emscripten emulates with setTimeout) never does either,
 * and one slow query holds the whole process.
 *
 * What does run during execution are Postgres's calls out to JavaScript (Emscripten's
 * `invoke_*` trampolines around every setjmp-protected call, file reads, ...): an
 * RLS-checked, PostgREST-shaped query makes one every few microseconds. Each of them is
 * wrapped here to look at the clock now and then; once the statement's deadline has passed,
 * the wrapper raises the same flags a cancel request sets (`QueryCancelPending` and
 * `InterruptPending`), and Postgres stops at its next CHECK_FOR_INTERRUPTS() with SQLSTATE
 * 57014, exactly as a statement timeout does on a real server. A loop that never calls out
 * (a bare cross join of in-memory tables) cannot be stopped this way; a query through the
 * REST API always reads tables and checks row-level security, and so calls out all the time.
 */

interface WasmExports {
  QueryCancelPending?: WebAssembly.Global;
  InterruptPending?: WebAssembly.Global;
}

/** One PGlite instance's deadline: armed around each statement, checked from its imports. */
export class StatementDeadline {
  private deadline = 0;
  private calls = 0;
  private heap: { memory: WebAssembly.Memory; flags: number[] } | undefined;
  /** Set once the deadline raised the cancel flags during the current statement. */
  fired = false;

  /** Whether cancelling is possible (the hook saw the instance being created). */
  get supported(): boolean {
    return this.heap !== undefined;
  }

  attach(memory: WebAssembly.Memory, exports: WasmExports): void {
    const flags = [exports.QueryCancelPending, exports.InterruptPending].map((global) =>
      typeof global?.value === 'number' ? global.value : -1,
    );
    if (flags.every((address) => address > 0)) this.heap = { memory, flags };
  }

  arm(timeoutMs: number): void {
    this.fired = false;
    this.calls = 0;
    this.deadline = timeoutMs > 0 ? performance.now() + timeoutMs : 0;
  }

  /** Ends the statement's deadline; clears flags a late firing left behind unconsumed. */
  disarm(): void {
    this.deadline = 0;
    if (this.fired) this.writeFlags(0);
  }

  check(): void {
    // Reading the clock every call would cost more than the calls themselves.
    if (this.deadline === 0 || (++this.calls & 31) !== 0) return;
    if (performance.now() < this.deadline) return;
    this.deadline = 0;
    this.fired = true;
    this.writeFlags(1);
  }

  private writeFlags(value: number): void {
    if (!this.heap) return;
    const view = new DataView(this.heap.memory.buffer);
    // sig_atomic_t is a 32-bit int in wasm32; both flags are read by CHECK_FOR_INTERRUPTS().
    for (const address of this.heap.flags) view.setInt32(address, value, true);
  }
}

type Instantiate = (
  source: WebAssembly.Module | BufferSource,
  imports?: WebAssembly.Imports,
) => Promise<WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource>;

function wrapImports(imports: WebAssembly.Imports, deadline: StatementDeadline) {
  const wrapped = new Map<unknown, unknown>();
  for (const namespace of Object.values(imports)) {
    for (const [name, value] of Object.entries(namespace)) {
      if (typeof value !== 'function') continue;
      let wrapper = wrapped.get(value);
      if (!wrapper) {
        const original = value as (...args: unknown[]) => unknown;
        wrapper = function (this: unknown, ...args: unknown[]) {
          deadline.check();
          return original.apply(this, args);
        };
        wrapped.set(value, wrapper);
      }
      (namespace as Record<string, unknown>)[name] = wrapper;
    }
  }
}

let creating: Promise<unknown> = Promise.resolve();

/**
 * Runs `create` (PGlite.create) with WebAssembly.instantiate hooked so that the Postgres
 * instance it makes reports to `deadline`. Creations take turns, so the hook never sees
 * another instance's imports.
 */
export function createWithDeadline<T>(
  deadline: StatementDeadline,
  create: () => Promise<T>,
): Promise<T> {
  const run = async () => {
    const original = WebAssembly.instantiate as unknown as Instantiate;
    const hooked: Instantiate = async (source, imports) => {
      const env = imports?.env as Record<string, unknown> | undefined;
      const isPostgres = env !== undefined && 'invoke_vi' in env && 'memory' in env;
      if (!imports || !isPostgres) return original.call(WebAssembly, source, imports);
      wrapImports(imports, deadline);
      const result = await original.call(WebAssembly, source, imports);
      const instance = result instanceof WebAssembly.Instance ? result : result.instance;
      deadline.attach(env.memory as WebAssembly.Memory, instance.exports as WasmExports);
      return result;
    };
    (WebAssembly as { instantiate: unknown }).instantiate = hooked;
    try {
      return await create();
    } finally {
      (WebAssembly as { instantiate: unknown }).instantiate = original;
    }
  };
  const result = creating.then(run, run);
  creating = result.catch(() => undefined);
  return result;
}
