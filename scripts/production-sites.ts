// `node scripts/production-sites.ts --env prod|dev --event NAME [--sites "a b"]`: the sites the
// workflow builds and deploys (.github/workflows/sites.yml, the check job). A site whose site.yaml
// lists example facts (docs/sites.md#example-facts) never goes to production: the daily run
// leaves it out and says so in the run's summary; a manual production run that names it (or
// names none, so all) fails, so nothing is deployed. Dev runs take every site.
// Prints the matrix as JSON and the summary lines; in GitHub Actions it also writes `sites=…` to
// $GITHUB_OUTPUT and the summary to $GITHUB_STEP_SUMMARY. Exit 1 when the run must fail.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { exampleFacts } from '../lib/content/example-facts.ts';
import { loadSiteSettings } from '../lib/content/load.ts';
import { listSites } from '../lib/content/site-files.ts';

export interface SiteFacts {
  id: string;
  /** The fields its site.yaml lists under example_facts. */
  exampleFacts: readonly string[];
}

export interface DeployPlan {
  /** The site ids the build and deploy jobs run for, in order. */
  matrix: string[];
  /** Markdown lines for the run's summary: what was left out and why. */
  summary: string[];
  /** One line per reason the run must fail; empty when it goes ahead. */
  errors: string[];
}

const siteFile = (id: string) => `content/${id}/site.yaml`;

/**
 * Which sites a run deploys. `event` is github.event_name; `requested` the site ids a manual run
 * names (none: every site).
 */
export function deployPlan(
  sites: readonly SiteFacts[],
  { environment, event, requested = [] }: { environment: string; event: string; requested?: readonly string[] },
): DeployPlan {
  const known = new Set(sites.map((site) => site.id));
  const errors = requested
    .filter((id) => !known.has(id))
    .map((id) => `sites: "${id}" is not a site; expected one of ${[...known].join(', ')}`);
  const chosen = requested.length > 0 ? sites.filter((site) => requested.includes(site.id)) : [...sites];
  if (environment !== 'prod') return { matrix: chosen.map((site) => site.id), summary: [], errors };

  const withExamples = chosen.filter((site) => site.exampleFacts.length > 0);
  const why = (site: SiteFacts) =>
    `${siteFile(site.id)} lists example facts (${site.exampleFacts.join(', ')}); replace them with the site's real values and remove them from example_facts`;
  if (event !== 'schedule') {
    for (const site of withExamples) errors.push(`${site.id}: not deployed to production: ${why(site)}`);
  }
  const matrix = chosen.filter((site) => site.exampleFacts.length === 0).map((site) => site.id);
  const summary =
    withExamples.length === 0
      ? []
      : [
          '### Left out of the production deploy',
          '',
          ...withExamples.map((site) => `- \`${site.id}\`: ${why(site)}.`),
          ...(matrix.length === 0 ? ['', 'No site is deployed to production.'] : []),
        ];
  return { matrix: errors.length > 0 ? [] : matrix, summary, errors };
}

function main(): number {
  const { values } = parseArgs({
    options: { env: { type: 'string' }, event: { type: 'string' }, sites: { type: 'string', default: '' } },
    strict: true,
  });
  if (values.env !== 'prod' && values.env !== 'dev') {
    console.error(`production-sites: --env is ${values.env ?? 'missing'}; expected prod or dev`);
    return 2;
  }
  if (!values.event) {
    console.error('production-sites: --event is missing; expected the event name, e.g. schedule');
    return 2;
  }
  const root = process.cwd();
  const sites = listSites(root).map((id) => ({
    id,
    exampleFacts: exampleFacts(loadSiteSettings({ root, siteId: id })),
  }));
  const requested = values.sites.split(/[\s,]+/).filter(Boolean);
  const plan = deployPlan(sites, { environment: values.env, event: values.event, requested });

  const matrix = JSON.stringify(plan.matrix);
  console.log(`sites: ${matrix}`);
  for (const line of plan.summary) console.log(line);
  for (const line of plan.errors) console.error(`::error::${line}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `sites=${matrix}\n`);
  const summary = [...plan.summary, ...plan.errors.map((line) => `- ${line}`)];
  if (process.env.GITHUB_STEP_SUMMARY && summary.length > 0) {
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary.join('\n')}\n`);
  }
  return plan.errors.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exitCode = main();
