// `npm run generate -- --locale tr_TR --category poker-tutorials [--subcategory …] [--author …]
//   [--count 3] [--concurrency 2] [--publish] [--dry-run]`
// Writes LLM-generated articles into content/{SITE_ID}/articles; docs/generation.md explains it.
// Progress goes to stderr; stdout gets the written files (or the prompts of a dry run).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { ContentError } from '../../lib/content/problems.ts';
import { createChatEndpoint } from './chat-endpoint.ts';
import { readEndpointSettings } from './endpoint-settings.ts';
import { generateArticles, type GenerateResult } from './generate.ts';
import { GENERATION_LOCALE_IDS } from './locales.ts';
import { UsageError } from './plan.ts';
import { currentSiteId } from '../../lib/site/site-id.ts';

/** Exit codes, as docs/generation.md lists them. */
const EXIT = { ok: 0, usage: 1, notWritten: 2, endpoint: 3, interrupted: 130 } as const;

const OPTIONS = {
  locale: { type: 'string' },
  category: { type: 'string' },
  subcategory: { type: 'string' },
  author: { type: 'string' },
  count: { type: 'string' },
  concurrency: { type: 'string' },
  publish: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const USAGE = `usage: npm run generate -- --locale <${GENERATION_LOCALE_IDS.join('|')}> --category <slug> [--subcategory <slug>] [--author <name or slug>] [--count <n>] [--concurrency <k>] [--publish] [--dry-run]

Asks the LLM at OPENAI_BASE_URL (OpenAI when unset) with OPENAI_API_KEY and OPENAI_MODEL for
<n> articles (1 by default) and writes each, once checked, to content/$SITE_ID/articles/ as a
draft waiting for review (npm run drafts lists them); --publish writes them published instead.
--concurrency asks for <k> articles at once (1 by default). The same command run again after an
interruption resumes the run and asks only for the articles not yet done. Set
OPENAI_PRICE_INPUT_PER_MTOK and OPENAI_PRICE_OUTPUT_PER_MTOK to see the cost.
--dry-run prints the prompts and calls nothing. See docs/generation.md.`;

async function main(argv: string[]): Promise<number> {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>['values'];
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    console.error(argumentError(error as Error & { code?: string }));
    return EXIT.usage;
  }
  if (values.help) {
    console.log(USAGE);
    return EXIT.ok;
  }

  let siteId: string;
  try {
    siteId = currentSiteId();
  } catch (error) {
    console.error((error as Error).message);
    return EXIT.usage;
  }
  const dryRun = values['dry-run'] === true;

  const interrupt = new AbortController();
  const onInterrupt = () => {
    // A second Ctrl-C quits at once; that is safe too, because each file is written in one step.
    if (interrupt.signal.aborted) process.exit(EXIT.interrupted);
    console.error(
      'interrupted: stopping; written articles are kept and no partial file is left (Ctrl-C again to quit at once)',
    );
    interrupt.abort();
  };
  process.on('SIGINT', onInterrupt);
  try {
    const result = await generateArticles({
      root: process.cwd(),
      siteId,
      args: {
        locale: values.locale,
        category: values.category,
        subcategory: values.subcategory,
        author: values.author,
        count: values.count,
        concurrency: values.concurrency,
      },
      connect: () => {
        const settings = readEndpointSettings();
        if (!settings.ok) throw new UsageError(settings.message);
        return createChatEndpoint(settings.settings);
      },
      dryRun,
      publish: values.publish === true,
      signal: interrupt.signal,
      log: (line) => console.error(line),
      print: (text) => console.log(text),
    });
    return dryRun ? EXIT.ok : report(result, values.publish === true);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return EXIT.usage;
    }
    if (error instanceof ContentError) {
      console.error(error.message);
      console.error(`content/${siteId} has problems; fix them before generating (npm run check:content lists them)`);
      return EXIT.usage;
    }
    throw error;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}

/** Prints the written files on stdout and a one-line outcome on stderr; returns the exit code. */
function report(result: GenerateResult, publish: boolean): number {
  for (const article of result.written) console.log(path.relative(process.cwd(), article.file));
  // A resumed run counts the articles its earlier runs finished.
  const written = `${result.written.length + result.earlier.written} of ${result.requested} article${result.requested === 1 ? '' : 's'} written`;
  const refused = result.rejected.length + result.earlier.refused;
  if (result.interrupted) {
    console.error(`interrupted: ${written}; no partial file was left`);
    return EXIT.interrupted;
  }
  for (const problem of result.siteProblems) console.error(problem);
  if (result.endpointError !== undefined) {
    console.error(`stopped: ${written}; ${result.endpointError}`);
    return EXIT.endpoint;
  }
  if (refused > 0 || result.siteProblems.length > 0) {
    const site = result.siteProblems.length > 0 ? '; the site no longer validates (problems above)' : '';
    console.error(`${written}; ${refused} refused after every retry (reasons above)${site}`);
    return EXIT.notWritten;
  }
  // Earlier runs of the plan wrote drafts too, unless it publishes (--publish is part of the plan).
  const drafts = result.written.some((article) => article.draft) || (!publish && result.earlier.written > 0);
  console.error(
    drafts
      ? `done: ${written}, as drafts waiting for review (npm run drafts lists them; docs/generation.md#review)`
      : `done: ${written}`,
  );
  return EXIT.ok;
}

function argumentError(error: Error & { code?: string }): string {
  const known = Object.keys(OPTIONS)
    .map((name) => `--${name}`)
    .join(', ');
  const option = /'(-[^' ]+)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option "${option}": expected one of ${known}`;
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `unexpected argument "${/'([^']*)'/.exec(error.message)?.[1]}": expected options only (${known})`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /argument missing/.test(error.message)) {
    return `${option} needs a value (see --help)`;
  }
  return `${error.message.split('\n')[0]} (see --help)`;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
