import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { siteFoldersRemovedAfterAll } from '../tests/support/hosting/site-folder.ts';
import { readBuildRecord, writeBuildRecord } from './build-record.ts';

const folderWith = siteFoldersRemovedAfterAll();

describe('the build record', () => {
  it('is written as one small line of JSON, with no time in it, and read back', () => {
    const folder = folderWith({});
    const file = writeBuildRecord(folder, { siteId: 'oddsaces', buildHash: '0123abcd' });
    expect(file).toBe(path.join(folder, '_build.json'));
    expect(readFileSync(file, 'utf8')).toBe('{"version":1,"siteId":"oddsaces","buildHash":"0123abcd"}\n');
    expect(readBuildRecord(folder)).toEqual({ siteId: 'oddsaces', buildHash: '0123abcd' });
  });

  it('lists the example facts only when the site has some', () => {
    const folder = folderWith({});
    writeBuildRecord(folder, { siteId: 'oddsaces', buildHash: 'a1', exampleFacts: [] });
    expect(readBuildRecord(folder)).toEqual({ siteId: 'oddsaces', buildHash: 'a1' });
    writeBuildRecord(folder, { siteId: 'oddsaces', buildHash: 'a1', exampleFacts: ['legal.operator'] });
    expect(readFileSync(path.join(folder, '_build.json'), 'utf8')).toBe(
      '{"version":1,"siteId":"oddsaces","buildHash":"a1","exampleFacts":["legal.operator"]}\n',
    );
    expect(readBuildRecord(folder)).toEqual({ siteId: 'oddsaces', buildHash: 'a1', exampleFacts: ['legal.operator'] });
  });

  it('names the file and what was expected when it is missing or malformed', () => {
    const missing = folderWith({});
    expect(() => readBuildRecord(missing)).toThrow(
      `${path.join(missing, '_build.json')} does not exist; ` +
        'expected the record `npm run build` writes last (run it again)',
    );
    const notJson = folderWith({ '_build.json': '{"version":1,' });
    expect(() => readBuildRecord(notJson)).toThrow(
      /_build\.json is not JSON; expected \{"version":1,"siteId":…,"buildHash":…\} \(run `npm run build` again\)$/,
    );
    const noSite = folderWith({ '_build.json': '{"version":1,"buildHash":"x"}' });
    expect(() => readBuildRecord(noSite)).toThrow(/_build\.json: siteId: .*; expected \{"version":1/);
    const newer = folderWith({ '_build.json': '{"version":2,"siteId":"a","buildHash":"x"}' });
    expect(() => readBuildRecord(newer)).toThrow(/_build\.json: version: /);
  });
});
