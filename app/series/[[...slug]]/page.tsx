import { notFound } from 'next/navigation';

import { withoutCachedPages } from '@/lib/build/page-cache';
import { SeriesIndexView, SeriesView } from '@/components/series/SeriesView';
import { getAllSeries, getSeries, getSite } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { seriesCard } from '@/lib/seo/social-image/card';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

type Params = Promise<{ slug?: string[] }>;

export const dynamicParams = false;

/**
 * `/series/`, the list of the site's series, and `/series/{slug}/` for each. The list is built
 * on every site, with or without series: a static export refuses a dynamic route that exports
 * no page at all.
 */
export function generateStaticParams() {
  return withoutCachedPages('/series/[[...slug]]', [
    { slug: [] as string[] },
    ...getAllSeries().map((series) => ({ slug: [series.slug] })),
  ]);
}

export async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params;
  const site = getSite();
  if (!slug?.length) {
    const text = uiText(site.locale).series;
    return pageMetadata(site, {
      title: brandedTitle(site, text.all),
      description: text.allDescription(site.title),
      path: paths.seriesIndex,
    });
  }
  const series = slug.length === 1 ? getSeries(slug[0]!) : undefined;
  if (!series) return {};
  return pageMetadata(site, {
    title: brandedTitle(site, series.title),
    description: series.description,
    path: series.url,
    image: seriesCard(site, series),
  });
}

export default async function SeriesPage({ params }: { params: Params }) {
  const { slug } = await params;
  if (!slug?.length) return <SeriesIndexView />;
  const series = slug.length === 1 ? getSeries(slug[0]!) : undefined;
  if (!series) notFound();
  return <SeriesView series={series} />;
}
