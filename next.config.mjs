import { availableParallelism } from 'node:os';

import { computeBuildHash } from './lib/build/build-hash.mjs';

// Computed from the code only, so two builds of one commit are byte-identical and an
// article edit keeps the hash (the client reloads only when the code changes).
const buildHash = process.env.BUILD_HASH ?? computeBuildHash();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: `next build` writes plain files to out/ for any CDN or bucket.
  output: 'export',
  // /authors and /authors/ are one page; the export writes authors/index.html.
  trailingSlash: true,
  // No image server exists behind a bucket.
  images: { unoptimized: true },
  reactStrictMode: true,
  // `npm run typecheck` (tsc --noEmit) checks the types as its own step of `npm test` and CI,
  // before any build. Checking them again inside every `next build` cost 8–14 s and was the
  // build's memory peak (1.53 GB of the process tree at 5,000 articles; docs/performance.md).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  experimental: {
    // One page-rendering worker per core. Next.js starts one fewer, leaving a core to its main
    // process, which only waits while pages render: at 1,000 articles on 2 cores, 2 workers
    // rendered in 25 s what 1 did in 36 s, for the same CPU time (docs/performance.md).
    cpus: availableParallelism(),
  },
  generateBuildId: async () => buildHash,
  env: { NEXT_PUBLIC_BUILD_HASH: buildHash },
};

export default nextConfig;
