import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FADE_IN_DELAY_MS, useFadeIn } from './use-fade-in.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('report fade-in', () => {
  it('shows the report 100 ms after it loads (spec §9)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFadeIn());
    expect(FADE_IN_DELAY_MS).toBe(100);
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
