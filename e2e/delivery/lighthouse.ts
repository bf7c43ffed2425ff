// `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
// connection, simulated) of the built app's main kinds of public page, three runs each; the median
// run of each page must reach every category's threshold (a page under one is measured three more
// times and judged on the median of all six).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBuiltApp } from './built-app';
import { describeShortfall, underGoal } from './goals';
import { seededArticlePath } from './public-pages';

/** LIGHTHOUSE_PAGES=/,/auth audits only those (while working on them). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/corporate-law',
  seededArticlePath,
  '/auth',
];
const RUNS_PER_PAGE = 3;
/** The lowest score (0-100) each category may have. */
const THRESHOLDS = { performance: 80, accessibility: 100, 'best-practices': 95, seo: 100 };
/**
 * Where the scores should be: performance 95 on every page. The same build's /auth scores from 85
 * to 97 from run to run on an idle 2-core machine (medians of six from 85 to 92): Lighthouse's
 * simulated first paint counts every script that finished loading before the page's observed
 * first paint, and on localhost that is a race. So CI fails below 80, where a page lands only
 * when it really got slower, and the run ends by listing every page under 95 (failing or not).
 */
const GOALS: Record<Category, number> = { ...THRESHOLDS, performance: 95 };
type Category = keyof typeof THRESHOLDS;
const categories = Object.keys(THRESHOLDS) as Category[];

const score = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The first few items an audit found (which console error, which issue), to act on. */
function detailsOf(audit: Result['audits'][string]) {
  const details = audit.details as { items?: unknown[] } | undefined;
  const items = (details?.items ?? []).slice(0, 3);
  return items.map((item) => `\n      ${JSON.stringify(item).slice(0, 300)}`).join('');
}

/** The audits that cost the category points, worst first. */
function failingAudits(lhr: Result, category: Category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit.id}: ${audit.title}${value}, score ${Math.round((audit.score ?? 0) * 100)}${detailsOf(audit)}`;
    });
}

const app = await startBuiltApp({ port: process.env.PORT ? Number(process.env.PORT) : undefined });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const medians: { page: string; lhr: Result }[] = [];
const audit = (page: string) =>
  lighthouse(app.baseURL + page, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
  });
/**
 * A run, tried up to three times: Lighthouse itself sometimes fails to record a trace (it says
 * "Please run Lighthouse again"), which says nothing about the page.
 */
async function auditWithRetries(page: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await audit(page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}.`);
    if (!result.lhr.runtimeError) return result;
    const message = `Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(message);
    console.warn(`${message} Trying again.`);
  }
}
try {
  // One run thrown away first: a freshly started server and browser are slower than either is
  // for a visitor, and the goal is about the pages, not about start-up.
  await audit(PAGES[0]!);
  for (const page of PAGES) {
    const runs: Result[] = [];
    const measure = async () => {
      for (let run = runs.length + 1, last = runs.length + RUNS_PER_PAGE; run <= last; run++) {
        const result = await auditWithRetries(page);
        runs.push(result.lhr);
        console.log(
          `${page} run ${run}: ${categories.map((c) => `${c} ${score(result.lhr, c)}`).join(', ')}`,
        );
      }
      return computeMedianRun(runs);
    };
    let median = await measure();
    // A median under a threshold is measured again (three more runs, the median of all six), so
    // one slow moment of a busy machine does not fail CI; a page that is really slower still does.
    if (categories.some((category) => score(median, category) < THRESHOLDS[category])) {
      console.warn(`${page} is under a threshold: measuring it three more times.`);
      median = await measure();
    }
    medians.push({ page, lhr: median });
  }
} finally {
  chrome.kill();
  await app.stop();
}

const widths = [
  Math.max(4, ...PAGES.map((page) => page.length)),
  ...categories.map((c) => c.length),
];
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(
  `\nMedian of ${RUNS_PER_PAGE} runs, or of ${2 * RUNS_PER_PAGE} for a page measured again (mobile), thresholds ${JSON.stringify(THRESHOLDS)}`,
);
console.log(line(['page', ...categories]));
for (const { page, lhr } of medians)
  console.log(line([page, ...categories.map((c) => String(score(lhr, c)))]));

const failures: string[] = [];
for (const { page, lhr } of medians)
  for (const category of categories)
    if (score(lhr, category) < THRESHOLDS[category])
      failures.push(
        `${page} ${category} ${score(lhr, category)} < ${THRESHOLDS[category]}\n` +
          failingAudits(lhr, category)
            .map((audit) => `    ${audit}`)
            .join('\n'),
      );
const scoresOf = (lhr: Result) =>
  Object.fromEntries(categories.map((category) => [category, score(lhr, category)]));
const shortOfGoal = underGoal(
  medians.map(({ page, lhr }) => ({ page, scores: scoresOf(lhr) })),
  GOALS,
  THRESHOLDS,
);
if (shortOfGoal.length)
  console.warn(
    `\nUnder the goal:\n${shortOfGoal
      .map((entry) => {
        const lhr = medians.find(({ page }) => page === entry.page)!.lhr;
        // A failing page's audits are listed with the failures below.
        const audits = entry.fails ? [] : failingAudits(lhr, entry.category as Category);
        return [`- ${describeShortfall(entry)}`, ...audits.map((a) => `    ${a}`)].join('\n');
      })
      .join('\n')}`,
  );
else console.log(`\nEvery page reaches the goal ${JSON.stringify(GOALS)}.`);
if (failures.length) {
  console.error(`\nBelow the Lighthouse thresholds:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page meets the Lighthouse thresholds.');
