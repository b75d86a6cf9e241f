#!/usr/bin/env bash
# Runs supabase-js's own client suites (postgrest-js and auth-js, from the supabase/supabase-js
# repository) against the local backend on a throwaway PostgreSQL cluster, with the settings
# each suite's Supabase CLI stack turns on, and prints how many tests pass and which fail.
#
#   bash scripts/checks/supabase-js-suites.sh <supabase-js checkout> [postgrest] [auth]
#
# The cluster has the planner settings of the CLI's Postgres image that postgrest-js's EXPLAIN
# snapshots show (effective_cache_size 128MB, query ids computed).
#
# Needs Debian's postgresql (15) and postgresql-15-postgis-3 (postgrest-js's schema has a
# geometry column), and npm access for the suites' test tools (jest, ts-jest, ...), installed
# into the work folder (SUITES_WORK, a new temp folder by default; reuse it to skip the
# install). The suites expect the CLI's ports (API 54321, mail 54324); the copied test files
# are pointed at SUITES_PORT (54450) and SUITES_MAIL_PORT (54453) instead, so a running
# `npm start` is not in the way. Results: <work>/<suite>.json (jest --json). SUITES_ONLY (a
# jest path pattern) runs some test files only.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
checkout="$(cd "${1:?usage: supabase-js-suites.sh <supabase-js checkout> [postgrest] [auth]}" && pwd)"
shift
suites=("$@")
[ ${#suites[@]} -eq 0 ] && suites=(postgrest auth)
port="${SUITES_PORT:-54450}"
mail_port="${SUITES_MAIL_PORT:-54453}"
work="${SUITES_WORK:-$(mktemp -d /tmp/supabase-js-suites.XXXXXX)}"
mkdir -p "$work"
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"

echo "suites: work folder $work"
if [ ! -d "$work/node_modules/jest" ]; then
  echo '{ "name": "supabase-js-suites", "private": true }' > "$work/package.json"
  (cd "$work" && npm install --no-audit --no-fund --loglevel=error jest@30.4.2 ts-jest@29 \
    typescript@5.8 @types/jest@30 @jest/globals@30 @jest/types@30 @jest/test-sequencer@30 \
    prettier@2 zod type-fest jsonwebtoken @types/jsonwebtoken @faker-js/faker@9 \
    jest-mock-server tslib@2.8.1 @types/node@20)
fi
rm -rf "$work/packages"
mkdir -p "$work/packages/core"
cp -r "$checkout/packages/core/postgrest-js" "$checkout/packages/core/auth-js" "$work/packages/core/"
# The CLI's fixed ports, moved to ours.
grep -rlE '(127\.0\.0\.1|localhost):5432[14]' "$work/packages/core" --include=*.ts |
  xargs -r sed -i -E "s/(127\.0\.0\.1|localhost):54321/\1:$port/g; s/(127\.0\.0\.1|localhost):54324/\1:$mail_port/g"

cluster="$work/pg"
as_owner=()
rm -rf "$cluster" && mkdir -p "$cluster"
if [ "$(id -u)" = "0" ]; then
  chown postgres "$cluster"
  as_owner=(runuser -u postgres --)
fi
backend_pid=""
cleanup() {
  [ -n "$backend_pid" ] && kill -- "-$backend_pid" 2>/dev/null && wait "$backend_pid" 2>/dev/null
  "${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
"${as_owner[@]}" "$PG_BIN/initdb" -D "$cluster/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
"${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w \
  -o "-c listen_addresses='' -c unix_socket_directories='$cluster' -c fsync=off \
    -c effective_cache_size=128MB -c compute_query_id=on" start >/dev/null
psql_run() {
  PGOPTIONS='-c client_min_messages=warning' \
    "$PG_BIN/psql" -X -q -o /dev/null -v ON_ERROR_STOP=1 -h "$cluster" -U postgres "$@"
}

# What a Supabase database has before a project's migrations: the bootstrap's roles and auth
# schema, and the public schema's default grants to the API roles.
prepare_database() {
  psql_run -d postgres -c "create database $1"
  psql_run -d "$1" -f "$repo/server/sql/bootstrap.sql"
  psql_run -d "$1" -c "
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;"
}

start_backend() {
  # $1: database; the rest: VAR=value settings.
  local database="$1"
  shift
  # Its own process group (setsid), so that stopping it stops tsx's child too.
  setsid env "$@" DATABASE_URL="postgresql://postgres@localhost/$database?host=$cluster" \
    PORT="$port" MAIL_PORT="$mail_port" RATE_LIMITS=off API_KEY_REQUIRED=false \
    "$repo/node_modules/.bin/tsx" "$repo/scripts/checks/suite-backend.ts" >"$work/backend-$database.log" 2>&1 &
  backend_pid=$!
  for _ in $(seq 1 120); do
    grep -q 'ready on' "$work/backend-$database.log" && return 0
    kill -0 "$backend_pid" 2>/dev/null || break
    sleep 1
  done
  cat "$work/backend-$database.log" >&2
  exit 1
}

stop_backend() {
  kill -- "-$backend_pid" && wait "$backend_pid" 2>/dev/null || true
  backend_pid=""
}

run_jest() {
  # $1: suite name, $2: package folder, the rest: test files (relative to the package).
  local name="$1" dir="$2"
  shift 2
  cat >"$dir/jest.suite.config.js" <<JEST
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  rootDir: '.',
  transform: { '^.+\\\\.tsx?\$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json', diagnostics: false }] },
  moduleNameMapper: { '^@supabase/(postgrest-js|auth-js)\$': '<rootDir>/src/index.ts' },
  testSequencer: '$work/sequencer.js',
  testTimeout: 30000,
  prettierPath: require.resolve('prettier'),
};
JEST
  cat >"$work/sequencer.js" <<'SEQ'
const Sequencer = require('@jest/test-sequencer').default;
module.exports = class extends Sequencer {
  sort(tests) {
    return tests.sort((a, b) => a.path.localeCompare(b.path));
  }
};
SEQ
  (cd "$dir" && NODE_PATH="$work/node_modules" "$work/node_modules/.bin/jest" \
    --config jest.suite.config.js --runInBand --ci --forceExit --json \
    --outputFile="$work/$name.json" "$@" ${SUITES_ONLY:+--testPathPatterns "$SUITES_ONLY"} \
    >"$work/$name.log" 2>&1) || true
  node -e '
    const r = require(process.argv[1]);
    console.log(`${process.argv[2]}: ${r.numPassedTests} of ${r.numTotalTests} pass (${r.numFailedTests} fail, ${r.numPendingTests} skipped)`);
    for (const file of r.testResults) {
      if (file.status === "failed" && file.assertionResults.length === 0)
        console.log(`  file failed: ${file.name}: ${file.message.split("\n").slice(0, 3).join(" ")}`);
      for (const test of file.assertionResults)
        if (test.status === "failed") console.log(`  FAIL ${file.name.split("/test/")[1]} > ${test.fullName}`);
    }' "$work/$name.json" "$name"
}

for suite in "${suites[@]}"; do
  case "$suite" in
  postgrest)
    pkg="$work/packages/core/postgrest-js"
    prepare_database postgrest_suite
    psql_run -d postgrest_suite -f "$pkg/test/supabase/migrations/00000000000000_schema.sql"
    psql_run -d postgrest_suite -f "$pkg/test/supabase/seed.sql"
    # The stack's settings (its migration sets them for PostgREST on the authenticator role).
    start_backend postgrest_suite PGRST_DB_SCHEMAS=public,personal PGRST_DB_AGGREGATES_ENABLED=true \
      PGRST_DB_TX_END=commit-allow-override PGRST_DB_PLAN_ENABLED=true
    run_jest postgrest "$pkg" --testPathIgnorePatterns '/v12/' '\.test-d\.ts$'
    stop_backend
    ;;
  auth)
    pkg="$work/packages/core/auth-js"
    (cd "$pkg/test" && node generate-signing-keys.js >/dev/null)
    prepare_database auth_suite
    # test/supabase/config.toml: site, redirect URLs, the RS256 signing key, the CLI's
    # defaults for mail (no confirmations, max_frequency 1s).
    start_backend auth_suite SITE_URL=http://127.0.0.1:3000 MAILER_AUTOCONFIRM=true SMTP_MAX_FREQUENCY=1 \
      ADDITIONAL_REDIRECT_URLS=https://127.0.0.1:3000,http://localhost:5173 \
      JWT_SIGNING_KEYS_PATH="$pkg/test/supabase/signing_keys.json"
    run_jest auth "$pkg" test/GoTrueApi.test.ts test/GoTrueClient.test.ts \
      test/GoTrueClient.signOut.test.ts test/GoTrueClient.pkce.test.ts
    stop_backend
    ;;
  *) echo "unknown suite $suite (postgrest, auth)" >&2 && exit 1 ;;
  esac
done
