// The Content-Type of each file, from the mime-db database through mime-types, so that nginx's
// `types` block and the bucket's object metadata agree.
import path from 'node:path';

import mimeDb from 'mime-db';
import { contentType, lookup } from 'mime-types';

/** What the site may ship beyond what the current build holds, so nginx knows them all. */
const WEB_EXTENSIONS = [
  'html',
  'txt',
  'js',
  'mjs',
  'css',
  'json',
  'webmanifest',
  'xml',
  'rss',
  'svg',
  'ico',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'woff',
  'woff2',
  'map',
  'pdf',
];

const FALLBACK = 'application/octet-stream';

/** The full Content-Type header of a file, charset included for text (text/plain; charset=utf-8). */
export function contentTypeFor(file: string): string {
  return contentType(path.extname(file)) || FALLBACK;
}

export interface MediaType {
  extension: string;
  /** The media type without parameters, e.g. text/plain. */
  type: string;
  /** True when mime-types gives it a charset, i.e. it is text. */
  hasCharset: boolean;
  /** True when mime-db says compressing it pays (text, JSON, SVG…). */
  compressible: boolean;
}

/** The media types of the web extensions and of every extension in `files`, sorted by extension. */
export function mediaTypes(files: readonly string[] = []): MediaType[] {
  const extensions = new Set(WEB_EXTENSIONS);
  for (const file of files) {
    const extension = path.extname(file).slice(1).toLowerCase();
    if (extension) extensions.add(extension);
  }
  return [...extensions].sort().flatMap((extension) => {
    const type = lookup(extension);
    if (!type) return [];
    const full = contentTypeFor(`x.${extension}`);
    return [
      { extension, type, hasCharset: full.includes('charset='), compressible: mimeDb[type]?.compressible === true },
    ];
  });
}
