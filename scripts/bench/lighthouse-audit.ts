// One Lighthouse mobile audit of a URL, printed as JSON (the shape of LighthouseRun in
// lighthouse.ts), in a process of its own. Run by Node, which only strips the types: Lighthouse
// sends functions to the page as source text, and a transform that added helper calls would
// break them there.
// Lighthouse's default is a mid-range phone on simulated slow 4G with a 4× CPU slowdown; the
// throttling is simulated, so nothing leaves the machine, and the flags keep Chromium quiet too.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, chromePath, ...chromeFlags] = process.argv.slice(2);
if (!url || !chromePath) {
  console.error('usage: node lighthouse-audit.ts URL CHROMIUM_PATH [FLAGS…]');
  process.exit(2);
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  // A category Lighthouse could not score (a metric it failed to compute) is null, not 0.
  const score = (name: string) =>
    typeof categories[name]?.score === 'number' ? Math.round((categories[name]!.score as number) * 100) : null;
  const errors = [
    ...(result.lhr.runtimeError ? [`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`] : []),
    ...(categories.performance?.auditRefs ?? [])
      .filter((ref) => audits[ref.id]?.scoreDisplayMode === 'error')
      .map((ref) => `${ref.id}: ${audits[ref.id]?.errorMessage ?? 'error'}`),
  ];
  // The audits behind a score below 100, to tell what to fix.
  const failing = CATEGORIES.flatMap((name) =>
    (categories[name]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === 'number' && audits[ref.id]!.score! < 1)
      .map((ref) => `${name}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
  );
  console.log(
    JSON.stringify({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      failing,
      errors,
    }),
  );
} finally {
  chrome.kill();
}
