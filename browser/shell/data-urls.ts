// Addresses of the data files the build writes next to the HTML (docs/architecture.md#the-data-files).
// Shared by the build step that writes them and the browser code that reads them.

export const APP_DATA_URL = '/app-data.json';

/** '/' → 'index'; '/authors/x/' → 'authors/x' */
export function pageDataKey(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed;
}

export function pageDataUrl(path: string): string {
  return `/page-data/${pageDataKey(path)}/page-data.json`;
}

export function staticQueryUrl(hash: string): string {
  return `/page-data/sq/d/${hash}.json`;
}

/** Whether `url` is a static query's address (a hash in hex). */
export function isStaticQueryUrl(url: string): boolean {
  return /^\/page-data\/sq\/d\/[0-9a-f]+\.json$/.test(url);
}

export function sliceDataUrl(name: string): string {
  return `/slice-data/${name}.json`;
}
