// One page of each kind, shared by the specs that visit them all.
export const SAMPLE_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'authors', path: '/authors/' },
  { kind: 'author', path: '/authors/divya-pillai/' },
  { kind: 'article', path: '/articles/kelly-criterion-bet-sizing-worked-examples/' },
  { kind: 'category', path: '/bankroll-management/' },
  { kind: 'subcategory', path: '/bankroll-management/bet-sizing/' },
  { kind: 'about-us', path: '/info/about-us/' },
  { kind: 'privacy-policy', path: '/privacy-policy/' },
  { kind: 'terms', path: '/terms/' },
  { kind: 'sitemap', path: '/sitemap/' },
  { kind: 'category sitemap', path: '/sitemap/bankroll-management/' },
  { kind: 'series', path: '/series/pricing-a-bet/' },
  { kind: 'not-found', path: '/no-such-page/' },
  { kind: 'server-error', path: '/500/' },
] as const;

export const WIDTHS = [400, 1280] as const;
