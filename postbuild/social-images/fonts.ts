// The font of the social preview images: Noto Sans from the @fontsource/noto-sans package,
// read from node_modules at build time (its licence, the SIL Open Font License 1.1, is in
// docs/social-images.md). Satori reads WOFF, not WOFF2. The package splits the font by script;
// satori falls back from one font to the next only across families, never within one, so
// each script's file is a family of its own and the template lists them all.
import { readFileSync } from 'node:fs';
import { createRequire, findPackageJSON } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The scripts the sites' titles are written in: English, Turkish (latin-ext) and Russian. */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
export const FONT_WEIGHTS = [400, 700] as const;

const fontPackageDir = () => path.dirname(require.resolve('@fontsource/noto-sans/package.json'));

export const fontFamily = (subset: (typeof FONT_SUBSETS)[number]) => `Noto Sans ${subset}`;

/** The CSS font-family list that reaches every subset. */
export const FONT_FAMILY_LIST = FONT_SUBSETS.map((subset) => `'${fontFamily(subset)}'`).join(', ');

/** One font file's path, e.g. …/files/noto-sans-cyrillic-700-normal.woff */
export function fontFile(subset: (typeof FONT_SUBSETS)[number], weight: (typeof FONT_WEIGHTS)[number]): string {
  return path.join(fontPackageDir(), 'files', `noto-sans-${subset}-${weight}-normal.woff`);
}

export interface LoadedFont {
  name: string;
  data: Buffer;
  weight: (typeof FONT_WEIGHTS)[number];
  style: 'normal';
}

export function loadFonts(): LoadedFont[] {
  return FONT_SUBSETS.flatMap((subset) =>
    FONT_WEIGHTS.map((weight) => ({
      name: fontFamily(subset),
      data: readFileSync(fontFile(subset, weight)),
      weight,
      style: 'normal' as const,
    })),
  );
}

// findPackageJSON, not require.resolve('x/package.json'): sharp's package exports no
// package.json, and loading sharp itself for its version cost every build's post-build about
// 85 ms and 20 MB, where a build with every image cached loads no renderer at all.
const versionOf = (packageName: string) =>
  (JSON.parse(readFileSync(findPackageJSON(packageName, import.meta.url)!, 'utf8')) as { version: string }).version;

/** What is installed of the packages that draw the images, as lib/seo/social-image/card.ts names them. */
export function installedRenderer(): { font: string; satori: string; resvg: string; sharp: string } {
  return {
    font: `@fontsource/noto-sans ${versionOf('@fontsource/noto-sans')}`,
    satori: versionOf('satori'),
    resvg: versionOf('@resvg/resvg-js'),
    sharp: versionOf('sharp'),
  };
}
