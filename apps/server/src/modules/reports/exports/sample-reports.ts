import { createAnalyst } from '@idealens/analyst/analyst';
import type { DeepAnalysisResult } from '@idealens/shared/full-report';
import type { Language } from '@idealens/shared/simple-report';
import type { ExportableReport } from './exportable-report.ts';

// Real reports for the exports' tests and benchmark, written by the offline analyst. Its research
// cites bundled knowledge without addresses; a report researched on the web cites pages, so the
// deep samples also list the pages below, as the LLM engine's reports do.

export const SAMPLE_IDEAS = {
  deepEnglish:
    'A two-sided marketplace connecting busy dog owners with vetted local dog walkers in Austin',
  deepChinese: '为独立健身房老板提供会员流失预警的SaaS，自动提醒教练挽回快要流失的会员',
  quickEnglish:
    'B2B invoice automation SaaS for small accounting firms that saves 10 hours a month',
} as const;

export const SAMPLE_WEB_SOURCES = [
  {
    title: 'U.S. Census Bureau: County Business Patterns',
    url: 'https://www.census.gov/programs-surveys/cbp.html',
  },
  {
    title: 'Statista: pet care services market',
    url: 'https://www.statista.com/topics/1258/pet-care-services/',
  },
  { title: 'Rover: how it works', url: 'https://www.rover.com/how-it-works/' },
] as const;

/** A deep report as if its research had also cited web pages (with their addresses). */
function withWebSources(result: DeepAnalysisResult): DeepAnalysisResult {
  const sources = [...SAMPLE_WEB_SOURCES];
  return {
    ...result,
    search_performed: {
      ...result.search_performed,
      searches_conducted: sources.length,
      data_sources: [...result.search_performed.data_sources, ...sources],
    },
    meta: { ...result.meta, sources: [...result.meta.sources, ...sources] },
  };
}

const analyst = createAnalyst({ engine: 'offline' });

async function deepReport(idea: string, language: Language): Promise<ExportableReport> {
  const result = withWebSources(await analyst.analyzeDeep(idea, { language }));
  return {
    title: result.meta.title,
    idea,
    createdAt: result.meta.timestamp,
    content: { type: 'deep', result },
  };
}

async function quickReport(idea: string, language: Language): Promise<ExportableReport> {
  const result = await analyst.analyzeSimple(idea, { language });
  return {
    title: idea.slice(0, 60),
    idea,
    createdAt: result.meta.timestamp,
    content: { type: 'simple', result },
  };
}

/** A deep report in English, one in Chinese, and a quick report in English. */
export async function sampleReports() {
  return {
    deepEnglish: await deepReport(SAMPLE_IDEAS.deepEnglish, 'en-US'),
    deepChinese: await deepReport(SAMPLE_IDEAS.deepChinese, 'zh-CN'),
    quickEnglish: await quickReport(SAMPLE_IDEAS.quickEnglish, 'en-US'),
  };
}
