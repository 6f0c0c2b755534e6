import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadSiteContent } from './load.ts';
import { publicationKey } from './publication.ts';
import {
  contentKey,
  digestInContentKey,
  readSnapshot,
  snapshotFile,
  withoutBodies,
  writeSnapshot,
} from './snapshot.ts';
import { createFixtureSite, FIXTURE_SITE_ID, type FixtureSite } from '../../tests/support/content/fixture-site.ts';

const sites: FixtureSite[] = [];
function fixture() {
  const site = createFixtureSite();
  sites.push(site);
  return { root: site.root, siteId: FIXTURE_SITE_ID, buildHash: 'code-1' };
}
afterEach(() => {
  for (const site of sites.splice(0)) site.cleanup();
});

const written = (location: ReturnType<typeof fixture>) => {
  const content = withoutBodies(loadSiteContent(location));
  writeSnapshot(location, content);
  return content;
};

describe('the content snapshot', () => {
  it('gives back the validated content, without bodies, for the same files and code', () => {
    const location = fixture();
    const content = written(location);
    expect(content.articles.length).toBeGreaterThan(0);
    expect(content.articles.every((article) => !('body' in article))).toBe(true);
    expect(readSnapshot(location)).toEqual(content);
  });

  it('is a miss once any byte of any content file changes, or a file is added', () => {
    const location = fixture();
    written(location);
    const articles = path.join(location.root, 'content', location.siteId, 'articles');
    const [first] = fs.readdirSync(articles);
    const file = path.join(articles, first!);
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace(/\.\n/, '!\n'));
    expect(readSnapshot(location)).toBeUndefined();
    fs.writeFileSync(file, original);
    expect(readSnapshot(location)).toBeDefined();
    fs.writeFileSync(path.join(articles, 'notes.txt'), 'x');
    expect(readSnapshot(location)).toBeUndefined();
  });

  it("tells each file's digest as the last content key took it, even once the file changed", () => {
    const location = fixture();
    const articles = path.join(location.root, 'content', location.siteId, 'articles');
    const file = path.join(articles, fs.readdirSync(articles)[0]!);
    const before = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    contentKey(location);
    fs.appendFileSync(file, '\nOne more line.\n');
    expect(digestInContentKey(file)?.toString('hex')).toBe(before);
    expect(digestInContentKey(path.join(articles, 'no-such-article.md'))).toBeUndefined();
    contentKey(location);
    expect(digestInContentKey(file)?.toString('hex')).toBe(
      createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
    );
  });

  it('is a miss for other code, another site id or another project folder', () => {
    const location = fixture();
    written(location);
    expect(readSnapshot({ ...location, buildHash: 'code-2' })).toBeUndefined();
    expect(readSnapshot({ ...location, siteId: 'other' })).toBeUndefined();
    // The same files in another folder: the articles' recorded paths would be wrong there.
    const elsewhere = `${location.root}-elsewhere`;
    fs.cpSync(location.root, elsewhere, { recursive: true });
    try {
      expect(readSnapshot({ ...location, root: elsewhere })).toBeUndefined();
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('is a miss for a build that publishes other articles: drafts shown, or another BUILD_TIME', () => {
    const location = { ...fixture(), filter: publicationKey({ BUILD_TIME: '2026-12-01T00:00:00Z' }) };
    written(location);
    expect(readSnapshot(location)).toBeDefined();
    expect(readSnapshot({ ...location, filter: publicationKey({ SHOW_DRAFTS: '1' }) })).toBeUndefined();
    expect(
      readSnapshot({ ...location, filter: publicationKey({ BUILD_TIME: '2026-12-02T00:00:00Z' }) }),
    ).toBeUndefined();
    expect(readSnapshot({ ...location, filter: publicationKey({}) })).toBeUndefined();
  });

  it('is a miss, not an error, when missing or cut short, and is written whole', () => {
    const location = fixture();
    expect(readSnapshot(location)).toBeUndefined();
    written(location);
    const file = snapshotFile(location.root, location.siteId);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 100));
    expect(readSnapshot(location)).toBeUndefined();
    written(location);
    expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
  });

  it('warns and leaves nothing behind when it cannot be written', () => {
    const location = fixture();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A file where the snapshot's folder should be.
    fs.mkdirSync(path.join(location.root, '.next', 'cache'), { recursive: true });
    fs.writeFileSync(path.join(location.root, '.next', 'cache', 'site-content'), 'in the way');
    written(location);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content snapshot: not written'));
    expect(readSnapshot(location)).toBeUndefined();
    warn.mockRestore();
  });
});

describe('the content files’ digests kept for the build’s later processes', () => {
  it('let a later process take the key reading only the files changed since the check kept them', async () => {
    const location = fixture();
    const contentDir = path.join(location.root, 'content', location.siteId);
    // A minute on: the files are old enough for their digests to be kept (lib/build/file-digest.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    const reads = vi.spyOn(fs, 'readFileSync');
    /** The key as a fresh process takes it, and the content files it read to take it. */
    const inNewProcess = async () => {
      vi.resetModules();
      const fresh = await import('./snapshot.ts');
      reads.mockClear();
      const key = fresh.contentKey(location);
      const read = reads.mock.calls.filter(([file]) => String(file).startsWith(contentDir)).length;
      return { key, read, fresh };
    };
    try {
      vi.setSystemTime(Date.now() + 60_000);
      const check = await inNewProcess();
      expect(check.read).toBeGreaterThan(1);
      check.fresh.keepContentDigests(location);

      const later = await inNewProcess();
      expect(later).toMatchObject({ key: check.key, read: 0 });

      const articles = path.join(contentDir, 'articles');
      const file = path.join(articles, fs.readdirSync(articles)[0]!);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/\.\n/, '!\n'));
      const afterEdit = await inNewProcess();
      expect(afterEdit.read).toBe(1);
      expect(afterEdit.key).not.toBe(check.key);
    } finally {
      reads.mockRestore();
      vi.useRealTimers();
    }
  });
});
