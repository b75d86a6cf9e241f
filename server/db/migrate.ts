import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const BOOTSTRAP_SQL_PATH = fileURLToPath(new URL('../sql/bootstrap.sql', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

// The Supabase CLI's naming: <version>_<name>.sql, applied in version order.
const MIGRATION_FILE = /^(\d+)_([A-Za-z0-9_-]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must be <version>_<name>.sql: ${file}`);
    return { version: match[1] as string, name: match[2] as string, path: join(dir, file) };
  });
}

/**
 * Prepares a database the way hosted Supabase would look to the migrations (roles, auth
 * schema, helpers), then applies every migration not yet recorded, each in its own
 * transaction together with its record in supabase_migrations.schema_migrations.
 * Returns the versions applied now.
 */
export async function migrateDatabase(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.execScript(await readFile(BOOTSTRAP_SQL_PATH, 'utf8'), { transaction: true });
  const applied = new Set(
    (await db.query('select version from supabase_migrations.schema_migrations')).rows.map((row) =>
      String(row.version),
    ),
  );
  const appliedNow: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(migration.path, 'utf8');
    // Version and name are digits, letters, '_' and '-' (checked above), safe as literals.
    const record =
      `insert into supabase_migrations.schema_migrations (version, name) ` +
      `values ('${migration.version}', '${migration.name}');`;
    try {
      await db.execScript(`${sql}\n;\n${record}`, { transaction: true });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${reason}`, {
        cause: error,
      });
    }
    appliedNow.push(migration.version);
  }
  return appliedNow;
}
