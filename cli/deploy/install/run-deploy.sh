#!/usr/bin/env bash
# `npm run deploy` for a checkout that has only the deploy's own packages: those of this folder's
# lock file, installed by `npm ci --ignore-scripts` here (the workflow's deploy job, and the
# fresh-install test). Modules outside this folder find them through NODE_PATH, which tsx's
# CommonJS loader honours. Arguments go to cli/deploy/run.ts: --env prod|dev [--dry-run] …
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
if [ ! -x "$here/node_modules/.bin/tsx" ]; then
  echo "deploy: $here/node_modules is missing; run: npm ci --ignore-scripts --prefix $here" >&2
  exit 2
fi
cd "$root"
NODE_PATH="$here/node_modules" exec "$here/node_modules/.bin/tsx" cli/deploy/run.ts "$@"
