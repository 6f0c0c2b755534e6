#!/usr/bin/env bash
# `npm run deploy` for a checkout that has only the deploy's own packages: those of this folder's
# lock file, installed by `npm ci --ignore-scripts` here (the workflow's deploy job, and the
# fresh-install test). Node runs the TypeScript as it is; resolve-packages.ts points the
# checkout's modules at this folder's packages. Arguments go to cli/deploy/run.ts:
# --env prod|dev [--dry-run] …
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
if [ ! -d "$here/node_modules/@aws-sdk/client-s3" ]; then
  echo "deploy: $here/node_modules is missing; run: npm ci --ignore-scripts --prefix $here" >&2
  exit 2
fi
cd "$root"
exec node --import "$here/resolve-packages.ts" cli/deploy/run.ts "$@"
