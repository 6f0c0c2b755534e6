#!/usr/bin/env bash
# `next build` in two processes, for `npm run build`. The first compiles the app with Turbopack;
# the second, started fresh (scripts/next-render.sh), prerenders every page from what the first
# wrote to .next/. In one process, Turbopack's memory from the compile (0.47 GB at 50,000
# articles) stayed in Next.js's main process while the render workers filled up beside it, and
# made the build's peak. Split, the render starts without it: at 10,000 articles the build's peak
# went from 2.03 to 1.18 GB, in the same time and with byte-identical pages (docs/performance.md,
# "The build in two processes").
# The compile is taken from the last build of the same code when there is one (scripts/compile.ts).
set -euo pipefail
node scripts/compile.ts "$@"
bash scripts/next-render.sh "$@"
