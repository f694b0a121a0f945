import { describe, expect, it } from 'vitest';
import { createAccessTokenGate } from './access-token-gate.ts';

describe('access token gate', () => {
  it('holds calls until it is opened, then answers from the source', async () => {
    const gate = createAccessTokenGate();
    let settled = false;
    const pending = gate.getAccessToken().then((token) => {
      settled = true;
      return token;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    gate.open(async () => 'token-1');
    expect(await pending).toBe('token-1');
    expect(await gate.getAccessToken()).toBe('token-1');
  });

  it('answers null once opened without a source', async () => {
    const gate = createAccessTokenGate();
    gate.open(null);
    expect(await gate.getAccessToken()).toBeNull();
  });

  it('follows the latest source', async () => {
    const gate = createAccessTokenGate();
    gate.open(async () => 'old');
    gate.open(async () => 'new');
    expect(await gate.getAccessToken()).toBe('new');
  });
});
