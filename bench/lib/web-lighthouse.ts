// Lighthouse (node API) with Debian's Chromium: the default configuration, i.e. the mobile form
// factor with simulated throttling (slow 4G, 4x CPU slowdown). Nothing is downloaded at run time.
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './web-chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageAudit = {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed at the time (a busy machine scores lower). */
  benchmarkIndex: number;
  /** Audits that did not pass in the accessibility, best-practices and SEO categories. */
  failures: { category: Category; id: string; title: string; detail: string }[];
  /** Performance audits that Lighthouse says would save time, biggest first. */
  opportunities: { id: string; title: string; savingsMs: number }[];
  /** The whole Lighthouse result, for a closer look (its JSON opens in the Lighthouse viewer). */
  lhr: Result;
};

function summarize(lhr: Result): PageAudit {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failures: PageAudit['failures'] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items;
      // What failed: the elements' HTML where there are elements, else the first items as JSON.
      const detail = (items ?? [])
        .slice(0, 3)
        .map((item) => {
          const node = item.node as { snippet?: string } | undefined;
          return node?.snippet ?? JSON.stringify(item).slice(0, 300);
        })
        .join(' | ');
      failures.push({
        category,
        id: ref.id,
        title: audit.title,
        detail: detail || (audit.displayValue ?? ''),
      });
    }
  }
  const opportunities = Object.values(lhr.audits)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      savingsMs: (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0),
      failed: audit.score !== null && audit.score < 0.9,
    }))
    .filter((audit) => audit.failed && audit.savingsMs > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .map(({ id, title, savingsMs }) => ({ id, title, savingsMs }));
  return {
    url: lhr.finalDisplayedUrl,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failures,
    opportunities,
    lhr,
  };
}

/**
 * Lighthouse's own failures (a page-load trace it could not record, on a busy machine) end with
 * "Please run Lighthouse again": a run is tried this many times before the bench gives up.
 */
const ATTEMPTS = 3;

/** One Lighthouse run of `url`, tried again when Lighthouse itself failed. */
async function lighthouseRun(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === ATTEMPTS) {
      throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${error.message}`);
    }
    console.warn(`Lighthouse failed on ${url} (${error.code}), running it again`);
  }
}

/**
 * Audits each URL `runs` times and keeps, per URL, the run with the median performance score
 * (Lighthouse's own advice for noisy machines). Runs are sequential in one Chromium.
 */
export async function auditPages(urls: string[], runs: number): Promise<PageAudit[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  });
  try {
    const audits: PageAudit[] = [];
    for (const url of urls) {
      const results: PageAudit[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(summarize(await lighthouseRun(url, chrome.port)));
      }
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = results[Math.floor(results.length / 2)];
      if (median) audits.push(median);
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
