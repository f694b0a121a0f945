import type { Brief } from '@idealens/shared/brief';
import type { IdeaSignals } from './detect.ts';
import { competitorMarketMatches, GENERAL_INDUSTRY, INDUSTRIES } from './knowledge/industries.ts';
import { REGULATED_DOMAINS } from './knowledge/regulated-domains.ts';
import type { Market } from './knowledge/types.ts';

/**
 * The idea's signals as a brief the user confirmed says they are: the market they chose (a
 * sub-niche or an industry of the knowledge base) with its competitors, the region's market, and
 * the users they named. The offline analyst then writes every section from the corrected
 * reading, so a changed industry changes the competitors, risks and roadmap. Fields the user did
 * not change (`setByUser`) keep what the idea says.
 */
export function followBrief(signals: IdeaSignals, brief: Brief): IdeaSignals {
  const set = new Set(brief.setByUser ?? []);
  const wanted = brief.industry.subNiche?.id ?? brief.industry.id;
  const entry =
    wanted === GENERAL_INDUSTRY.id
      ? GENERAL_INDUSTRY
      : INDUSTRIES.find((industry) => industry.id === wanted);
  const market: Market =
    set.has('region') && brief.region.code !== 'global'
      ? brief.region.code === 'china'
        ? 'china'
        : 'global'
      : signals.market;
  const changedIndustry = entry !== undefined && entry.id !== signals.industry.id;
  const industry = changedIndustry ? entry : signals.industry;
  const competitors = changedIndustry
    ? [...entry.competitors].sort(
        (a, b) =>
          Number(competitorMarketMatches(b.market, market)) -
          Number(competitorMarketMatches(a.market, market)),
      )
    : signals.competitors;
  // The rules the idea's words raise stay; those its old industry implied give way to the new one's.
  const regulations = changedIndustry
    ? [
        ...signals.regulations.filter((r) => r.matched.length > 0),
        ...REGULATED_DOMAINS.filter(
          (domain) =>
            entry.regulations?.includes(domain.id) &&
            !signals.regulations.some((r) => r.matched.length > 0 && r.domain.id === domain.id),
        ).map((domain) => ({
          domain,
          severity: (market === 'china' && domain.severityInChina) || domain.severity,
          matched: [],
        })),
      ]
    : signals.regulations;
  return {
    ...signals,
    market,
    industry,
    regulations,
    // A business angle belongs to the industry it was read for.
    angle: changedIndustry ? undefined : signals.angle,
    competitors,
    customer: set.has('users') ? brief.users.description : signals.customer,
    customerIsBuyer: set.has('users') || set.has('payer') ? true : signals.customerIsBuyer,
  };
}
