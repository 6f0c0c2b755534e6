import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { copyProject, type ProjectCopy } from '../../lib/build/project-copy.ts';
import { type CommandRun, runCommand } from '../../tests/support/run-command.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../../tests/support/generation/fake-llm-server.ts';
import { sampleAnswer, sampleAnswerJson } from '../../tests/support/generation/sample-answers.ts';

// The last promise of `npm run generate`: what it writes, the site builds. The default site,
// copied, gets three generated articles, two English ones written published (--publish) and a
// Turkish one (with a slug from Turkish letters) written, by default, as a draft; the site is
// built exactly as CI builds it, and the draft is in none of its files.

const ENGLISH_TITLES = ['Pot Odds for Beginners: When a Call Pays', 'Reading Bet Sizes Before the River'];

let project: ProjectCopy;
let server: FakeLlmServer;
const written: string[] = [];
let draft: string;
let build: CommandRun;

beforeAll(async () => {
  project = copyProject();
  let locale: 'en_US' | 'tr_TR' = 'en_US';
  let englishAnswers = 0;
  server = await startFakeLlmServer(() => {
    if (locale === 'tr_TR') return { answer: sampleAnswerJson('tr_TR') };
    // Each English answer another article: the generator refuses one that repeats an earlier one.
    const variant = (englishAnswers % ENGLISH_TITLES.length) as 0 | 1;
    const title = ENGLISH_TITLES[englishAnswers++ % ENGLISH_TITLES.length]!;
    return { answer: JSON.stringify(sampleAnswer('en_US', { title }, variant)) };
  });
  const endpoint = {
    SITE_ID: 'oddsaces',
    OPENAI_BASE_URL: server.baseURL,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'fake-model',
  };
  for (const [runLocale, category, count, publish] of [
    ['en_US', 'poker-tutorials', '2', true],
    ['tr_TR', 'betting-strategies', '1', false],
  ] as const) {
    locale = runLocale;
    const args = ['--locale', runLocale, '--category', category, '--count', count, ...(publish ? ['--publish'] : [])];
    const generated = await runCommand(process.execPath, ['cli/generate/run.ts', ...args], project.root, endpoint);
    if (generated.code !== 0) throw new Error(`npm run generate ${args.join(' ')} failed:\n${generated.output}`);
    written.push(...generated.output.split('\n').filter((line) => line.startsWith('content/')));
  }
  draft = written.pop()!;
  build = await runCommand('npm', ['run', 'build', '--silent'], project.root, {});
  // Ten minutes, as scripts/reproducible-build.test.ts gives its builds: a whole build of the
  // default site, its social images cold, can pass five on a loaded two-core machine.
}, 600_000);

// Removing the project copy (with its build) takes seconds on a busy machine.
afterAll(async () => {
  await server?.close();
  project?.cleanup();
}, 60_000);

describe('a site with generated articles', () => {
  it('gets the three files the commands announced, the Turkish one with a Latin slug, a draft', () => {
    expect(written).toHaveLength(2);
    expect(draft).toMatch(/^content\/oddsaces\/articles\/[a-z0-9-]+\.md$/);
    for (const file of [...written, draft]) expect(fs.existsSync(path.join(project.root, file))).toBe(true);
    for (const file of written) expect(fs.readFileSync(path.join(project.root, file), 'utf8')).not.toMatch(/^draft:/m);
    expect(fs.readFileSync(path.join(project.root, draft), 'utf8')).toMatch(/^---\ndraft: true\n/);
  });

  it('builds without an error', () => {
    expect(build.code, build.output).toBe(0);
  });

  it('has a page, page data and a sitemap entry for every generated article', () => {
    const sitemap = fs.readFileSync(path.join(project.root, 'out/sitemap.xml'), 'utf8');
    for (const file of written) {
      const slug = path.basename(file, '.md');
      const source = fs.readFileSync(path.join(project.root, file), 'utf8');
      const title = /^title: ["']?(.+?)["']?$/m.exec(source)?.[1];
      const html = fs.readFileSync(path.join(project.root, 'out/articles', slug, 'index.html'), 'utf8');
      expect(html).toContain(`<h1`);
      expect(html).toContain(title);
      expect(fs.existsSync(path.join(project.root, 'out/page-data/articles', slug, 'page-data.json'))).toBe(true);
      expect(sitemap).toContain(`/articles/${slug}/</loc>`);
    }
  });

  it('has the draft in none of its files', () => {
    const source = fs.readFileSync(path.join(project.root, draft), 'utf8');
    const title = /^title: ["']?(.+?)["']?$/m.exec(source)![1]!;
    const out = path.join(project.root, 'out');
    const files = fs
      .readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));
    for (const text of [path.basename(draft, '.md'), title]) {
      expect(files.filter((bytes) => bytes.includes(Buffer.from(text))).length, text).toBe(0);
    }
    expect(build.output).toMatch(/1 draft left out/);
  });
});
