import { describe, expect, it } from 'vitest';
import { anonymousTasks } from '../../../lib/anonymous-tasks.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { submitAnalysis } from './submit-analysis.ts';

// Issue 19: a quick analysis made before signing up was lost at sign-up. The browser keeps each
// anonymous submission's claim token; once signed in, the new account claims those tasks (the
// claim itself: features/tasks/api/claim-anonymous-tasks.test.tsx).

const FIRST = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SECOND = '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

describe('submitting an idea anonymously', () => {
  it('keeps the claim token an anonymous submission answers, newest first', async () => {
    let next = 0;
    stubFetch({
      'POST /api/analysis/submit': () => {
        next += 1;
        return {
          body: {
            taskId: next === 1 ? FIRST : SECOND,
            status: 'queued',
            queuePosition: 0,
            estimatedCompletionTime: null,
            claimToken: `token-${next}`,
          },
        };
      },
    });
    await submitAnalysis({ type: 'simple', data: { idea: 'A van that repairs bikes' } });
    await submitAnalysis({ type: 'simple', data: { idea: 'A tool library for renters' } });
    expect(anonymousTasks()).toEqual([
      { taskId: SECOND, claimToken: 'token-2' },
      { taskId: FIRST, claimToken: 'token-1' },
    ]);
  }, 15_000);
});
