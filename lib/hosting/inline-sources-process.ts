// A child process of readPagePolicies (page-policies.ts): reads the HTML files it is sent and
// answers with each one's inline sources, so a large build's pages are parsed on every core.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { inlineSources } from './inline-sources';

export interface InlineSourcesRequest {
  outDir: string;
  files: string[];
}

process.once('message', (request: InlineSourcesRequest) => {
  void (async () => {
    const sources = [];
    for (const file of request.files) sources.push(await inlineSources(readFileSync(path.join(request.outDir, file), 'utf8')));
    process.send!({ sources }, () => process.disconnect());
  })().catch((error: unknown) => {
    process.send!({ error: error instanceof Error ? error.message : String(error) }, () => process.disconnect());
  });
});
