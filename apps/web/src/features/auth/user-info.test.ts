import { describe, expect, it } from 'vitest';
import { toAuthUser } from './user-info.ts';

describe('toAuthUser', () => {
  it('maps sub, email, name and picture', () => {
    expect(
      toAuthUser({ sub: 'u1', email: 'a@b.c', name: 'Ada', picture: 'https://x/p.png' }),
    ).toEqual({ id: 'u1', email: 'a@b.c', name: 'Ada', picture: 'https://x/p.png' });
  });

  it('falls back to the given name, then the family name', () => {
    expect(toAuthUser({ sub: 'u1', given_name: 'Ada', family_name: 'Lovelace' }).name).toBe('Ada');
    expect(toAuthUser({ sub: 'u1', name: ' ', family_name: 'Lovelace' }).name).toBe('Lovelace');
  });

  it('uses null for missing or empty claims', () => {
    expect(toAuthUser({ sub: 'u1', email: '' })).toEqual({
      id: 'u1',
      email: null,
      name: null,
      picture: null,
    });
  });
});
