// sitemap.xml and robots.txt for the built site (run after `next build` by postbuild/steps/sitemap.ts,
// which reads the site's domain through lib/content and passes it as SITE_URL).
/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: process.env.SITE_URL,
  outDir: 'out',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  exclude: ['/500', '/500/', '/404', '/_not-found', '/manifest.webmanifest', '/rss.xml', '/icon.svg'],
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/', disallow: ['/500/'] }] },
};
