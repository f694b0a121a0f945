import {
  type Brief,
  type BriefReading,
  type ClarifyingQuestion,
  type Confidence,
  MAX_PLAN_QUERIES,
  RED_FLAG_KINDS,
  type RedFlag,
  type ResearchQuery,
} from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import { GENERAL_INDUSTRY, INDUSTRIES } from '../offline/knowledge/industries.ts';
import { REGULATED_DOMAINS } from '../offline/knowledge/regulated-domains.ts';
import type { ModelBrief, ModelBriefReading } from './brief-schema.ts';

/**
 * What code does with a brief the model wrote, before anyone reads it: ids are mapped onto the
 * knowledge base (an unknown industry becomes `general` with low confidence, a sub-niche given as
 * the industry is split into its parent and itself), names of known entries come from the
 * knowledge base in the report's language, lists are cut to the shared schema's sizes, repeated
 * entries and research queries are dropped, and questions about fields the model is sure of go.
 */

/** An industry or sub-niche of the knowledge base, as the prompt lists it. */
export interface CatalogueIndustry {
  id: string;
  name: { en: string; zh: string };
  /** Set on a sub-niche: the industry it narrows. */
  parent?: string;
}

/**
 * The knowledge base's industries, each followed by its sub-niches, and `general` last. A
 * sub-niche is an entry whose `parent` names another, top-level entry (read defensively: an entry
 * whose parent is unknown counts as an industry of its own).
 */
export const INDUSTRY_CATALOGUE: readonly CatalogueIndustry[] = buildCatalogue();

function buildCatalogue(): CatalogueIndustry[] {
  const entries = INDUSTRIES.map((industry): CatalogueIndustry => {
    const parent: unknown = (industry as { parent?: unknown }).parent;
    return {
      id: industry.id,
      name: industry.name,
      ...(typeof parent === 'string' && parent !== industry.id ? { parent } : {}),
    };
  });
  const ids = new Set(entries.map((entry) => entry.id));
  const topLevel = (entry: CatalogueIndustry) =>
    entry.parent === undefined ||
    !ids.has(entry.parent) ||
    entries.find((e) => e.id === entry.parent)?.parent !== undefined;
  const industries = entries
    .filter(topLevel)
    .map(({ parent: _parent, ...industry }) => industry)
    .filter((entry) => entry.id !== GENERAL_INDUSTRY.id);
  const ordered = industries.flatMap((industry) => [
    industry,
    ...entries.filter((entry) => !topLevel(entry) && entry.parent === industry.id),
  ]);
  return [...ordered, { id: GENERAL_INDUSTRY.id, name: GENERAL_INDUSTRY.name }];
}

/** A catalogue of industries, indexed for lookups by id and by name. */
export interface IndustryIndex {
  byId: ReadonlyMap<string, CatalogueIndustry>;
  byName: ReadonlyMap<string, CatalogueIndustry>;
}

export function indexIndustries(catalogue: readonly CatalogueIndustry[]): IndustryIndex {
  return {
    byId: new Map(catalogue.map((entry) => [entry.id, entry])),
    byName: new Map(
      catalogue.flatMap((entry) => [
        [entry.name.en.trim().toLowerCase(), entry] as const,
        [entry.name.zh.trim(), entry] as const,
      ]),
    ),
  };
}

const KNOWLEDGE_BASE = indexIndustries(INDUSTRY_CATALOGUE);
const DOMAINS_BY_ID = new Map(REGULATED_DOMAINS.map((domain) => [domain.id as string, domain]));

type Lang = 'en' | 'zh';
const langOf = (language: Language): Lang => (language === 'zh-CN' ? 'zh' : 'en');

/** "Legal Tech", "legal_tech " → "legal-tech", the form ids take. */
function idKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** A stable id from any text: lowercase letters, digits and hyphens, at most 60 characters. */
export function slugId(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The catalogue entry an id (or, failing that, a name) of the model's stands for. */
function findIndustry(
  index: IndustryIndex,
  id: string,
  name?: string,
): CatalogueIndustry | undefined {
  const byName = (text: string) =>
    index.byName.get(text.trim().toLowerCase()) ?? index.byName.get(text.trim());
  return index.byId.get(idKey(id)) ?? byName(id) ?? (name === undefined ? undefined : byName(name));
}

const CONFIDENCE_RANK: Record<Confidence, number> = { high: 2, medium: 1, low: 0 };
function atMost(confidence: Confidence, cap: Confidence): Confidence {
  return CONFIDENCE_RANK[confidence] <= CONFIDENCE_RANK[cap] ? confidence : cap;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim() || text;

function uniqueTexts(texts: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const text of texts.map(tidy)) {
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.slice(0, max);
}

function normaliseIndustry(
  raw: ModelBrief['industry'],
  lang: Lang,
  index: IndustryIndex,
): Brief['industry'] {
  const named = (entry: CatalogueIndustry) => ({ id: entry.id, name: entry.name[lang] });
  const entry = (id: string) => index.byId.get(id) as CatalogueIndustry;
  const given = findIndustry(index, raw.id, raw.name);
  const givenSub = raw.subNiche
    ? findIndustry(index, raw.subNiche.id, raw.subNiche.name)
    : undefined;
  /** The model's own narrower market, kept when it is not an entry of the knowledge base. */
  const ownNiche = (exceptId: string) => {
    if (!raw.subNiche || givenSub) return null;
    const id = slugId(raw.subNiche.id) || slugId(raw.subNiche.name);
    return id && id !== exceptId ? { id, name: tidy(raw.subNiche.name) } : null;
  };

  // A sub-niche given as the industry: its parent is the industry.
  if (given?.parent) {
    return { ...named(entry(given.parent)), subNiche: named(given), confidence: raw.confidence };
  }
  if (given && given.id !== GENERAL_INDUSTRY.id) {
    const subNiche =
      givenSub?.parent === given.id ? named(givenSub) : givenSub ? null : ownNiche(given.id);
    return { ...named(given), subNiche, confidence: raw.confidence };
  }
  // No industry of the knowledge base, but a sub-niche of one: the sub-niche decides.
  if (givenSub?.parent) {
    return {
      ...named(entry(givenSub.parent)),
      subNiche: named(givenSub),
      confidence: atMost(raw.confidence, given ? raw.confidence : 'medium'),
    };
  }
  const general = named(entry(GENERAL_INDUSTRY.id));
  if (given) return { ...general, subNiche: ownNiche(general.id), confidence: raw.confidence };
  // An id the knowledge base does not know: "general", unsure, with the model's market kept as
  // the narrower market it named.
  const modelsMarket = slugId(raw.id) || slugId(raw.name);
  const subNiche =
    ownNiche(general.id) ??
    (modelsMarket && modelsMarket !== general.id
      ? { id: modelsMarket, name: tidy(raw.name) }
      : null);
  return { ...general, subNiche, confidence: 'low' };
}

function normaliseDomains(
  raw: ModelBrief['regulatedDomains'],
  lang: Lang,
): Brief['regulatedDomains'] {
  const seen = new Set<string>();
  const domains: Brief['regulatedDomains'] = [];
  raw.forEach((domain, index) => {
    const known = DOMAINS_BY_ID.get(idKey(domain.id));
    const id = known?.id ?? (slugId(domain.id) || slugId(domain.name) || `domain-${index + 1}`);
    if (seen.has(id)) return;
    seen.add(id);
    domains.push({ id, name: known ? known.name[lang] : tidy(domain.name) });
  });
  return domains.slice(0, 12);
}

const KIND_ORDER = new Map(RED_FLAG_KINDS.map((kind, index) => [kind, index]));

function normaliseRedFlags(raw: ModelBrief['redFlags']): RedFlag[] {
  const seen = new Set<string>();
  const flags: RedFlag[] = [];
  raw.forEach((flag, index) => {
    const id = slugId(flag.id) || `${flag.kind}-${index + 1}`;
    if (seen.has(id)) return;
    seen.add(id);
    flags.push({ kind: flag.kind, id, reason: tidy(flag.reason) });
  });
  return flags
    .sort((a, b) => (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0))
    .slice(0, 8);
}

/**
 * The model's brief, tidied and tied to the knowledge base (see the top of this file); `index`
 * is the knowledge base's industries unless a test gives its own.
 */
export function normaliseBrief(
  raw: ModelBrief,
  language: Language,
  index: IndustryIndex = KNOWLEDGE_BASE,
): Brief {
  const lang = langOf(language);
  return {
    summary: tidy(raw.summary),
    industry: normaliseIndustry(raw.industry, lang, index),
    users: { ...raw.users, description: tidy(raw.users.description) },
    payer: { ...raw.payer, description: tidy(raw.payer.description) },
    revenueModel: { ...raw.revenueModel, description: tidy(raw.revenueModel.description) },
    delivery: { kinds: [...new Set(raw.delivery.kinds)], confidence: raw.delivery.confidence },
    region: { ...raw.region, name: tidy(raw.region.name) },
    regulatedDomains: normaliseDomains(raw.regulatedDomains, lang),
    redFlags: normaliseRedFlags(raw.redFlags),
    unknowns: uniqueTexts(raw.unknowns, 8),
  };
}

/**
 * At most three questions, one per field, none about a field the brief is sure of ("high"), each
 * with at most five distinct suggestions.
 */
function normaliseQuestions(
  raw: ModelBriefReading['questions'],
  brief: Brief,
): ClarifyingQuestion[] {
  const fields = new Set<string>();
  const ids = new Set<string>();
  const questions: ClarifyingQuestion[] = [];
  for (const question of raw) {
    if (fields.has(question.field) || brief[question.field].confidence === 'high') continue;
    fields.add(question.field);
    let id = slugId(question.id) || question.field.toLowerCase();
    if (ids.has(id)) id = `${id}-${questions.length + 1}`;
    ids.add(id);
    questions.push({
      id,
      field: question.field,
      question: tidy(question.question),
      suggestions: uniqueTexts(question.suggestions, 5),
    });
  }
  return questions.slice(0, 3);
}

/** Distinct queries (spacing and case aside), in the model's order, at most MAX_PLAN_QUERIES. */
function normalisePlan(raw: ModelBriefReading['plan']): ResearchQuery[] {
  const seen = new Set<string>();
  const plan: ResearchQuery[] = [];
  for (const { area, query } of raw) {
    const text = query.replace(/\s+/g, ' ').trim().slice(0, 200).trim();
    const key = text.toLowerCase();
    if (text.length < 2 || seen.has(key)) continue;
    seen.add(key);
    plan.push({ area, query: text });
  }
  return plan.slice(0, MAX_PLAN_QUERIES);
}

/** The model's brief reading, tidied: the brief, its questions and its research plan. */
export function normaliseReading(
  raw: ModelBriefReading,
  language: Language,
  index: IndustryIndex = KNOWLEDGE_BASE,
): BriefReading {
  const brief = normaliseBrief(raw.brief, language, index);
  return {
    brief,
    questions: normaliseQuestions(raw.questions, brief),
    plan: normalisePlan(raw.plan),
  };
}
