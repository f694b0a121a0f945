import type { Brief, BriefReading } from '@idealens/shared/brief';
import type { ProgressReporter } from '../deep/progress.ts';
import type { AnalysisEngine, AnalyzeOptions, DeepReportDraft, SimpleDraft } from '../engine.ts';
import { briefFromSignals, readingFromSignals } from './brief.ts';
import { judgementCues } from './brief-cues.ts';
import { composeSimpleReport } from './compose.ts';
import { composeDeepReport } from './deep-compose.ts';
import { detectSignals } from './detect.ts';
import { followBrief } from './follow-brief.ts';
import { assess } from './score.ts';

export const OFFLINE_MODEL = 'offline-analyst-1';

/**
 * The offline analyst: reads industry, business model, regulation and text cues from the idea
 * with a bundled bilingual knowledge base, scores them and writes the report. Deterministic and
 * network-free, so a fresh checkout produces useful reports without any account or key.
 */
export function createOfflineEngine(): AnalysisEngine {
  return {
    kind: 'offline',
    model: OFFLINE_MODEL,
    async readBrief(idea: string, { language, signal }: AnalyzeOptions): Promise<BriefReading> {
      signal?.throwIfAborted();
      const signals = detectSignals(idea);
      return readingFromSignals(idea, signals, language);
    },
    async analyzeSimple(
      idea: string,
      given: Brief | undefined,
      { language, signal }: AnalyzeOptions,
    ): Promise<SimpleDraft> {
      signal?.throwIfAborted();
      const read = detectSignals(idea);
      const brief = given ?? briefFromSignals(idea, read, language);
      // A brief the user confirmed wins over the engine's own reading.
      const signals = given ? followBrief(read, given) : read;
      const { text } = read;
      const judgement = judgementCues(text);
      return {
        body: composeSimpleReport(signals, assess(signals, { brief, judgement, text }), language),
        brief,
      };
    },
    async analyzeDeep(
      idea: string,
      reading: BriefReading,
      { language, signal }: AnalyzeOptions,
      progress: ProgressReporter,
    ): Promise<DeepReportDraft> {
      // The same stages as the LLM engine: read the idea, look it up in the knowledge base, write.
      signal?.throwIfAborted();
      await progress.report('analyzing');
      const signals = followBrief(detectSignals(idea), reading.brief);
      const { text } = signals;
      const judgement = judgementCues(text);
      const assessment = assess(signals, { brief: reading.brief, judgement, text });
      await progress.report('analyzing', 1);
      signal?.throwIfAborted();
      await progress.report('researching');
      await progress.report('researching', 1);
      signal?.throwIfAborted();
      await progress.report('synthesizing');
      const draft = composeDeepReport(signals, assessment, language, reading.brief);
      await progress.report('synthesizing', 1);
      return draft;
    },
  };
}
