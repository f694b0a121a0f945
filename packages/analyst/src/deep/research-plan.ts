import {
  type Brief,
  RESEARCH_AREAS,
  type ResearchArea,
  type ResearchQuery,
} from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';

/** Where a query came from: the plan (approved by the user or proposed by the analyst), or the follow-up round. */
export type QueryOrigin = 'plan' | 'follow-up';

export interface PlannedQuery extends ResearchQuery {
  origin: QueryOrigin;
}

/** The most searches a proposed plan runs (an approved plan runs as approved, up to its own limit). */
export const MAX_PLAN_SEARCHES = 6;
/** A plan has at least this many queries: the code fills the gaps. */
export const MIN_PLAN_QUERIES = 3;

/** The areas every deep analysis researches; regulation too when the brief names a regulated domain. */
function coreAreas(brief: Brief): ResearchArea[] {
  return brief.regulatedDomains.length > 0 || brief.redFlags.length > 0
    ? ['competitors', 'demand', 'regulation']
    : ['competitors', 'demand', 'pricing'];
}

/** The country a search should favour, as Tavily names it, from the brief's region. */
export function searchCountry(brief: Brief): string | undefined {
  if (brief.region.code === 'us') return 'united states';
  if (brief.region.code === 'china') return 'china';
  return undefined;
}

/** Written in Chinese when it holds Han characters: SearXNG is asked in that language. */
export function queryLanguage(query: string): Language {
  return /\p{Script=Han}/u.test(query) ? 'zh-CN' : 'en-US';
}

const AREA_WORDS: Record<Language, Record<ResearchArea, string>> = {
  'en-US': {
    competitors: 'competitors startups',
    demand: 'market size demand',
    regulation: 'regulation licence requirements',
    pricing: 'pricing plans',
    channels: 'customer acquisition channels',
    technology: 'technology vendors',
  },
  'zh-CN': {
    competitors: '竞争对手 创业公司',
    demand: '市场规模 需求',
    regulation: '监管 资质 许可',
    pricing: '定价 收费',
    channels: '获客渠道',
    technology: '技术方案',
  },
};

/** The words a query of `area` is made of: what the idea is, what the area asks, where. */
function codeQuery(brief: Brief, area: ResearchArea, language: Language, variant = 0): string {
  const subject = brief.industry.subNiche?.name ?? brief.industry.name;
  const domain = brief.regulatedDomains[0]?.name;
  const topic = area === 'regulation' && domain ? domain : subject;
  const region = brief.region.code === 'global' ? '' : brief.region.name;
  // A follow-up asks differently: the users instead of the industry, without the region.
  const parts =
    variant === 0
      ? [topic, AREA_WORDS[language][area], region]
      : [brief.users.description, topic, AREA_WORDS[language][area]];
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 200).trim();
}

const key = (query: string) => query.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The queries a deep analysis runs first. An approved plan runs exactly as approved, in its order.
 * A proposed plan runs its distinct queries (spacing and case aside), at most MAX_PLAN_SEARCHES,
 * each core area it covers included wherever it stands, the core areas it leaves out filled in
 * by code before its extra queries, so that at least MIN_PLAN_QUERIES run.
 */
export function planQueries(
  plan: readonly ResearchQuery[],
  brief: Brief,
  { approved, language }: { approved: boolean; language: Language },
): PlannedQuery[] {
  if (approved) return plan.map((step) => ({ ...step, origin: 'plan' }));
  const seen = new Set<string>();
  const queries: PlannedQuery[] = [];
  const add = (step: ResearchQuery) => {
    const query = step.query.replace(/\s+/g, ' ').trim();
    if (!query || seen.has(key(query)) || queries.length >= MAX_PLAN_SEARCHES) return;
    seen.add(key(query));
    queries.push({ area: step.area, query, origin: 'plan' });
  };
  // Duplicates are set aside first, so they take no room from the plan's distinct queries.
  const distinct = plan.filter(
    (step, index) =>
      key(step.query) !== '' &&
      plan.findIndex((other) => key(other.query) === key(step.query)) === index,
  );
  const core = coreAreas(brief);
  const missing = core.filter((area) => !distinct.some((step) => step.area === area));
  // The first query of each core area the plan covers is kept wherever it stands; room is kept
  // for the missing core areas, which come before the plan's extra queries.
  const leading = new Set(
    core.flatMap((area) => distinct.filter((step) => step.area === area).slice(0, 1)),
  );
  let extraRoom = MAX_PLAN_SEARCHES - core.length;
  for (const step of distinct) {
    if (leading.has(step)) add(step);
    else if (extraRoom > 0) {
      extraRoom -= 1;
      add(step);
    }
  }
  for (const area of missing) add({ area, query: codeQuery(brief, area, language) });
  for (const area of RESEARCH_AREAS) {
    if (queries.length >= MIN_PLAN_QUERIES) break;
    add({ area, query: codeQuery(brief, area, language) });
  }
  return queries;
}

/**
 * The follow-up round: one query, asked differently, for each area whose searches all failed or
 * found nothing, at most `room` of them.
 */
export function followUpQueries(
  ran: readonly { area: ResearchArea; query: string; results: number }[],
  brief: Brief,
  { language, room }: { language: Language; room: number },
): PlannedQuery[] {
  const asked = new Set(ran.map((step) => key(step.query)));
  const areas = [...new Set(ran.map((step) => step.area))].filter((area) =>
    ran.every((step) => step.area !== area || step.results === 0),
  );
  return areas
    .map((area) => ({
      area,
      query: codeQuery(brief, area, language, 1),
      origin: 'follow-up' as const,
    }))
    .filter((step) => !asked.has(key(step.query)))
    .slice(0, Math.max(room, 0));
}
