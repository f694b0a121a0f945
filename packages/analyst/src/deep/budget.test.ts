import { describe, expect, test } from 'vitest';
import { AnalysisError } from '../engine.ts';
import { ResearchBudget } from './budget.ts';

describe('ResearchBudget', () => {
  test('allows model calls up to the limit, then fails with a message fit to show', () => {
    const budget = new ResearchBudget({ maxModelCalls: 2 });
    budget.beforeModelCall();
    budget.beforeModelCall();
    expect(() => budget.beforeModelCall()).toThrow(AnalysisError);
    expect(() => budget.beforeModelCall()).toThrow(/spending limit/);
    expect(budget.modelCalls).toBe(2);
  });

  test('refuses the next call once the tokens are spent', () => {
    const budget = new ResearchBudget({ maxTokens: 1_000 });
    budget.beforeModelCall();
    budget.spendTokens(1_200);
    expect(() => budget.beforeModelCall()).toThrow(/spending limit/);
  });

  test('grants searches up to the limit, across rounds', () => {
    const budget = new ResearchBudget({ maxSearches: 7 });
    expect(budget.takeSearches(5)).toBe(5);
    expect(budget.takeSearches(5)).toBe(2);
    expect(budget.takeSearches(1)).toBe(0);
  });

  test('after the deadline nothing more runs, and the failure is not retried', () => {
    const budget = new ResearchBudget({ deadlineMs: 1_000 }, Date.now() - 2_000);
    expect(budget.remainingMs()).toBe(0);
    expect(budget.takeSearches(3)).toBe(0);
    try {
      budget.beforeModelCall();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AnalysisError);
      expect((error as AnalysisError).retryable).toBe(false);
      expect((error as Error).message).toMatch(/ran out of time/);
    }
  });
});
