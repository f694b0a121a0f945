import type { SimpleReportBody } from '@idealens/shared/simple-report';
import type { AnalysisEngine, AnalyzeOptions } from '../engine.ts';
import { composeSimpleReport } from './compose.ts';
import { detectSignals } from './detect.ts';
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
    async analyzeSimple(
      idea: string,
      { language, signal }: AnalyzeOptions,
    ): Promise<SimpleReportBody> {
      signal?.throwIfAborted();
      const signals = detectSignals(idea);
      return composeSimpleReport(signals, assess(signals), language);
    },
  };
}
