#!/usr/bin/env bash
# The scaffold is a contract: `npm run new-tool -- <id>`, run in a throwaway copy of the
# repository's tracked files (with this checkout's node_modules), writes a tool that passes
# Prettier, ESLint and the type check, the tests of its folder and the tests that read every
# tool, and its route's end-to-end journey (both languages, both themes, axe) in a build of the
# copy. The new tool takes the icon and the place on the home page the scaffold picks itself.
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
npx prettier --check "src/tools/$id"
npx eslint --max-warnings 0 "src/tools/$id"
# The type check of the new folder, the registry that collects it and what they import (the rest
# of the copy is the repository's own, checked by `npm run typecheck`).
cat >tsconfig.scaffold.json <<JSON
{ "extends": "./tsconfig.json", "include": ["src/tools/$id", "src/tools/registry.ts", "src/vite-env.d.ts"] }
JSON
node node_modules/typescript-native/bin/tsc -p tsconfig.scaffold.json --noEmit
# The tool's own tests, and every test that reads all the tools (the registry, routes, search,
# preferences, the strings of both languages, the build's route modules and icon chunk).
npx vitest run "src/tools/$id" src/tools/*.test.ts src/tools/*.test.tsx src/lib/i18n \
  scripts/lib scripts/build/route-modules.test.ts scripts/build/tool-icons-chunk.test.ts

# Its journey, against a build of the copy on ports of its own (a free one for the backend).
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
VITE_SUPABASE_URL="http://127.0.0.1:$port" npm run --silent build >/dev/null
E2E_BACKEND_PORT=$port npx playwright test e2e/journey.spec.ts --grep "/$id\$"
