// A child process of readPagePolicies (page-policies.ts): reads the HTML files it is sent and
// answers with each one's inline sources, so a large build's pages are parsed on every core.
import { readInlineSources } from './inline-sources.ts';

export interface InlineSourcesRequest {
  outDir: string;
  files: string[];
}

process.once('message', (request: InlineSourcesRequest) => {
  readInlineSources(request.outDir, request.files).then(
    (sources) => process.send!({ sources }, () => process.disconnect()),
    (error: unknown) => {
      process.send!({ error: error instanceof Error ? error.message : String(error) }, () => process.disconnect());
    },
  );
});
