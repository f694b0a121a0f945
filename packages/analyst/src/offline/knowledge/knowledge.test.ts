import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { BUSINESS_ANGLES } from './business-angles.ts';
import { BUSINESS_MODELS } from './business-models.ts';
import { CHANNELS } from './channels.ts';
import { competitorMarketMatches, GENERAL_INDUSTRY, INDUSTRIES } from './industries.ts';
import { industryFileIds, parseKnowledge, readKnowledgeJson } from './load.ts';
import { REGULATED_DOMAINS } from './regulated-domains.ts';
import {
  businessAnglesSchema,
  businessModelsSchema,
  channelsSchema,
  industryFileSchema,
  industryOrderSchema,
  industrySchema,
  regulatedDomainsSchema,
  subNicheSchema,
  textCuesSchema,
} from './schema.ts';
import type { Bilingual, Industry } from './types.ts';

const CJK = /[\u4e00-\u9fff]/;
const PLACEHOLDERS = new Set(['customer', 'competitors', 'supply', 'demand']);

/** Every Bilingual value reachable from an entry, with its path. */
function bilinguals(value: unknown, path = ''): Array<[string, Bilingual]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => bilinguals(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.zh === 'string')
      return [[path, record as unknown as Bilingual]];
    return Object.entries(record).flatMap(([key, child]) => bilinguals(child, `${path}.${key}`));
  }
  return [];
}

const ENTRIES: Array<[string, unknown]> = [
  ...INDUSTRIES.map((i) => [`industry ${i.id}`, i] as [string, unknown]),
  ['industry general', GENERAL_INDUSTRY],
  ...BUSINESS_MODELS.map((m) => [`model ${m.id}`, m] as [string, unknown]),
  ...REGULATED_DOMAINS.map((d) => [`regulation ${d.id}`, d] as [string, unknown]),
  ...[...BUSINESS_ANGLES].map(([id, a]) => [`angle ${id}`, a] as [string, unknown]),
  ...[...CHANNELS.values()].map((c) => [`channel ${c.id}`, c] as [string, unknown]),
];

/** Every industry and sub-niche file, as stored (before sub-niches take their parent's fields). */
const FILES = industryFileIds().map((id) => {
  const file = `industries/${id}.json`;
  const raw = readKnowledgeJson(file) as { id?: unknown; parent?: unknown };
  return { id, file, raw };
});
const ORDER = parseKnowledge(
  'industry-order.json',
  readKnowledgeJson('industry-order.json'),
  industryOrderSchema,
);
const BY_ID = new Map(INDUSTRIES.map((industry) => [industry.id, industry]));
const SUB_NICHES = INDUSTRIES.filter((industry) => industry.parent !== undefined);
const TOP_LEVEL = INDUSTRIES.filter((industry) => industry.parent === undefined);
/** The taxonomy the files follow: docs/knowledge-taxonomy.md. */
const TAXONOMY = readFileSync(
  new URL('../../../../../docs/knowledge-taxonomy.md', import.meta.url),
  'utf8',
);

const OTHER_FILES: Array<[string, ZodType]> = [
  ['general.json', industrySchema],
  ['industry-order.json', industryOrderSchema],
  ['business-angles.json', businessAnglesSchema],
  ['business-models.json', businessModelsSchema],
  ['regulated-domains.json', regulatedDomainsSchema],
  ['channels.json', channelsSchema],
  ['text-cues.json', textCuesSchema],
];

describe('knowledge files', () => {
  it.each(FILES.map(({ file, raw }) => [file, raw] as const))(
    '%s matches the industry schema',
    (file, raw) => {
      expect(() => parseKnowledge(file, raw, industryFileSchema(raw))).not.toThrow();
    },
  );

  it.each(OTHER_FILES)('%s matches its schema', (file, schema) => {
    expect(() => parseKnowledge(file, readKnowledgeJson(file), schema)).not.toThrow();
  });

  it('names the file and the field when an entry is misspelt or incomplete', () => {
    const pets = readKnowledgeJson('industries/pets.json') as Record<string, unknown>;
    const { customer, ...rest } = pets;
    expect(() =>
      parseKnowledge('industries/pets.json', { ...rest, custmer: customer }, industrySchema),
    ).toThrow(/industries\/pets\.json[\s\S]*custmer[\s\S]*customer/);
    const niche = readKnowledgeJson('industries/telemedicine.json') as Record<string, unknown>;
    expect(() =>
      parseKnowledge(
        'industries/telemedicine.json',
        { ...niche, competitors: 'Teladoc' },
        subNicheSchema,
      ),
    ).toThrow(/industries\/telemedicine\.json[\s\S]*competitors/);
    expect(() =>
      parseKnowledge(
        'industries/telemedicine.json',
        { ...niche, keywords: { en: ['telehealth, telemedicine'], zh: [] } },
        subNicheSchema,
      ),
    ).toThrow(/one keyword per item/);
    expect(() => readKnowledgeJson('industries/no-such-industry.json')).toThrow(
      /no-such-industry\.json/,
    );
  });

  it('names each file after the id inside it', () => {
    for (const { id, file, raw } of FILES) expect(raw.id, file).toBe(id);
  });

  it('lists every industry file in the order file, and only those', () => {
    expect([...ORDER].sort()).toEqual(FILES.map(({ id }) => id));
    expect(INDUSTRIES.map((industry) => industry.id)).toEqual(ORDER);
  });

  it('counts at least 80 industries and sub-niches, every one of the taxonomy', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).toBe(INDUSTRIES.length);
    const industries = TAXONOMY.match(/^Existing \(36\):([\s\S]*?)\n\n/m)?.[1] ?? '';
    const added = TAXONOMY.match(/^Added \(14\):([\s\S]*?)\n\n/m)?.[1] ?? '';
    const topLevel = `${industries},${added.replace(/\([^)]*\)/g, '')}`
      .split(/[,.]/)
      .map((id) => id.trim())
      .filter(Boolean);
    expect(topLevel).toHaveLength(50);
    expect(TOP_LEVEL.map((i) => i.id).sort()).toEqual([...topLevel].sort());
    const niches = [...TAXONOMY.matchAll(/^- ([a-z0-9-]+) → (.+)$/gm)].flatMap(([, parent, ids]) =>
      (ids ?? '').split(',').map((id) => [id.trim(), parent] as const),
    );
    expect(niches.length).toBeGreaterThanOrEqual(54);
    for (const [id, parent] of niches) expect(BY_ID.get(id)?.parent, id).toBe(parent);
    expect(SUB_NICHES).toHaveLength(niches.length);
  });

  it('gives every sub-niche an existing top-level parent, placed before it in the order', () => {
    for (const niche of SUB_NICHES) {
      const parent = BY_ID.get(niche.parent ?? '');
      expect(parent, niche.id).toBeDefined();
      expect(parent?.parent, niche.id).toBeUndefined();
      expect(ORDER.indexOf(parent?.id ?? ''), niche.id).toBeLessThan(ORDER.indexOf(niche.id));
    }
  });

  it('gives every sub-niche keywords of its own in both languages and its own competitors', () => {
    for (const { file, raw } of FILES) {
      if (raw.parent === undefined) continue;
      const niche = parseKnowledge(file, raw, subNicheSchema);
      expect(niche.keywords.en.length, file).toBeGreaterThanOrEqual(4);
      expect(niche.keywords.zh.length, file).toBeGreaterThanOrEqual(4);
      expect(niche.competitors.length, file).toBeGreaterThanOrEqual(3);
      expect(
        niche.competitors.some((c) => c.market !== 'china'),
        file,
      ).toBe(true);
    }
    const withChina = SUB_NICHES.filter((n) => n.competitors.some((c) => c.market === 'china'));
    expect(withChina.length).toBeGreaterThanOrEqual(SUB_NICHES.length - 3);
  });

  it('lets a sub-niche own its keywords: its parent no longer counts them, it counts its parent’s', () => {
    for (const niche of SUB_NICHES) {
      const parent = BY_ID.get(niche.parent ?? '') as Industry;
      for (const lang of ['en', 'zh'] as const) {
        expect(niche.keywords[lang], niche.id).toEqual(
          expect.arrayContaining([...parent.keywords[lang]]),
        );
        const siblings = SUB_NICHES.filter((s) => s.parent === parent.id && s.id !== niche.id);
        const own = niche.keywords[lang].filter((k) => !parent.keywords[lang].includes(k));
        expect(own.length, niche.id).toBeGreaterThan(0);
        for (const sibling of siblings) {
          const shared = own.filter(
            (k) => sibling.keywords[lang].includes(k) && !parent.keywords[lang].includes(k),
          );
          expect(shared, `${niche.id} and ${sibling.id}`).toEqual([]);
        }
      }
    }
  });

  it('fills what a sub-niche leaves out from its parent', () => {
    const food = BY_ID.get('pet-food-treats') as Industry;
    const pets = BY_ID.get('pets') as Industry;
    expect(food.channels).toEqual(pets.channels);
    expect(food.sides).toEqual(pets.sides);
    expect(food.baseScore).toBe(pets.baseScore);
    expect(food.customer).not.toEqual(pets.customer);
    expect(BUSINESS_ANGLES.get('veterinary-care')).toBe(BUSINESS_ANGLES.get('pets'));
  });

  it('names each competitor once per entry', () => {
    for (const entry of [...INDUSTRIES, ...BUSINESS_ANGLES.values()]) {
      const where = 'id' in entry ? entry.id : entry.customer.en;
      const en = entry.competitors.map((c) => c.name.en.toLowerCase());
      const zh = entry.competitors.map((c) => c.name.zh);
      expect(new Set(en).size, where).toBe(en.length);
      expect(new Set(zh).size, where).toBe(zh.length);
    }
  });

  it('matches US and European competitors to the worldwide market, Chinese ones to China', () => {
    expect(competitorMarketMatches('us', 'global')).toBe(true);
    expect(competitorMarketMatches('europe', 'global')).toBe(true);
    expect(competitorMarketMatches('global', 'global')).toBe(true);
    expect(competitorMarketMatches('china', 'global')).toBe(false);
    expect(competitorMarketMatches('china', 'china')).toBe(true);
    expect(competitorMarketMatches('us', 'china')).toBe(false);
  });
});

describe('knowledge base', () => {
  it.each(INDUSTRIES.map((i) => [i.id, i] as const))(
    '%s is complete in both languages',
    (_id, industry) => {
      expect(industry.keywords.en.length).toBeGreaterThan(3);
      expect(industry.keywords.zh.length).toBeGreaterThan(3);
      expect(industry.competitors.length).toBeGreaterThanOrEqual(3);
      expect(industry.challenges.length).toBeGreaterThanOrEqual(2);
      expect(industry.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(industry.risks.length).toBeGreaterThanOrEqual(1);
      expect(industry.channels.length).toBeGreaterThanOrEqual(2);
      expect(industry.baseScore).toBeGreaterThan(4);
      expect(industry.baseScore).toBeLessThan(7.5);
      for (const id of industry.channels) expect(CHANNELS.has(id)).toBe(true);
    },
  );

  it('writes every text in both languages, with Chinese in the zh half', () => {
    for (const [name, entry] of ENTRIES) {
      for (const [path, text] of bilinguals(entry)) {
        const where = `${name}${path}`;
        expect(text.en.trim(), where).not.toBe('');
        expect(text.zh.trim(), where).not.toBe('');
        expect(CJK.test(text.en), `${where} (en has Chinese)`).toBe(false);
        // Names such as "Keep" or "Peloton" are the same in both languages.
        if (!path.includes('.name'))
          expect(CJK.test(text.zh), `${where} (zh has no Chinese)`).toBe(true);
      }
    }
  });

  it('uses only placeholders the composer fills, the same ones in both languages', () => {
    for (const [name, entry] of ENTRIES) {
      for (const [path, text] of bilinguals(entry)) {
        const en = [...text.en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const zh = [...text.zh.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(zh, `${name}${path}`).toEqual(en);
        for (const placeholder of en)
          expect(PLACEHOLDERS.has(placeholder ?? ''), `${name}${path}`).toBe(true);
      }
    }
  });

  it('names real competitors in both markets for most industries', () => {
    const withChina = INDUSTRIES.filter((i) => i.competitors.some((c) => c.market === 'china'));
    expect(withChina.length).toBeGreaterThanOrEqual(30);
    const all = INDUSTRIES.flatMap((i) => i.competitors.map((c) => c.name.en));
    expect(all).toEqual(
      expect.arrayContaining([
        'Peloton',
        'Strava',
        'Keep',
        'DoorDash',
        'Uber Eats',
        'Duolingo',
        'Coursera',
      ]),
    );
    const zhNames = INDUSTRIES.flatMap((i) => i.competitors.map((c) => c.name.zh));
    expect(zhNames).toEqual(expect.arrayContaining(['美团', '饿了么', '作业帮']));
  });

  it('gives every business angle an existing industry and triggers', () => {
    const ids = new Set(INDUSTRIES.map((i) => i.id));
    for (const [id, angle] of BUSINESS_ANGLES) {
      expect(ids.has(id), id).toBe(true);
      expect(angle.triggers.en.length + angle.triggers.zh.length).toBeGreaterThan(0);
      expect(angle.competitors.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('names concrete rules for every regulated domain', () => {
    const byId = new Map(REGULATED_DOMAINS.map((d) => [d.id, d]));
    expect(byId.get('health')?.challenge.en).toMatch(/HIPAA/);
    expect(byId.get('health')?.challenge.zh).toMatch(/个人信息保护法/);
    expect(byId.get('minors')?.challenge.en).toMatch(/COPPA/);
    expect(byId.get('finance')?.challenge.en).toMatch(/KYC\/AML/);
    expect(byId.get('personal-data')?.challenge.en).toMatch(/GDPR\/CCPA/);
    for (const domain of REGULATED_DOMAINS) expect(domain.regionIssues.length).toBeGreaterThan(0);
  });
});
