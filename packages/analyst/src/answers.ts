import type { Brief, BriefAnswer, BriefField } from '@idealens/shared/brief';
import { DELIVERY_KINDS, REGIONS, REVENUE_MODELS } from '@idealens/shared/brief';
import { DELIVERY_TEXT, REGION_TEXT, REVENUE_TEXT } from './offline/brief-text.ts';
import { INDUSTRIES } from './offline/knowledge/industries.ts';
import type { Bilingual } from './offline/knowledge/types.ts';
import { hasCjk } from './offline/text.ts';

/**
 * The answers a user gave to the clarifying questions, applied to the brief they confirmed: an
 * answer about who uses or who pays becomes that field's description; an answer about the
 * market, the revenue model, the region or what is delivered sets that field when it names one
 * of the analyst's own choices (the suggestions it offered, in either language). A field the user
 * set by hand keeps what they set; every field an answer sets is marked "set by you".
 */
export function applyAnswers(brief: Brief, answers: readonly BriefAnswer[] | undefined): Brief {
  let next = brief;
  for (const { field, answer } of answers ?? []) {
    if (!field || next.setByUser?.includes(field)) continue;
    const applied = applyAnswer(next, field, answer.trim());
    if (applied) next = { ...applied, setByUser: [...(applied.setByUser ?? []), field] };
  }
  return next;
}

/** The value of `choices` whose name (in either language, any case) is the answer. */
function choiceNamed<K extends string>(
  answer: string,
  choices: readonly K[],
  names: Record<K, Bilingual>,
): K | undefined {
  const said = normalise(answer);
  return choices.find(
    (choice) => normalise(names[choice].en) === said || normalise(names[choice].zh) === said,
  );
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/[.。!！]$/u, '')
    .trim();
}

function applyAnswer(brief: Brief, field: BriefField, answer: string): Brief | undefined {
  const lang = hasCjk(answer) ? 'zh' : 'en';
  switch (field) {
    case 'users':
      return { ...brief, users: { ...brief.users, description: answer, confidence: 'high' } };
    case 'payer':
      return { ...brief, payer: { ...brief.payer, description: answer, confidence: 'high' } };
    case 'revenueModel': {
      const kind = choiceNamed(answer, REVENUE_MODELS, REVENUE_TEXT);
      return kind
        ? {
            ...brief,
            revenueModel: { kind, description: REVENUE_TEXT[kind][lang], confidence: 'high' },
          }
        : undefined;
    }
    case 'region': {
      const code = choiceNamed(answer, REGIONS, REGION_TEXT);
      return code
        ? {
            ...brief,
            region: { code, name: REGION_TEXT[code][lang], stated: true, confidence: 'high' },
          }
        : undefined;
    }
    case 'delivery': {
      const kind = choiceNamed(answer, DELIVERY_KINDS, DELIVERY_TEXT);
      return kind ? { ...brief, delivery: { kinds: [kind], confidence: 'high' } } : undefined;
    }
    case 'industry': {
      const said = normalise(answer);
      const industry = INDUSTRIES.find(
        (entry) =>
          !entry.parent && [entry.name.en, entry.name.zh].some((n) => normalise(n) === said),
      );
      return industry
        ? {
            ...brief,
            industry: {
              id: industry.id,
              name: industry.name[lang],
              subNiche: null,
              confidence: 'high',
            },
          }
        : undefined;
    }
  }
}
