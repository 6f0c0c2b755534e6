import { describe, expect, it } from 'vitest';

import { contentTypeFor, mediaTypes } from './content-type.ts';

describe('contentTypeFor', () => {
  it('sends the RSC payloads as UTF-8 plain text', () => {
    expect(contentTypeFor('articles/x/index.txt')).toBe('text/plain; charset=utf-8');
  });

  it('names the types of pages, scripts, data and images', () => {
    expect(contentTypeFor('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('_next/static/chunks/a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('app-data.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeFor('logo.svg')).toBe('image/svg+xml');
  });

  it('falls back to application/octet-stream', () => {
    expect(contentTypeFor('LICENSE')).toBe('application/octet-stream');
  });
});

describe('mediaTypes', () => {
  it('adds the extensions found in the build to the web ones', () => {
    const types = mediaTypes(['a/b.glb']);
    expect(types.find((media) => media.extension === 'glb')?.type).toBe('model/gltf-binary');
    expect(types.find((media) => media.extension === 'woff2')?.type).toBe('font/woff2');
  });

  it('marks text as having a charset and as compressible, images of pixels as neither', () => {
    const byExtension = new Map(mediaTypes().map((media) => [media.extension, media]));
    expect(byExtension.get('txt')).toMatchObject({ hasCharset: true, compressible: true });
    expect(byExtension.get('png')).toMatchObject({ hasCharset: false, compressible: false });
  });
});
