// The bare Next.js export the benchmark builds beside the site (scripts/bench/bare.ts): Next.js's
// defaults, a static export, nothing else. The benchmark copies this folder to .bench/bare/next/,
// as deep in the project as it lies here, so the relative imports of lib/ hold in both places.
import path from 'node:path';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  // The site's own build skips Next.js's type check too (tsc runs apart): both builds then
  // spend their time on the same work, pages.
  typescript: { ignoreBuildErrors: true },
  // The project (its lock file and node_modules) is the root, as for the site's copy under .bench/.
  turbopack: { root: path.resolve(import.meta.dirname, '../../..') },
};

export default nextConfig;
