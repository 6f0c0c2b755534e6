import { currentBuildHash } from './lib/build/build-hash.ts';
import { renderWorkers } from './lib/build/render-workers.ts';

// Computed from the code only, so two builds of one commit are byte-identical and an
// article edit keeps the hash (the client reloads only when the code changes).
const buildHash = currentBuildHash();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // No `output: 'export'`: `next build` prerenders every page into .next/, and the first
  // post-build step writes out/ from there (postbuild/export/export-pages.ts), one page at a
  // time and without the router's payload files. Next.js's export copied every page at once,
  // which at 50,000 articles was the build's memory peak (docs/performance.md).
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
  // The development server serves its scripts to localhost only unless told otherwise: opened
  // at 127.0.0.1 (as the tests' servers are), its pages stayed inert.
  allowedDevOrigins: ['127.0.0.1'],
  experimental: { cpus: renderWorkers(process.env.BUILD_WORKERS) },
  // Next.js starts its render workers with --enable-source-maps by default, and each worker then
  // keeps the server chunks' source maps (about 20 MB of live heap, sources included): 0.44 GB a
  // worker instead of 0.48 to 0.51 at 5,000 articles, the build's peak 1.33 GB instead of 1.46
  // (docs/performance.md). The cost: a page that throws while it renders names compiled chunks
  // in its stack; set this to true to debug one.
  enablePrerenderSourceMaps: false,
  // Without the export mode (the post-build writes out/ itself), `next build` traces the files
  // each route's server code may read into .next/**/*.nft.json, for servers that run the app.
  // A static host runs none, and the content loader's reads made every route's trace list every
  // article file: 13 traces of 6.6 MB at 50,000 articles, compile 3× slower and Turbopack's
  // memory in the main process through the render (docs/performance.md).
  outputFileTracingExcludes: { '*': ['**/*'] },
  generateBuildId: async () => buildHash,
  env: { NEXT_PUBLIC_BUILD_HASH: buildHash },
};

export default nextConfig;
