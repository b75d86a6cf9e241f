import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BOOTSTRAP_SQL_PATH, listMigrations } from './migrate.ts';

/**
 * Booting an empty PGlite runs initdb inside WebAssembly, which takes seconds (much longer on
 * a busy machine); loading a data directory saved right after bootstrap and migrations takes a
 * fraction of that. Throwaway in-memory databases (tests, benchmarks) therefore start from
 * such a snapshot, cached in the temp directory under a hash of everything that shapes it:
 * the PGlite version, the bootstrap SQL and every migration file.
 */
const SNAPSHOT_DIR = join(tmpdir(), 'office-tools-backend-snapshots');

/** Within one process the migrations do not change: the hash is worked out once. */
let snapshotPathOnce: Promise<string> | undefined;

export function migratedSnapshotPath(): Promise<string> {
  snapshotPathOnce ??= hashedSnapshotPath();
  return snapshotPathOnce;
}

async function hashedSnapshotPath(): Promise<string> {
  const hash = createHash('sha256');
  // The package hides package.json behind "exports"; its main entry sits in dist/.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteVersion = await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8');
  hash.update(pgliteVersion);
  hash.update(await readFile(BOOTSTRAP_SQL_PATH));
  for (const migration of await listMigrations()) {
    hash.update(migration.path);
    hash.update(await readFile(migration.path));
  }
  return join(SNAPSHOT_DIR, `${hash.digest('hex').slice(0, 24)}.tar`);
}

/**
 * Snapshots read in this process and asked to be kept: each is ~40 MB, read in ~0.1 s for every
 * backend, which a test run starting dozens of in-memory backends repays; a long-running backend
 * on a data directory reads it once and lets it go.
 */
const snapshotsRead = new Map<string, Blob>();

export async function readSnapshot(
  path: string,
  { keep = false }: { keep?: boolean } = {},
): Promise<Blob | undefined> {
  const kept = snapshotsRead.get(path);
  if (kept) return kept;
  try {
    const snapshot = new Blob([await readFile(path)]);
    if (keep) snapshotsRead.set(path, snapshot);
    return snapshot;
  } catch {
    return undefined;
  }
}

/** Written under a temporary name and renamed, so a concurrent reader never sees half a file. */
export async function writeSnapshot(path: string, snapshot: Blob): Promise<void> {
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  const partial = `${path}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partial, path);
}
