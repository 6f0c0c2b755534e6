#!/usr/bin/env bash
# The second half of scripts/next-build.sh: `next build` renders every page, in a fresh process,
# from the compile the first half left in .next/. On its own for the build tests that build one
# copy of the project again on other content (tests/support/project-build.ts): the compile reads
# the code alone, so it is the same for every build of one copy.
set -euo pipefail
# Each render worker bounds its V8 heap as it starts (lib/build/render-worker-start.mjs), with the
# flag chosen here once by the site's size; Next.js hands NODE_OPTIONS on to its workers.
flag="$(node scripts/render-heap.ts)"
BUILD_WORKER_V8_FLAG="$flag" NODE_OPTIONS="--import=./lib/build/render-worker-start.mjs ${NODE_OPTIONS:-}" \
  next build --experimental-build-mode=generate "$@"
