import { describe, expect, it } from 'vitest';
import {
  exportsName,
  findMemoryImport,
  isDynamicModule,
  shareMemoryImport,
} from './pglite-shared-memory.ts';

/**
 * Modules written by hand in the binary format (WebAssembly core spec 5.5: the import section
 * is id 2; memory limits are 0x00 min, 0x01 min max, and the threads proposal's 0x03 min max
 * for a shared memory). WebAssembly itself is the reference: the patched module must
 * validate and link with a shared memory, the original must not.
 */
const HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
const name = (text: string) => [text.length, ...new TextEncoder().encode(text)];
const section = (id: number, body: number[]) => [id, body.length, ...body];
const memoryImport = (limits: number[]) => [...name('env'), ...name('memory'), 0x02, ...limits];
const functionImport = [...name('env'), ...name('f'), 0x00, 0x00];
const typeSection = section(1, [1, 0x60, 0, 0]); // one type: () -> ()
const dylink = section(0, [...name('dylink.0'), 0x01, 0x00]);
const moduleOf = (...sections: number[][]) => new Uint8Array([...HEADER, ...sections.flat()]);

const shared = () => new WebAssembly.Memory({ initial: 1, maximum: 100, shared: true });
const links = (bytes: Uint8Array<ArrayBuffer>) => {
  try {
    new WebAssembly.Instance(new WebAssembly.Module(bytes), {
      env: { memory: shared(), f: () => undefined },
    });
    return true;
  } catch {
    return false;
  }
};

describe('shareMemoryImport', () => {
  it.each([
    ['minimum only (a side module)', [0x00, 0x01]],
    ['minimum and maximum (pglite.wasm)', [0x01, 0x01, 0x64]],
    ['a maximum of several bytes', [0x01, 0x01, 0x80, 0x80, 0x02]],
  ])('declares a memory import with %s shared with the maximum given', (_case, limits) => {
    const original = moduleOf(
      typeSection,
      section(2, [2, ...functionImport, ...memoryImport(limits)]),
    );
    expect(WebAssembly.validate(original)).toBe(true);
    expect(links(original)).toBe(false);
    const patched = shareMemoryImport(original, 100);
    expect(patched).toBeDefined();
    expect(WebAssembly.validate(patched!)).toBe(true);
    expect(links(patched!)).toBe(true);
    const found = findMemoryImport(patched!);
    expect([...patched!.subarray(found!.limits, found!.limitsEnd)]).toEqual([0x03, 0x01, 0x64]);
  });

  it('leaves a module without a memory import, or with a shared one, alone', () => {
    expect(shareMemoryImport(moduleOf(typeSection, section(2, [1, ...functionImport])), 100)).toBe(
      undefined,
    );
    const alreadyShared = moduleOf(section(2, [1, ...memoryImport([0x03, 0x01, 0x64])]));
    expect(shareMemoryImport(alreadyShared, 100)).toBeUndefined();
  });

  it('keeps the sections after the import section as they were', () => {
    const exportSection = section(7, [0]);
    const original = moduleOf(section(2, [1, ...memoryImport([0x00, 0x01])]), exportSection);
    const patched = shareMemoryImport(original, 100)!;
    expect([...patched.subarray(patched.length - exportSection.length)]).toEqual(exportSection);
  });
});

describe('isDynamicModule', () => {
  it('tells an Emscripten dynamically linked module (dylink.0 first) from other modules', () => {
    expect(isDynamicModule(moduleOf(dylink, section(2, [1, ...memoryImport([0x00, 0x01])])))).toBe(
      true,
    );
    expect(isDynamicModule(moduleOf(section(2, [1, ...memoryImport([0x00, 0x01])])))).toBe(false);
    expect(isDynamicModule(moduleOf(section(0, [...name('name')])))).toBe(false);
  });
});

describe('exportsName', () => {
  it('finds an export by name (Postgres exports its cancel flags; side modules import them)', () => {
    const exporting = moduleOf(
      section(6, [1, 0x7f, 0x01, 0x41, 0x00, 0x0b]), // one mutable i32 global, 0
      section(7, [2, ...name('f'), 0x03, 0x00, ...name('QueryCancelPending'), 0x03, 0x00]),
    );
    expect(WebAssembly.validate(exporting)).toBe(true);
    expect(exportsName(exporting, 'QueryCancelPending')).toBe(true);
    expect(exportsName(exporting, 'InterruptPending')).toBe(false);
    const importing = moduleOf(
      section(2, [1, ...name('GOT.mem'), ...name('QueryCancelPending'), 0x03, 0x7f, 0x01]),
    );
    expect(WebAssembly.validate(importing)).toBe(true);
    expect(exportsName(importing, 'QueryCancelPending')).toBe(false);
  });
});
