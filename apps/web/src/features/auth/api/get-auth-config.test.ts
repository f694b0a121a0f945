import { identityConfigSchema } from '@idealens/shared/user';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyField, expectAgreement, mostly } from '../../../test/contract-agreement.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { authConfigShape, getAuthConfig } from './get-auth-config.ts';

const CONFIG = {
  endpoint: 'http://127.0.0.1:3000',
  appId: 'idealens-web',
  resource: 'http://127.0.0.1:3000/api',
  builtIn: true,
};

describe('the sign-in configuration', () => {
  it('is read as the contract has it (its fields the web app uses)', () => {
    const contract = identityConfigSchema.pick({ endpoint: true, appId: true, resource: true });
    const field = mostly(fc.string());
    const fields = { endpoint: field, appId: field, resource: field };
    expectAgreement(
      authConfigShape,
      contract,
      fc.oneof(
        fc.record({ ...fields, builtIn: anyField, extra: anyField }),
        fc.record({ ...fields, builtIn: anyField }, { requiredKeys: [] }),
      ),
    );
  });

  it('comes from the server without a token, the fields the SDK needs and nothing else', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/config': { body: CONFIG } });
    await expect(getAuthConfig()).resolves.toEqual({
      endpoint: CONFIG.endpoint,
      appId: CONFIG.appId,
      resource: CONFIG.resource,
    });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('fails as an invalid response when the answer breaks the contract', async () => {
    stubFetch({ 'GET /api/auth/config': { body: { ...CONFIG, appId: 42 } } });
    await expect(getAuthConfig()).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
    });
  });
});
