// The evaluation set of `npm run eval:deep`: the ideas (ideas.json) and the search results
// recorded for their plans (searches/<idea id>.json), read and held to the set's own rules so a
// broken fixture stops the run instead of skewing its figures.
import { readdirSync, readFileSync } from 'node:fs';
import {
  AUDIENCE_KINDS,
  DELIVERY_KINDS,
  PAYER_KINDS,
  REGIONS,
  RESEARCH_AREAS,
  REVENUE_MODELS,
} from '@idealens/shared/brief';
import { languageSchema } from '@idealens/shared/simple-report';
import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * One idea of the set: its text and language, what a careful reader would put in its brief (the
 * scripted model writes it; a real model writes its own), and the plan its searches were recorded for.
 */
const evalIdeaSchema = z.object({
  id: z.string().regex(/^(en|zh)-[a-z0-9-]+$/),
  language: languageSchema,
  idea: text,
  brief: z.object({
    industry: text,
    users: z.object({ kind: z.enum(AUDIENCE_KINDS), description: text }),
    payer: z.object({ kind: z.enum(PAYER_KINDS), description: text }),
    revenue: z.object({ kind: z.enum(REVENUE_MODELS), description: text }),
    delivery: z.array(z.enum(DELIVERY_KINDS)).min(1),
    region: z.object({ code: z.enum(REGIONS), name: text }),
    regulated: z.array(text),
  }),
  plan: z.array(z.object({ area: z.enum(RESEARCH_AREAS), query: text })).min(3),
});
export type EvalIdea = z.infer<typeof evalIdeaSchema>;

/** A recorded result: what Tavily answers, its page text included (`raw_content`). */
const recordedHitSchema = z.object({
  title: text,
  url: z.url({ protocol: /^https$/ }),
  content: text,
  pageText: z.string().min(300).max(1_500),
});

const recordedSearchSchema = z.object({
  query: text,
  results: z.array(recordedHitSchema),
});
export type RecordedSearch = z.infer<typeof recordedSearchSchema>;

/** The set's make-up, as issue 18 asks for it. */
const MIN_IDEAS = 30;
const MIN_CHINESE_SHARE = 0.4;

export interface EvalSet {
  ideas: EvalIdea[];
  /** Each idea's recorded searches, by idea id. */
  searches: Map<string, RecordedSearch[]>;
}

const HERE = new URL('./', import.meta.url);

/**
 * Reads the set and checks it: at least 30 ideas, at least 40 % of them in Chinese, distinct ids,
 * and every planned query recorded (a recording may hold no results, as a real search may find none).
 * Throws with every problem listed.
 */
export function loadEvalSet(): EvalSet {
  const ideas = z
    .array(evalIdeaSchema)
    .parse(JSON.parse(readFileSync(new URL('ideas.json', HERE), 'utf8')));
  const searches = new Map<string, RecordedSearch[]>();
  for (const file of readdirSync(new URL('searches/', HERE))) {
    if (!file.endsWith('.json')) continue;
    const recorded = z
      .array(recordedSearchSchema)
      .parse(JSON.parse(readFileSync(new URL(`searches/${file}`, HERE), 'utf8')));
    searches.set(file.slice(0, -'.json'.length), recorded);
  }

  const problems: string[] = [];
  const ids = new Set<string>();
  for (const idea of ideas) {
    if (ids.has(idea.id)) problems.push(`${idea.id}: the id is used twice`);
    ids.add(idea.id);
    if (!idea.id.startsWith(idea.language === 'zh-CN' ? 'zh-' : 'en-')) {
      problems.push(`${idea.id}: the id does not start with its language`);
    }
    const recorded = new Set(searches.get(idea.id)?.map((search) => search.query));
    for (const { query } of idea.plan) {
      if (!recorded.has(query)) problems.push(`${idea.id}: no recording of "${query}"`);
    }
  }
  for (const id of searches.keys()) {
    if (!ids.has(id)) problems.push(`searches/${id}.json: no idea has this id`);
  }
  const chinese = ideas.filter((idea) => idea.language === 'zh-CN').length;
  if (ideas.length < MIN_IDEAS) problems.push(`${ideas.length} ideas, fewer than ${MIN_IDEAS}`);
  if (chinese < MIN_CHINESE_SHARE * ideas.length) {
    problems.push(`${chinese} of ${ideas.length} ideas in Chinese, under 40 %`);
  }
  if (problems.length > 0) {
    throw new Error(`The evaluation set is broken:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return { ideas, searches };
}
