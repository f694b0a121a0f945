/** Where access tokens for the API resource come from once sign-in is set up. */
export type TokenSource = () => Promise<string | null>;

/**
 * Holds API calls until sign-in knows how to get tokens, so a signed-in user's first calls after
 * a reload (a task's status, say) carry the token instead of racing the sign-in configuration.
 * `open(null)` lets them through without one (sign-in unavailable).
 */
export function createAccessTokenGate() {
  let release: (source: TokenSource | null) => void = () => {};
  let current = new Promise<TokenSource | null>((resolve) => {
    release = resolve;
  });
  return {
    async getAccessToken(): Promise<string | null> {
      const source = await current;
      return source ? source() : null;
    },
    open(source: TokenSource | null): void {
      release(source);
      current = Promise.resolve(source);
    },
  };
}

export type AccessTokenGate = ReturnType<typeof createAccessTokenGate>;
