/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: `next build` writes plain files to out/ for any CDN or bucket.
  output: 'export',
  // /authors and /authors/ are one page; the export writes authors/index.html.
  trailingSlash: true,
  // No image server exists behind a bucket.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
