// The validated content of a site, written once per build by the content check and read by
// every later process of the build (Next.js's main process, each render worker, the data-files
// step) instead of parsing and validating every file again: at 5,000 articles a load took
// about 3 s of CPU, four more times a build (docs/performance.md).
//
// A snapshot can never stand in for other content: its key covers the bytes of every file of
// the site's content folder, the code that read them (the build hash, public/ included, whose
// files the ad check looks at), the project's folder, the site id, and which articles the build
// publishes (SHOW_DRAFTS and BUILD_TIME). Any other key is a miss, and the caller loads the
// content itself. Without BUILD_TIME, the key leaves the clock out on purpose: the snapshot holds
// the articles published when the content check ran, and every later process of that build
// takes the same ones, rather than each its own as its clock passes an article's date. A snapshot is written whole (a temporary file
// renamed into place), so a reader never sees half of one.
// Its file-system calls on content/ carry Turbopack's ignore comment (lib/content/load.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { currentBuildHash } from '../build/build-hash.ts';
import { digestMemo, fileDigest } from '../build/file-digest.ts';
import { walkFiles } from '../build/walk-files.ts';
import { publicationKey } from './publication.ts';
import type { Article, SiteContent } from './model/index.ts';

/** The static queries' addresses by name, as the content check computed them for the pages. */
export type StaticQueryUrls = Readonly<Record<string, string>>;

/**
 * What a snapshot holds: the site's content with every article's body left out (read from its
 * file on demand), and the addresses of the site-wide data files the pages name, computed once
 * by the content check (lib/site/static-queries.ts, `staticQueryUrls`).
 */
export type ContentWithoutBodies = Omit<SiteContent, 'articles'> & {
  articles: Omit<Article, 'body'>[];
  staticQueryUrls?: StaticQueryUrls;
};

/** Bumped when the snapshot's shape changes, so an older snapshot is a miss. */
const FORMAT = 'site-content-snapshot 5';

export interface SnapshotLocation {
  root: string;
  siteId: string;
  /** The code's build hash; computed from the project when not given. */
  buildHash?: string;
  /** Which articles the build publishes (publicationKey); read from the environment when not given. */
  filter?: string;
}

/** Where the snapshot of a site lives: in Next.js's cache folder, which `next build` keeps. */
export function snapshotFile(root: string, siteId: string): string {
  return path.join(root, '.next', 'cache', 'site-content', `${siteId}.json`);
}

/**
 * Every file under dir, as sorted relative paths; none when there is no such folder (the load
 * that follows names the unknown site).
 */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(/* turbopackIgnore: true */ dir)) return [];
  return walkFiles(dir, '').sort();
}

/**
 * Where the digests of the site's files are kept for the build's later processes, beside the
 * snapshot: each then reads only the files changed since the content check read them.
 */
const contentDigestsFile = (root: string, siteId: string) =>
  path.join(root, '.next', 'cache', 'site-content', `${siteId}.digests.json`);
const digestsLoaded = new Set<string>();

/** The files of the site's content folder, as sorted relative paths: what contentKey hashes. */
export const contentFiles = ({ root, siteId }: SnapshotLocation): string[] =>
  filesUnder(path.join(/* turbopackIgnore: true */ root, 'content', siteId));

/**
 * The key of the site's content as it is on disk now, read by this code from this folder;
 * `files`, when the caller listed them already (contentFiles).
 */
export function contentKey(
  { root, siteId, buildHash = currentBuildHash(root), filter = publicationKey() }: SnapshotLocation,
  files = contentFiles({ root, siteId }),
): string {
  const dir = path.join(/* turbopackIgnore: true */ root, 'content', siteId);
  const hash = createHash('sha256').update(`${FORMAT}\0${buildHash}\0${path.resolve(root)}\0${siteId}\0${filter}\0`);
  const digests = new Map<string, Buffer>();
  // Each file by its digest, read once while it is unchanged (file-digest.ts).
  const memoFile = contentDigestsFile(root, siteId);
  if (!digestsLoaded.has(memoFile)) digestMemo.load(memoFile);
  digestsLoaded.add(memoFile);
  for (const file of files) {
    const full = path.join(/* turbopackIgnore: true */ dir, file);
    const digest = fileDigest(full);
    digests.set(full, digest);
    hash.update(file).update('\0').update(digest).update('\0');
  }
  keyedDigests = digests;
  return hash.digest('hex');
}

let keyedDigests = new Map<string, Buffer>();

/**
 * The SHA-256 of `file` (an absolute path) that this process's last content key was made
 * from; undefined for a file it did not hash. What a key says of the content, without a
 * second stat of every file (the build plan's fingerprints: lib/build/page-fingerprints.ts).
 */
export const digestInContentKey = (file: string): Buffer | undefined => keyedDigests.get(file);

/**
 * Keeps the digests of the site's files (`files`, contentFiles's list) as they are now for the
 * build's later processes (contentKey).
 */
export function keepContentDigests({ root, siteId }: SnapshotLocation, files = contentFiles({ root, siteId })): void {
  const dir = path.join(/* turbopackIgnore: true */ root, 'content', siteId);
  digestMemo.save(
    contentDigestsFile(root, siteId),
    files.map((file) => path.join(/* turbopackIgnore: true */ dir, file)),
  );
}

/**
 * The content without its articles' bodies, sharing its strings with `content`: enough to
 * write a snapshot at once, not to keep (withoutBodies).
 */
export function bodiless(content: SiteContent): ContentWithoutBodies {
  // Copied by name: an article's body may be read from its file when asked for (read-articles.ts).
  const articles = content.articles.map((article) => {
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(article)) if (key !== 'body') kept[key] = article[key as keyof Article];
    return kept as Omit<Article, 'body'>;
  });
  return { ...content, articles };
}

/** The content without its articles' bodies, as a snapshot holds it and the build's processes keep it. */
export function withoutBodies(content: SiteContent): ContentWithoutBodies {
  // A structured clone: the parsers' strings are slices of whole files, which a kept title
  // would otherwise keep alive.
  return structuredClone(bodiless(content));
}

/** Writes the snapshot of content validated just now; a failure to write only costs the later steps their time. */
export function writeSnapshot(
  location: SnapshotLocation,
  content: ContentWithoutBodies,
  key = contentKey(location),
): void {
  const file = snapshotFile(location.root, location.siteId);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temporary, JSON.stringify({ key, content }));
    fs.renameSync(temporary, file);
  } catch (error) {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // The folder itself could not be made: there is no temporary file to remove.
    }
    console.warn(
      `content snapshot: not written (${(error as Error).message}); later steps read the content themselves`,
    );
  }
}

/** The snapshot of the site's content as it is now, or undefined when there is none that matches. */
export function readSnapshot(location: SnapshotLocation, key = contentKey(location)): ContentWithoutBodies | undefined {
  let text: string;
  try {
    text = fs.readFileSync(snapshotFile(location.root, location.siteId), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const stored = JSON.parse(text) as { key?: unknown; content?: ContentWithoutBodies };
    return stored.key === key ? stored.content : undefined;
  } catch {
    return undefined;
  }
}
