#!/usr/bin/env bash
# The scaffold is a contract. `npm test` holds the folder it writes to Prettier, ESLint, the type
# check and the tests (scripts/tools/new-tool.test.ts, in a copy of the tracked files); this
# script holds the tool's page to what a user gets: `npm run new-tool -- <id>`, run in a throwaway
# copy of the repository's tracked files (with this checkout's node_modules), writes a tool whose
# route passes the end-to-end journey (both languages, both themes, axe) in a build of the copy.
# The new tool takes the icon and the place on the home page the scaffold picks itself.
#
#   bash scripts/checks/scaffold-contract.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT

# Tracked files only, as they are in the working tree: what a clean clone would hold.
(cd "$root" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$copy"
ln -s "$root/node_modules" "$copy/node_modules"
cd "$copy"

id=scaffold-sample
npm run --silent new-tool -- "$id" --ja 見本の道具 --en "Sample Tool"

# Its journey, against a build of the copy on ports of its own (a free one for the backend).
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
VITE_SUPABASE_URL="http://127.0.0.1:$port" npm run --silent build >/dev/null
E2E_BACKEND_PORT=$port npx playwright test e2e/journey.spec.ts --grep "/$id\$"
