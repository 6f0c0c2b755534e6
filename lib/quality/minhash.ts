// Shingles of a text and their MinHash signatures, banded for locality-sensitive hashing
// (docs/generation.md#originality).
//
// The signature is one-permutation MinHash (Li, Owen and Zhang, "One Permutation Hashing", 2012)
// with empty bins filled by rotation (Shrivastava and Li, "Densifying One Permutation Hashing",
// 2014): one hash per shingle instead of one per shingle and permutation, so signing 50,000
// articles of 1,500 words costs 75 million hashes, not 128 times as many.

/** Words per shingle. */
export const SHINGLE_WORDS = 5;
/** Bins of a signature: the top 7 bits of a shingle's hash choose its bin. */
export const SIGNATURE_BINS = 128;
const BIN_BITS = 7;
const RANK_BITS = 32 - BIN_BITS;
const RANK_RANGE = 2 ** RANK_BITS;

/** A signature's bins, each the least rank that fell into it (or a neighbour's, when it was empty). */
export type Signature = Uint32Array;
/** An empty bin's mark while signing: every real rank is below it. */
const EMPTY = RANK_RANGE;

/** FNV-1a over the text's UTF-16 units. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: every input bit moves every output bit, the top ones (the bin) too. */
function mix(hash: number): number {
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The hash of every run of SHINGLE_WORDS words, in the text's order; none for a shorter text.
 * Each word is hashed once and a run's hash combines its words' in order, so no string is
 * built per run.
 */
export function shingles(words: readonly string[]): number[] {
  const wordHashes = words.map(hash32);
  const hashes: number[] = [];
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    let hash = 0;
    for (let k = i; k < i + SHINGLE_WORDS; k++) hash = Math.imul(hash ^ wordHashes[k]!, 0x01000193) + k - i;
    hashes.push(mix(hash));
  }
  return hashes;
}

/** The signature of a set of shingle hashes; undefined for an empty set, which resembles nothing. */
export function signature(hashes: Iterable<number>): Signature | undefined {
  const bins = new Uint32Array(SIGNATURE_BINS).fill(EMPTY);
  let any = false;
  for (const hash of hashes) {
    const bin = hash >>> RANK_BITS;
    const rank = hash & (RANK_RANGE - 1);
    if (rank < bins[bin]!) bins[bin] = rank;
    any = true;
  }
  if (!any) return undefined;
  // An empty bin takes the next filled bin's value (circularly), raised past every real rank by
  // its distance, so two texts agree on it only when they agree on that bin. The highest value,
  // a rank below 2^25 plus 127 × 2^25, still fits 32 bits.
  const filled = bins.slice();
  for (let bin = 0; bin < SIGNATURE_BINS; bin++) {
    if (filled[bin] !== EMPTY) continue;
    let distance = 1;
    while (filled[(bin + distance) % SIGNATURE_BINS] === EMPTY) distance += 1;
    bins[bin] = filled[(bin + distance) % SIGNATURE_BINS]! + distance * RANK_RANGE;
  }
  return bins;
}

/** The share of bins two signatures agree on: an estimate of their shingle sets' Jaccard similarity. */
export function estimateSimilarity(a: Signature, b: Signature): number {
  let same = 0;
  for (let bin = 0; bin < SIGNATURE_BINS; bin++) if (a[bin] === b[bin]) same += 1;
  return same / SIGNATURE_BINS;
}

/**
 * Locality-sensitive hashing over signatures: BANDS bands of ROWS bins each; two texts become a
 * candidate pair when all bins of one band agree, with probability 1 − (1 − J^ROWS)^BANDS.
 */
export const LSH_BANDS = 42;
export const LSH_ROWS = 3;

/** Whether two signatures agree on every bin of the band. */
function sameBand(a: Signature, b: Signature, band: number): boolean {
  for (let bin = band * LSH_ROWS; bin < (band + 1) * LSH_ROWS; bin++) if (a[bin] !== b[bin]) return false;
  return true;
}

/**
 * Every pair (i < j) of signatures that share a band, each once: in the first band they share,
 * which is checked on the two signatures themselves rather than remembered. A corpus of
 * templated articles makes tens of millions of candidates, more than a Set holds (2^24), so the
 * pairs are yielded one at a time and none is kept.
 */
export function* candidatePairs(signatures: readonly (Signature | undefined)[]): Generator<[number, number]> {
  for (let band = 0; band < LSH_BANDS; band++) {
    const buckets = new Map<string, number[]>();
    signatures.forEach((sig, index) => {
      if (!sig) return;
      const key = sig.subarray(band * LSH_ROWS, (band + 1) * LSH_ROWS).join(',');
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    });
    for (const bucket of buckets.values()) {
      for (let x = 0; x < bucket.length; x++) {
        const i = bucket[x]!;
        const first = signatures[i]!;
        for (let y = x + 1; y < bucket.length; y++) {
          const j = bucket[y]!;
          const second = signatures[j]!;
          let earlier = false;
          for (let before = 0; before < band && !earlier; before++) earlier = sameBand(first, second, before);
          if (!earlier) yield [i, j];
        }
      }
    }
  }
}
