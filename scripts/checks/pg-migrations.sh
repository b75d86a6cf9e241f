#!/usr/bin/env bash
# Applies the local backend's bootstrap SQL and then every supabase/migrations file, in order,
# to a throwaway PostgreSQL cluster (Debian's postgresql package), runs a smoke check of the
# policies and share functions, and tears the cluster down. Exits non-zero on any failure.
#
#   bash scripts/checks/pg-migrations.sh               # migrations + smoke check
#   bash scripts/checks/pg-migrations.sh --with-tests  # also the integration tests on PostgreSQL
#
# PG_BIN overrides where initdb/pg_ctl/psql are found (default: the newest
# /usr/lib/postgresql/*/bin). The cluster listens on a Unix socket only, in a temp directory.
set -euo pipefail
cd "$(dirname "$0")/../.."

with_tests=false
[ "${1:-}" = "--with-tests" ] && with_tests=true

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "pg-migrations-check: PostgreSQL binaries not found (install postgresql or set PG_BIN)" >&2
  exit 1
fi

work="$(mktemp -d /tmp/pg-migrations-check.XXXXXX)"
# initdb refuses to run as root: the cluster then belongs to the postgres system user, whose
# commands run in the work directory (it may not be allowed into the checkout's folder).
as_owner=()
if [ "$(id -u)" = "0" ]; then
  chown postgres "$work"
  as_owner=(runuser -u postgres -- env --chdir="$work")
fi

cleanup() {
  "${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "pg-migrations-check: $("$PG_BIN/postgres" --version) in $work"
"${as_owner[@]}" "$PG_BIN/initdb" -D "$work/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
"${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-c listen_addresses='' -c unix_socket_directories='$work' -c fsync=off" start >/dev/null

# Results and NOTICEs are noise here; errors still reach stderr and stop the script.
psql_run() {
  PGOPTIONS='-c client_min_messages=warning' \
    "$PG_BIN/psql" -X -q -o /dev/null -v ON_ERROR_STOP=1 -h "$work" -U postgres -d postgres "$@"
}

echo "pg-migrations-check: bootstrap (twice: it must be idempotent)"
psql_run -f server/sql/bootstrap.sql
psql_run -f server/sql/bootstrap.sql

for migration in supabase/migrations/*.sql; do
  echo "pg-migrations-check: $migration"
  psql_run -f "$migration"
done

echo "pg-migrations-check: smoke check"
psql_run -f server/sql/pg-smoke-check.sql

if $with_tests; then
  echo "pg-migrations-check: integration tests against PostgreSQL"
  TEST_DATABASE_URL="postgresql://postgres@localhost/postgres?host=$work" \
    npx vitest run --project integration tests
fi

echo "pg-migrations-check: OK"
