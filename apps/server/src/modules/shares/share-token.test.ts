import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashShareToken,
  isShareTokenShaped,
  newShareToken,
  sealShareToken,
  unsealShareToken,
} from './share-token.ts';

describe('share tokens', () => {
  const key = randomBytes(32);
  const report = '6f1c2a9e-3b1d-4c55-9a51-0d7c1f6b8e21';

  it('are 256 random bits in 43 base64url characters', () => {
    const tokens = Array.from({ length: 200 }, newShareToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(isShareTokenShaped(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(isShareTokenShaped(`${tokens[0]}=`)).toBe(false);
    expect(isShareTokenShaped('../../etc/passwd')).toBe(false);
  });

  it('hash to their SHA-256, the same every time', () => {
    const token = newShareToken();
    expect(hashShareToken(token)).toBe(hashShareToken(token));
    expect(hashShareToken(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashShareToken(token)).not.toBe(hashShareToken(newShareToken()));
  });

  it('unseal under the key and report they were sealed for, and no other', () => {
    const token = newShareToken();
    const sealed = sealShareToken(key, token, report);
    expect(sealed).not.toContain(token);
    // A fresh nonce each time: the same token never seals alike.
    expect(sealShareToken(key, token, report)).not.toBe(sealed);
    expect(unsealShareToken(key, sealed, report)).toBe(token);
    expect(() => unsealShareToken(randomBytes(32), sealed, report)).toThrow();
    expect(() => unsealShareToken(key, sealed, '00000000-0000-4000-8000-000000000000')).toThrow();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => unsealShareToken(key, tampered.toString('base64url'), report)).toThrow();
  });
});
