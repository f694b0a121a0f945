import { describe, expect, it } from 'vitest';
import { INDUSTRY_OPTIONS } from './industry-options.ts';

// The module is generated from the knowledge base (apps/web/build/industry-options.ts): this
// fails when either changes without the other, so the picker never offers a market the analyst
// does not know, nor misses one it does.

type Entry = { id: string; name: { en: string; zh: string }; parent?: string };

const files = Object.values(
  import.meta.glob<Entry>('../../../../../packages/analyst/knowledge/industries/*.json', {
    eager: true,
    import: 'default',
  }),
);
const [order = []] = Object.values(
  import.meta.glob<string[]>('../../../../../packages/analyst/knowledge/industry-order.json', {
    eager: true,
    import: 'default',
  }),
);
const [general] = Object.values(
  import.meta.glob<Entry>('../../../../../packages/analyst/knowledge/general.json', {
    eager: true,
    import: 'default',
  }),
);

describe('industry options', () => {
  it('lists every industry and sub-niche of the knowledge base with its names and parent', () => {
    const fromFiles = files
      .map(({ id, name, parent }) => ({
        id,
        name: { en: name.en, zh: name.zh },
        parent: parent ?? null,
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const fromModule = INDUSTRY_OPTIONS.filter((option) => option.id !== 'general').sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    expect(fromModule).toEqual(fromFiles);
  });

  it("keeps the knowledge base's order and offers `general` last", () => {
    expect(order.length).toBeGreaterThan(50);
    expect(INDUSTRY_OPTIONS.slice(0, order.length).map((option) => option.id)).toEqual(order);
    expect(INDUSTRY_OPTIONS.at(-1)).toEqual({
      id: 'general',
      name: { en: general?.name.en, zh: general?.name.zh },
      parent: null,
    });
  });

  it('names a parent that is an industry of the list for every sub-niche', () => {
    const industries = new Set(
      INDUSTRY_OPTIONS.filter((option) => option.parent === null).map((option) => option.id),
    );
    for (const option of INDUSTRY_OPTIONS) {
      if (option.parent !== null) expect(industries.has(option.parent), option.id).toBe(true);
    }
  });
});
