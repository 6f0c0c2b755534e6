// readPagePolicies with its child processes stood in for: which pages each child is sent, and
// what happens when a child fails, dies before answering or cannot be started. The real children
// run in page-policies.test.ts.
import { EventEmitter } from 'node:events';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { InlineSources } from './inline-sources.ts';
import { readPagePolicies } from './page-policies.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';

/** What a stand-in child does once it has been sent its pages. */
type Behaviour = (child: FakeChild, files: string[]) => void;

class FakeChild extends EventEmitter {
  private readonly behaviour: Behaviour;

  constructor(behaviour: Behaviour) {
    super();
    this.behaviour = behaviour;
  }

  send(request: { files: string[] }, callback: (error: Error | null) => void): boolean {
    setImmediate(() => {
      callback(null);
      this.behaviour(this, request.files);
    });
    return true;
  }
}

const children = vi.hoisted(() => ({ behaviour: undefined as unknown, sent: [] as string[][] }));

vi.mock('node:child_process', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:child_process')>()),
  fork: vi.fn(() => {
    const child = new FakeChild((fake, files) => {
      children.sent.push(files);
      (children.behaviour as Behaviour)(fake, files);
    });
    return child;
  }),
}));

vi.mock('node:os', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:os')>()),
  availableParallelism: () => 4,
}));

const sourcesOf = (file: string): InlineSources => ({
  scriptHashes: [`'sha256-${file}'`],
  styleHashes: [],
  hasStyleAttributes: false,
  unmarkedScripts: [],
  blockedInlineCode: [],
  offMainThreadScripts: [],
});

const pages: Record<string, string> = {};
for (let index = 0; index < 7; index++)
  pages[`p${index}/index.html`] = `<script data-site-script>self.page=${index}</script>`;
const dir = writeSiteFolder(pages);
const files = Object.keys(pages);

beforeEach(() => {
  children.sent = [];
  children.behaviour = ((child, sent) => child.emit('message', { sources: sent.map(sourcesOf) })) satisfies Behaviour;
});
afterEach(() => vi.clearAllMocks());

describe('readPagePolicies with child processes', () => {
  it('reads the first share here and sends each child the next contiguous share, in order', async () => {
    const policies = await readPagePolicies(dir, files, 3);
    expect(children.sent).toEqual([files.slice(3, 6), files.slice(6)]);
    expect(policies.map((policy) => policy.file)).toEqual(files);
    expect(policies.slice(3).map((policy) => policy.sources)).toEqual(files.slice(3).map(sourcesOf));
    expect(policies[0]!.sources.scriptHashes).toHaveLength(1);
    expect(policies[0]!.sources.scriptHashes[0]).not.toBe(sourcesOf(files[0]!).scriptHashes[0]);
  });

  it('starts no child for a site of a few pages when the count of processes is left to it', async () => {
    const { fork } = await import('node:child_process');
    await readPagePolicies(dir, files);
    expect(fork).not.toHaveBeenCalled();
  });

  it("fails with the child's error when the child could not read its pages", async () => {
    children.behaviour = ((child) => child.emit('message', { error: 'ENOENT: p6/index.html' })) satisfies Behaviour;
    await expect(readPagePolicies(dir, files, 2)).rejects.toThrow(
      'security headers: reading pages in a child process failed: ENOENT: p6/index.html',
    );
  });

  it('fails, rather than waiting for ever, when a child exits without answering', async () => {
    children.behaviour = ((child) => child.emit('exit', 1)) satisfies Behaviour;
    await expect(readPagePolicies(dir, files, 2)).rejects.toThrow(
      'security headers: the child process reading pages exited with 1 before answering',
    );
  });

  it('fails when a child process cannot be started', async () => {
    children.behaviour = ((child) => child.emit('error', new Error('spawn ENOMEM'))) satisfies Behaviour;
    await expect(readPagePolicies(dir, files, 2)).rejects.toThrow('spawn ENOMEM');
  });
});
