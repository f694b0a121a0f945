import type { Language } from '@idealens/shared/simple-report';
import { context, type Lang } from './compose.ts';
import { detectSignals, type IdeaSignals } from './detect.ts';
import type { Bilingual } from './knowledge/types.ts';

/** What the offline analyst cites: its bundled knowledge, named as such and never linked. */
export interface KnowledgeSource {
  title: string;
  content: string;
}

const SOURCE_TITLE: Bilingual = {
  en: 'IdeaLens offline knowledge base: {topic}',
  zh: 'IdeaLens 离线知识库：{topic}',
};

const LEVEL_WORDS: Record<Lang, Record<'high' | 'medium' | 'low', string>> = {
  en: { high: 'intense', medium: 'moderate', low: 'limited' },
  zh: { high: '激烈', medium: '中等', low: '较少' },
};

const CONTENT: Record<string, Bilingual> = {
  competition: { en: 'Competition: {level}.', zh: '竞争程度：{level}。' },
  competitors: { en: 'Known competitors: {list}.', zh: '主要竞争者：{list}。' },
  competitor: {
    en: '{name} ({strength}; weakness: {weakness})',
    zh: '{name}（{strength}；短板：{weakness}）',
  },
  regions: { en: 'Rules by region: {list}.', zh: '各地区规则：{list}。' },
};

/** The title a bundled knowledge entry is cited under, in the report's language. */
export function knowledgeSourceTitle(topic: Bilingual, language: Language): string {
  const lang: Lang = language === 'zh-CN' ? 'zh' : 'en';
  return SOURCE_TITLE[lang].replace('{topic}', topic[lang]);
}

function sentence(template: Bilingual, lang: Lang, vars: Record<string, string>): string {
  return template[lang].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function competitorList(signals: IdeaSignals, lang: Lang) {
  const separator = lang === 'en' ? '; ' : '；';
  return signals.competitors
    .map((c) =>
      sentence(CONTENT.competitor as Bilingual, lang, {
        name: c.name[lang],
        strength: c.strength[lang],
        weakness: c.weakness[lang],
      }),
    )
    .join(separator);
}

/**
 * The knowledge entries an idea (or a search query) touches, as citable sources: its industry
 * (or the business angle it sells to) with demand, pain, competition and competitors; then its
 * regulated domains and business models. Empty when the text matches nothing in the knowledge base.
 */
export function knowledgeSourcesFor(signals: IdeaSignals, language: Language): KnowledgeSource[] {
  const ctx = context(signals, language);
  const { lang, t } = ctx;
  const gap = lang === 'en' ? ' ' : '';
  const sources: KnowledgeSource[] = [];

  if (signals.industries.length > 0) {
    const framing = signals.angle ?? signals.industry;
    sources.push({
      title: knowledgeSourceTitle(signals.industry.name, language),
      content: [
        t(framing.demand),
        `${capitalize(framing.problem[lang])}${lang === 'en' ? '.' : '。'}`,
        sentence(CONTENT.competition as Bilingual, lang, {
          level: LEVEL_WORDS[lang][signals.industry.competition],
        }),
        signals.competitors.length > 0
          ? sentence(CONTENT.competitors as Bilingual, lang, {
              list: competitorList(signals, lang),
            })
          : '',
      ]
        .filter(Boolean)
        .join(gap),
    });
  }
  for (const { domain } of signals.regulations) {
    sources.push({
      title: knowledgeSourceTitle(domain.name, language),
      content: [
        domain.challenge[lang],
        sentence(CONTENT.regions as Bilingual, lang, {
          list: domain.regionIssues.map((issue) => issue[lang]).join(lang === 'en' ? '; ' : '；'),
        }),
      ].join(gap),
    });
  }
  for (const { model, matched } of signals.models) {
    // Models the industry merely implies add nothing the industry entry does not say.
    if (matched.length === 0) continue;
    sources.push({
      title: knowledgeSourceTitle(model.name, language),
      content: [t(model.challenge), t(model.suggestion)].filter(Boolean).join(gap),
    });
  }
  return sources;
}

/** A search over the bundled knowledge: what the query's words point at. */
export function searchKnowledge(query: string, language: Language): KnowledgeSource[] {
  return knowledgeSourcesFor(detectSignals(query), language);
}
