// One share of the content check's cold start (check-shares.ts), in a process of its own: reads
// the site with its share of the articles, under a memo of its own that starts empty and is
// never written, and sends back every answer it computed.
import { computedAnswers, openCheckMemo } from './check-memo.ts';
import type { CheckShareData } from './check-shares.ts';
import { loadSiteContent } from './load.ts';

process.once('message', (data: CheckShareData) => {
  const digests = new Map(data.digests);
  openCheckMemo('', data.code, { fresh: true });
  try {
    loadSiteContent({
      root: data.root,
      siteId: data.siteId,
      publication: { now: new Date(data.now), showUnpublished: data.showUnpublished },
      keyedDigest: (file) => {
        const sha256 = digests.get(file);
        return sha256 === undefined ? undefined : Buffer.from(sha256, 'hex');
      },
      articleShare: data.share,
    });
  } catch {
    // A share's problems are not the site's: the check proper finds the site's.
  }
  process.send!(computedAnswers(), () => process.disconnect());
});
