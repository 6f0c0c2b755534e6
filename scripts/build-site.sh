#!/usr/bin/env bash
# Builds one site of the network into out-sites/{site}/ (its nginx includes into
# out-sites/{site}-nginx/), so that out/ stays free for the default site: CI builds the
# example site this way next to the default one. `next build` always writes out/, so the
# build is moved aside afterwards; any out/ from before is replaced.
set -euo pipefail
cd "$(dirname "$0")/.."
site="${1:?usage: npm run build:site -- SITE_ID}"
rm -rf "out-sites/$site" "out-sites/$site-nginx"
SITE_ID="$site" NGINX_GENERATED_DIR="out-sites/$site-nginx" npm run build
mkdir -p out-sites
mv out "out-sites/$site"
echo "build:site: content/$site built into out-sites/$site/ (serve it with OUT_DIR=out-sites/$site npm run serve)"
