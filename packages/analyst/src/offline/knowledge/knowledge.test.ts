import { describe, expect, it } from 'vitest';
import { BUSINESS_ANGLES } from './business-angles.ts';
import { BUSINESS_MODELS } from './business-models.ts';
import { CHANNELS } from './channels.ts';
import { GENERAL_INDUSTRY, INDUSTRIES } from './industries.ts';
import { REGULATED_DOMAINS } from './regulated-domains.ts';
import type { Bilingual } from './types.ts';

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

describe('knowledge base', () => {
  it('covers at least 25 industries with unique ids', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).toBe(INDUSTRIES.length);
  });

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
