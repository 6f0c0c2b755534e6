// The benchmark's command line (scripts/bench.ts), read into what each run does. A new flag
// goes into FLAGS and, when it picks a mode of its own, into BenchMode and modeOf.
import { parseArgs } from 'node:util';

const FLAGS = {
  sizes: { type: 'string' },
  'with-10000': { type: 'boolean', default: false },
  'with-50000': { type: 'boolean', default: false },
  smoke: { type: 'boolean', default: false },
  'lighthouse-runs': { type: 'string' },
  seed: { type: 'string', default: '9' },
  keep: { type: 'boolean', default: false },
  // --no-bare and --no-warm-rebuild turn these off; both are on unless --smoke.
  bare: { type: 'boolean' },
  'warm-rebuild': { type: 'boolean' },
  'consent-only': { type: 'boolean', default: false },
  'social-images-only': { type: 'boolean', default: false },
  'search-only': { type: 'boolean', default: false },
  'search-rounds': { type: 'string' },
  incremental: { type: 'boolean', default: false },
} as const;

export type BenchMode = 'full' | 'consent-only' | 'social-images-only' | 'search-only' | 'incremental';

/** The sizes --incremental builds unless --sizes names others: 5,000, and 50,000 with --with-50000. */
export const INCREMENTAL_SIZES = [5_000];

/** The title counts --search-only measures unless --sizes names others. */
export const SEARCH_ONLY_SIZES = [1_000, 10_000, 50_000];

/** How many times --search-only measures each size unless --search-rounds says otherwise. */
export const SEARCH_ROUNDS = 3;

export interface BenchOptions {
  mode: BenchMode;
  sizes: number[];
  lighthouseRuns: number;
  seed: number;
  keep: boolean;
  /** Build the bare Next.js export beside ours at each size up to BARE_MAX_ARTICLES. */
  bare: boolean;
  /** Build each size a second time with the social images cached (social-images.ts). */
  warmRebuild: boolean;
  smoke: boolean;
  /** --search-only measures every size this many times, round after round. */
  searchRounds: number;
}

function parseCount(text: string, what: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`bench: ${what} is "${text}"; expected a whole number`);
  return value;
}

function parseRounds(text: string | undefined): number {
  if (text === undefined) return SEARCH_ROUNDS;
  const rounds = parseCount(text, '--search-rounds');
  if (rounds === 0) throw new Error('bench: --search-rounds is "0"; expected 1 or more');
  return rounds;
}

function modeOf(values: {
  'consent-only': boolean;
  'social-images-only': boolean;
  'search-only': boolean;
  incremental: boolean;
}): BenchMode {
  if (values.incremental) return 'incremental';
  if (values['consent-only']) return 'consent-only';
  if (values['social-images-only']) return 'social-images-only';
  if (values['search-only']) return 'search-only';
  return 'full';
}

/**
 * The sizes: --sizes as given; else 500 for --smoke; else SEARCH_ONLY_SIZES for
 * --search-only; else INCREMENTAL_SIZES for --incremental, and 50,000 with --with-50000; else
 * 1,000 and 5,000, and 10,000 with --with-10000, and 10,000 and 50,000 with --with-50000.
 */
function sizesOf(values: {
  sizes?: string;
  smoke: boolean;
  'search-only': boolean;
  incremental: boolean;
  'with-10000': boolean;
  'with-50000': boolean;
}): number[] {
  if (values.sizes) return values.sizes.split(',').map((size) => parseCount(size.trim(), '--sizes'));
  if (values.smoke) return [500];
  if (values['search-only']) return SEARCH_ONLY_SIZES;
  if (values.incremental) return [...INCREMENTAL_SIZES, ...(values['with-50000'] ? [50_000] : [])];
  if (values['with-50000']) return [1_000, 5_000, 10_000, 50_000];
  return [1_000, 5_000, ...(values['with-10000'] ? [10_000] : [])];
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({ args: [...args], options: FLAGS, allowNegative: true, strict: true });
  const smoke = values.smoke;
  return {
    mode: modeOf(values),
    sizes: sizesOf(values),
    lighthouseRuns: parseCount(values['lighthouse-runs'] ?? (smoke ? '1' : '3'), '--lighthouse-runs'),
    seed: parseCount(values.seed, '--seed'),
    keep: values.keep,
    // CI runs --smoke within its time budget: one cold build, nothing beside it.
    bare: values.bare ?? !smoke,
    warmRebuild: values['warm-rebuild'] ?? !smoke,
    smoke,
    searchRounds: parseRounds(values['search-rounds']),
  };
}
