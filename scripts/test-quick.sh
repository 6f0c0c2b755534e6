#!/usr/bin/env bash
# The developer's fast path (docs/testing.md, "The fast path"): the checks of `npm test` that can
# be made incremental, each keeping what it learnt in node_modules/.cache/test-quick/ (gitignored
# with node_modules/), so a second run only redoes what the change touched.
#
#   npm run test:quick            the unit tests related to the uncommitted changes
#   npm run test:quick -- main    also those related to the commits since the branch left main
#
# It is no gate: it leaves out the build project, the site builds and the browser tests, which
# `npm test` (and CI) still run in full.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=node_modules/.cache/test-quick
since="${1:-}"

step() { printf '\ntest:quick: %s\n' "$1"; }

step 'tsc, incremental'
tsc --noEmit --incremental --tsBuildInfoFile "$cache/tsconfig.tsbuildinfo"

# The content strategy: a checkout or a rebase touches files without changing them.
step 'eslint, cached'
eslint . --max-warnings 0 --cache --cache-strategy content --cache-location "$cache/eslint/"

# No cache needed: the whole import graph takes about 3 s.
step 'import graph (depcruise)'
npm run --silent lint:imports

step 'prettier, cached'
prettier --check . --cache --cache-strategy content --cache-location "$cache/prettier.json" --log-level warn

# --changed reads git: staged, unstaged and untracked files (and, given a ref, the commits since
# it), then runs the tests that import any of them. A change to package.json or the vitest
# configuration runs them all.
step "unit tests related to the changes${since:+ since $since}"
vitest run --project 'unit-*' --changed ${since:+"$since"} --passWithNoTests
