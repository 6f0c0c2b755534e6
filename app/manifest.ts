import type { MetadataRoute } from 'next';

import { getSite } from '@/lib/content';
import { LOGO_PATH } from '@/lib/site/logo';
import { paths } from '@/lib/site/paths';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const site = getSite();
  return {
    name: site.title,
    short_name: site.brand,
    description: site.tagline,
    start_url: paths.home,
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#b45309',
    lang: site.language,
    icons: [
      { src: '/favicon.ico', sizes: '32x32', type: 'image/x-icon' },
      { src: LOGO_PATH, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
