import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * PGlite's Postgres (pglite.wasm) imports its linear memory (`env.memory`, declared with a
 * maximum of 32768 pages). Declaring that import shared (the limits flag 0x01 → 0x03, the
 * WebAssembly threads proposal's encoding) and handing it a shared memory lets another thread
 * write into Postgres's memory while a statement runs: that is how the statement watchdog
 * (pglite-interrupt.ts) raises Postgres's cancel flags in the middle of pure SQL work that
 * never calls out to JavaScript. Nothing else changes: the module uses no atomics, and
 * Emscripten's views of a SharedArrayBuffer read and write as before.
 */

/** The largest memory PGlite declares, in pages; only memories of that size are made shared. */
export const PGLITE_MAXIMUM_PAGES = 32768;

function readLeb(bytes: Uint8Array, start: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let at = start;
  for (;;) {
    const byte = bytes[at++] ?? 0;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

interface MemoryImport {
  /** The import section: where it starts (its id byte), its body, where it ends. */
  section: number;
  body: number;
  end: number;
  /** The `env.memory` import's limits (flags, minimum, maximum) within it. */
  limits: number;
  limitsEnd: number;
}

/** Where the module's `env.memory` import and its limits are, if it has one. */
export function findMemoryImport(bytes: Uint8Array): MemoryImport | undefined {
  const text = new TextDecoder();
  let at = 8; // magic and version
  while (at < bytes.length) {
    const section = at;
    const id = bytes[at++];
    const [size, body] = readLeb(bytes, at);
    at = body + size;
    if (id !== 2) continue; // the import section
    let [count, cursor] = readLeb(bytes, body);
    while (count-- > 0) {
      const names: string[] = [];
      for (let part = 0; part < 2; part++) {
        const [length, start] = readLeb(bytes, cursor);
        names.push(text.decode(bytes.subarray(start, start + length)));
        cursor = start + length;
      }
      const kind = bytes[cursor++];
      if (kind === 2 && names[0] === 'env' && names[1] === 'memory') {
        return { section, body, end: at, limits: cursor, limitsEnd: skipLimits(bytes, cursor) };
      }
      if (kind === 0)
        cursor = readLeb(bytes, cursor)[1]; // function: type index
      else if (kind === 1)
        cursor = skipLimits(bytes, cursor + 1); // table: type, limits
      else if (kind === 2) cursor = skipLimits(bytes, cursor);
      else if (kind === 3)
        cursor += 2; // global: type, mutability
      else return undefined;
    }
    return undefined;
  }
  return undefined;
}

function skipLimits(bytes: Uint8Array, at: number): number {
  const flags = bytes[at] ?? 0;
  let cursor = readLeb(bytes, at + 1)[1];
  if (flags & 1) cursor = readLeb(bytes, cursor)[1];
  return cursor;
}

function leb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/**
 * The module with its `env.memory` import declared shared with `maximumPages` (limits flag
 * 0x03: a maximum, shared), or undefined when it imports no memory or already a shared one.
 * The import section is re-encoded, since a maximum may be added.
 */
export function shareMemoryImport(
  bytes: Uint8Array,
  maximumPages: number,
): Uint8Array<ArrayBuffer> | undefined {
  const found = findMemoryImport(bytes);
  if (!found || ((bytes[found.limits] ?? 0) & 2) !== 0) return undefined;
  const minimum = readLeb(bytes, found.limits + 1)[0];
  const limits = [0x03, ...leb(minimum), ...leb(maximumPages)];
  const bodyStart = readLeb(bytes, found.section + 1)[1];
  const body = [
    ...bytes.subarray(bodyStart, found.limits),
    ...limits,
    ...bytes.subarray(found.limitsEnd, found.end),
  ];
  const head = [2, ...leb(body.length)];
  const out = new Uint8Array(found.section + head.length + body.length + bytes.length - found.end);
  out.set(bytes.subarray(0, found.section));
  out.set(head, found.section);
  out.set(body, found.section + head.length);
  out.set(bytes.subarray(found.end), found.section + head.length + body.length);
  return out;
}

/**
 * Emscripten's dynamically linked modules (pglite.wasm itself and the side modules it loads:
 * plpgsql.so, extensions) start with a `dylink.0` custom section.
 */
export function isDynamicModule(bytes: Uint8Array): boolean {
  const [size, body] = readLeb(bytes, 9);
  const [length, name] = readLeb(bytes, body);
  return (
    bytes[8] === 0 &&
    size > 0 &&
    new TextDecoder().decode(bytes.subarray(name, name + length)) === 'dylink.0'
  );
}

/** Whether the module exports `name` (the export section, id 7). */
export function exportsName(bytes: Uint8Array, name: string): boolean {
  const text = new TextDecoder();
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at++];
    const [size, body] = readLeb(bytes, at);
    at = body + size;
    if (id !== 7) continue;
    let [count, cursor] = readLeb(bytes, body);
    while (count-- > 0) {
      const [length, start] = readLeb(bytes, cursor);
      if (text.decode(bytes.subarray(start, start + length)) === name) return true;
      cursor = readLeb(bytes, start + length + 1)[1]; // kind, index
    }
    return false;
  }
  return false;
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** pglite.wasm with its memory import declared shared, compiled once per process. */
export function sharedMemoryPgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const bytes = new Uint8Array(await readFile(join(dirname(entry), 'pglite.wasm')));
    const shared = shareMemoryImport(bytes, PGLITE_MAXIMUM_PAGES);
    if (!shared) throw new Error('pglite.wasm imports no memory to declare shared');
    return WebAssembly.compile(shared);
  })();
  return compiled;
}

function bytesOf(source: unknown): Uint8Array | undefined {
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (ArrayBuffer.isView(source)) {
    return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  }
  return undefined;
}

let sideModulesShared = false;

/**
 * Postgres loads plpgsql and extensions as Emscripten side modules, which import the same
 * memory: compiled from bytes at any later query (dlopen), they must declare it shared too.
 * From the first PGlite opened on, this process compiles every Emscripten dynamically linked
 * module that way (WebAssembly.Module, compile and instantiate from bytes); such a module
 * declaring an unshared memory could not link with PGlite's shared one anyway, and no other
 * module is touched.
 */
export function shareSideModuleMemory(): void {
  if (sideModulesShared) return;
  sideModulesShared = true;
  const patched = <T>(source: T): T | Uint8Array<ArrayBuffer> => {
    const bytes = bytesOf(source);
    if (!bytes || !isDynamicModule(bytes)) return source;
    return shareMemoryImport(bytes, PGLITE_MAXIMUM_PAGES) ?? source;
  };
  const OriginalModule = WebAssembly.Module;
  const HookedModule = function (source: BufferSource) {
    return new OriginalModule(patched(source));
  } as unknown as typeof WebAssembly.Module;
  // Module.imports(), exports(), customSections() and `instanceof` keep working.
  Object.setPrototypeOf(HookedModule, OriginalModule);
  HookedModule.prototype = OriginalModule.prototype;
  const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (
    source: unknown,
    imports?: WebAssembly.Imports,
  ) => Promise<unknown>;
  const compile = WebAssembly.compile.bind(WebAssembly);
  const globals = WebAssembly as unknown as Record<'Module' | 'instantiate' | 'compile', unknown>;
  globals.Module = HookedModule;
  globals.instantiate = (source: unknown, imports?: WebAssembly.Imports) =>
    instantiate(source instanceof OriginalModule ? source : patched(source), imports);
  globals.compile = (source: BufferSource) => compile(patched(source));
}
