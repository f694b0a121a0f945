import { VERDICTS } from '@idealens/shared/full-report-terms';
import { LANGUAGES, type Language } from '@idealens/shared/simple-report';
import { Fragment, createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import enReport from '../../../../web/src/locales/en-US/report.json' with { type: 'json' };
import enResult from '../../../../web/src/locales/en-US/result.json' with { type: 'json' };
import zhReport from '../../../../web/src/locales/zh-CN/report.json' with { type: 'json' };
import zhResult from '../../../../web/src/locales/zh-CN/result.json' with { type: 'json' };
import { fill } from '../../pages/page-shell.ts';
import enShare from './locales/en-US.json' with { type: 'json' };
import zhShare from './locales/zh-CN.json' with { type: 'json' };
import type { SharedReportRow } from './repository.ts';

// The page a share link opens is the web app's own (index.html), which shows the report; the
// server only writes its head for this link: `noindex`, and the Open Graph tags a pasted link's
// preview reads (title, verdict, score). Every value goes through React, which escapes it (ADR 025).

const PRODUCT = 'IdeaLens';

// The verdict and feasibility words are the report page's own; the sentences around them are ours.
const texts = {
  'en-US': { report: enReport, result: enResult, share: enShare },
  'zh-CN': { report: zhReport, result: zhResult, share: zhShare },
} as const;

const FEASIBILITY_LEVELS = ['high', 'medium', 'low'] as const;

/** What a link's preview says. */
export interface SharePreview {
  language: Language;
  /** The report's title: the idea as its analysis named it. */
  title: string;
  /** Its verdict (or feasibility) and score, in its language. */
  description: string;
  /** The link itself. */
  url: string;
}

/** A value of `options` found at `path` in stored JSON, else undefined. */
function pick<Option extends string>(
  value: unknown,
  path: readonly string[],
  options: readonly Option[],
): Option | undefined {
  let found = value;
  for (const key of path) {
    found =
      found && typeof found === 'object' ? (found as Record<string, unknown>)[key] : undefined;
  }
  return options.find((option) => option === found);
}

/** The preview of a shared report, in the report's own language (a crawler says none). */
export function sharePreview(report: SharedReportRow, url: string): SharePreview {
  const content = report.analysis_content;
  const language = pick(content, ['meta', 'language'], LANGUAGES) ?? 'en-US';
  const { report: reportTexts, result, share } = texts[language];
  const score =
    report.composite_score === null
      ? undefined
      : new Intl.NumberFormat(language, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(report.composite_score);
  let description: string;
  if (report.report_type === 'deep') {
    const verdict = pick(content, ['investment_recommendation', 'verdict'], VERDICTS);
    const values = { verdict: reportTexts.verdict[verdict ?? 'pending'], score: score ?? '' };
    description = fill(score ? share.preview.deep : share.preview.deepUnscored, values);
  } else {
    const level = pick(content, ['core_analysis', 'feasibility_level'], FEASIBILITY_LEVELS);
    const values = {
      feasibility: level ? result.levels.feasibility[level] : reportTexts.verdict.pending,
      score: score ?? '',
    };
    description = fill(score ? share.preview.quick : share.preview.quickUnscored, values);
  }
  return { language, title: report.report_title, description, url };
}

const OG_LOCALES: Record<Language, string> = { 'en-US': 'en_US', 'zh-CN': 'zh_CN' };

/** The tags a share link's page adds to the head: `noindex` always, a preview when there is one. */
function headTags(preview: SharePreview | undefined): string {
  const tags: ReactElement[] = [h('meta', { key: 'robots', name: 'robots', content: 'noindex' })];
  if (preview) {
    tags.push(
      ...Object.entries({
        'og:type': 'article',
        'og:site_name': PRODUCT,
        'og:title': preview.title,
        'og:description': preview.description,
        'og:url': preview.url,
        'og:locale': OG_LOCALES[preview.language],
      }).map(([property, content]) => h('meta', { key: property, property, content })),
      h('meta', { key: 'twitter:card', name: 'twitter:card', content: 'summary' }),
    );
  }
  return renderToStaticMarkup(h(Fragment, null, ...tags));
}

/**
 * The web app's page (`shell`, its index.html) for a share link: with the report's language,
 * title and description and the preview's tags when the link stands, with `noindex` either way.
 */
export function sharedReportPageHtml(shell: string, preview: SharePreview | undefined): string {
  let html = shell;
  if (preview) {
    const title = fill(texts[preview.language].share.preview.title, { title: preview.title });
    html = html
      .replace(/<html lang="[^"]*"/, () => `<html lang="${preview.language}"`)
      .replace(/<title>[^<]*<\/title>/, () =>
        renderToStaticMarkup(h('title', null, `${title} · ${PRODUCT}`)),
      )
      .replace(/<meta\s+name="description"[^>]*>/, () =>
        renderToStaticMarkup(h('meta', { name: 'description', content: preview.description })),
      );
  }
  return html.replace(/<\/head>/, () => `${headTags(preview)}</head>`);
}
