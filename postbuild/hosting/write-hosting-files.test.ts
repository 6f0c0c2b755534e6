import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ALLOWLIST_FILE } from '../../hosting/proxy-allowlist.ts';
import { siteFoldersRemovedAfterAll } from '../../tests/support/hosting/site-folder.ts';
import { listSiteFiles } from './site-files.ts';
import { writeHostingFiles } from './write-hosting-files.ts';

const siteFolder = siteFoldersRemovedAfterAll();
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><main id="main"></main></body></html>';

describe('writeHostingFiles', () => {
  it("gives out/'s files once it has written, as a listing would, when it is handed them", async () => {
    const outDir = siteFolder({ 'index.html': PAGE, 'a/index.html': PAGE, 'z.json': '{}' });
    const nginxDir = siteFolder({});
    const run = async (thirdPartyAllowlist: string[]) => {
      const before = listSiteFiles(outDir);
      const summary = await writeHostingFiles({ outDir, nginxDir, thirdPartyAllowlist, files: before });
      expect(summary.filesAfter).toEqual(listSiteFiles(outDir));
      return summary.filesAfter!;
    };
    // _headers and the allowlist added, then _headers kept and the allowlist removed.
    expect(await run(['https://cdn.example.com/a.js'])).toEqual(expect.arrayContaining(['_headers', ALLOWLIST_FILE]));
    expect(await run([])).not.toContain(ALLOWLIST_FILE);
    expect(fs.existsSync(path.join(outDir, ALLOWLIST_FILE))).toBe(false);
    // Without the files, it lists nothing for the step after.
    expect((await writeHostingFiles({ outDir, nginxDir, thirdPartyAllowlist: [] })).filesAfter).toBeUndefined();
  });
});
