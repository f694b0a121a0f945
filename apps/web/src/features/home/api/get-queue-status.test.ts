import { queueStatusSchema } from '@idealens/shared/analysis';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyField, expectAgreement, mostly } from '../../../test/contract-agreement.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { getQueueStatus, queueStatusShape } from './get-queue-status.ts';

describe('the queue status', () => {
  it('is read as the contract has it', () => {
    const count = mostly(fc.nat());
    const queue = fc.record(
      {
        queuedTasks: count,
        processingTasks: count,
        averageProcessingMs: count,
        estimatedWaitMs: count,
        extra: anyField,
      },
      {
        requiredKeys: ['queuedTasks', 'processingTasks', 'averageProcessingMs', 'estimatedWaitMs'],
      },
    );
    expectAgreement(
      queueStatusShape,
      queueStatusSchema,
      fc.oneof(
        fc.record({ queue, extra: anyField }, { requiredKeys: ['queue'] }),
        fc.record({ queue: mostly(queue) }, { requiredKeys: [] }),
      ),
    );
  });

  it('fails as an invalid response when the answer breaks the contract', async () => {
    stubFetch({
      'GET /api/analysis/queue-status': {
        body: {
          queue: {
            queuedTasks: -1,
            processingTasks: 0,
            averageProcessingMs: 0,
            estimatedWaitMs: 0,
          },
        },
      },
    });
    await expect(getQueueStatus()).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
    });
  });
});
