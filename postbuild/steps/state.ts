// What a step of the post-build leaves for the steps after it, in the one process
// postbuild/run.ts runs them in: which pages of out/ came from the page cache and what is known
// of them, so that no later step reads them again.
import type { CachedPages, KnownFile } from '../export/cached-pages.ts';
import type { OutStock } from '../export/out-in-place.ts';
import type { KnownHash } from '../hosting/scan-files.ts';
import type { FilledCache } from '../social-images/publish.ts';

export interface PostBuildState {
  /** The pages of an incremental build (the export step's); undefined without a plan. */
  cached?: CachedPages;
  /**
   * Files of out/ (by path under it) whose size and MD5 a step knows because it wrote or linked
   * them: the build record hashes only the others.
   */
  knownFiles: Map<string, KnownFile>;
  /** When the export step updates out/ in place: what it held, and what steps kept of it. */
  stock?: OutStock;
  /**
   * With a stock: the old addresses' pages (paths under out/) the export step left where they
   * were for the redirects step to write again in place. No step before it reads them.
   */
  leftInPlace?: ReadonlySet<string>;
  /**
   * With a stock: out/'s files once the security-headers step has written (as filesNow lists
   * them). The build record, the only step after it, takes them instead of listing out/ again.
   */
  filesAfterHeaders?: readonly string[];
  /** The MD5s the last build's record kept, once a step has read them (write-build-record-file.ts). */
  keptHashes?: KeptHashes;
  /**
   * Memos of the cache's files kept for the next build (lib/build/file-digest.ts), saved once
   * the last step is done (postbuild/run.ts): a file linked a moment ago is not remembered, and
   * by then the files the steps linked are seconds old. Without it, a step saves at once.
   */
  savesAtEnd?: (() => void)[];
  /**
   * The social images, once the post-build has started rendering those the cache lacks
   * (startSocialImages): the social images step waits for them.
   */
  socialImages?: SocialImagesStarted;
}

/** Runs `save` once the post-build's last step is done, or now for a step run on its own. */
export function saveAtEnd(state: PostBuildState, save: () => void): void {
  if (state.savesAtEnd) state.savesAtEnd.push(save);
  else save();
}

/** The MD5s the last build's record kept in `file`, with each file's size and change time then. */
export interface KeptHashes {
  file: string;
  /** By path under out/; none when the file is missing or unreadable. */
  previous: ReadonlyMap<string, KnownHash>;
}

export const newPostBuildState = (): PostBuildState => ({ knownFiles: new Map() });

/** The images' part of the post-build once started (social-images.ts): the cache being filled, and when it began. */
export interface SocialImagesStarted {
  filling: Promise<FilledCache>;
  started: number;
  /** Stops the render threads: after the step, or when a step before it fails. */
  close: () => Promise<void>;
}
