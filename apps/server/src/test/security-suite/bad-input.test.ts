import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair } from '../browser.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { signIn, type TestUser } from '../users.ts';
import {
  apiEndpoints,
  documentedInputs,
  type Endpoint,
  endpointKey,
  fillPath,
  type OpenApiDocument,
  pathParameters,
  registeredEndpoints,
} from './endpoints.ts';
import {
  CONTENT_TYPES,
  encode,
  hostileId,
  hostileQuery,
  hostileString,
  MALFORMED_BODIES,
  schemaShaped,
  wrongValue,
} from './hostile-input.ts';
import { type OwnedResources, seedResources } from './owned-resources.ts';
import { expectContract, injectAnswer, isDocumentation } from './responses.ts';

/** Generated requests in all, shared out over the endpoints the app has. */
const GENERATED_REQUESTS = 2_000;
const DOCUMENTATION_RUNS = 20;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `FC_SEED=… FC_PATH=…` replays a reported failure. */
const replay = process.env.FC_SEED
  ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH }
  : {};

interface GeneratedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

const describeRequest = (r: GeneratedRequest) =>
  `${r.method} ${r.url.slice(0, 200)} ${JSON.stringify(r.headers).slice(0, 200)} body ${JSON.stringify(r.payload?.slice(0, 300))}`;

describe('bad input on every API endpoint', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let endpoints: Endpoint[];
  let owner: TestUser;
  let other: TestUser;
  let resources: OwnedResources;

  beforeAll(async () => {
    // Limits high enough that valid generated requests are served rather than refused; every
    // request also comes from an address of its own (the rate-limit suite covers the limits).
    t = await createTestApp({
      env: { ANONYMOUS_ANALYSIS_LIMIT: '100000', RATE_LIMIT_MAX: '1000000' },
    });
    doc = (await t.app.inject('/api/docs/json')).json();
    endpoints = apiEndpoints(t.app);
    owner = await signIn(t);
    other = await signIn(t);
    resources = await seedResources(t, owner);
  }, 60_000);
  afterAll(() => t?.close());

  function send(request: GeneratedRequest) {
    return injectAnswer(t.app, {
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      remoteAddress: request.remoteAddress,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  }

  async function expectKept(request: GeneratedRequest) {
    const res = await send(request);
    expectContract(describeRequest(request), request.url, res);
    return res;
  }

  /** Requests for one endpoint: hostile ids, queries, bodies, content types and credentials. */
  function requestsFor(endpoint: Endpoint): fc.Arbitrary<GeneratedRequest> {
    const inputs = documentedInputs(doc, endpoint);
    const ids = Object.values(resources);
    const params = fc.tuple(...pathParameters(endpoint.path).map(() => hostileId(ids)));
    const query = hostileQuery(doc, inputs?.query ?? []);
    const shaped = inputs?.body ? schemaShaped(doc, inputs.body) : wrongValue;
    const valid = inputs?.body ? schemaShaped(doc, inputs.body, 'valid') : wrongValue;
    const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) });
    const body = METHODS_WITH_BODY.has(endpoint.method)
      ? fc.oneof(
          { arbitrary: valid.map(json), weight: 5 },
          { arbitrary: shaped.map(json), weight: 5 },
          {
            arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((text) => ({
              type: 'application/json',
              text,
            })),
            weight: 2,
          },
          {
            arbitrary: fc
              .tuple(fc.constantFrom(...CONTENT_TYPES), shaped)
              .map(([type, value]) => ({ type, text: JSON.stringify(value) ?? '' })),
            weight: 1,
          },
          {
            arbitrary: fc.constantFrom({ type: 'application/json', text: '' }, undefined),
            weight: 1,
          },
        )
      : fc.constant(undefined);
    const authorization = fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 3 },
      { arbitrary: fc.constant(owner.headers.authorization), weight: 3 },
      { arbitrary: fc.constant(other.headers.authorization), weight: 1 },
      {
        arbitrary: fc.oneof(
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic Og==',
            'Bearer a.b.c',
            `Bearer ${'x'.repeat(9000)}`,
          ),
          hostileString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
        ),
        weight: 1,
      },
    );
    return fc
      .record({ params, query, body, authorization, remoteAddress: fc.ipV4() })
      .map(({ params, query, body, authorization, remoteAddress }) => {
        const names = pathParameters(endpoint.path);
        const path = fillPath(
          endpoint.path,
          Object.fromEntries(names.map((name, i) => [name, params[i] ?? ''])),
        );
        const headers: Record<string, string> = {};
        if (authorization !== undefined) headers.authorization = authorization;
        if (body) headers['content-type'] = body.type;
        return {
          method: endpoint.method,
          url: query ? `${path}?${query}` : path,
          headers,
          ...(body ? { payload: body.text } : {}),
          remoteAddress,
        };
      });
  }

  it('finds the endpoints in the app itself', () => {
    const keys = endpoints.map(endpointKey);
    // A sample of what must be there; the list itself comes from Fastify's route tree.
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/analysis/submit',
        'GET /api/analysis/status/:taskId',
        'DELETE /api/reports/:id',
        'POST /api/events',
      ]),
    );
    // Every endpoint but the documentation UI is in the OpenAPI document, where the generators
    // read its parameters and body schema from.
    const undocumented = endpoints.filter(
      (e) => !e.path.startsWith('/api/docs') && !documentedInputs(doc, e),
    );
    expect(undocumented.map(endpointKey)).toEqual([]);
  });

  it(`answers ${GENERATED_REQUESTS.toLocaleString('en-US')} generated requests over every endpoint with a success or a contract 4xx, never a 5xx`, async () => {
    // The documentation UI's static routes get a few runs each; the API's endpoints share the rest.
    const documentation = endpoints.filter((e) => isDocumentation(e.path)).length;
    const runsFor = (e: Endpoint) =>
      isDocumentation(e.path)
        ? DOCUMENTATION_RUNS
        : Math.ceil(
            (GENERATED_REQUESTS - documentation * DOCUMENTATION_RUNS) /
              (endpoints.length - documentation),
          );
    const seen: Record<string, Record<string, number>> = {};
    const failures: string[] = [];
    let total = 0;
    for (const endpoint of endpoints) {
      const statuses: Record<string, number> = {};
      const run = await fc.check(
        fc.asyncProperty(requestsFor(endpoint), async (request) => {
          const res = await expectKept(request);
          const outcome =
            res.statusCode >= 400
              ? `${res.statusCode} ${JSON.parse(res.body).code}`
              : String(res.statusCode);
          statuses[outcome] = (statuses[outcome] ?? 0) + 1;
          total += 1;
        }),
        { numRuns: runsFor(endpoint), endOnFailure: true, ...replay },
      );
      // Every endpoint is tried; each failure is kept shortened (a generated body can be
      // megabytes), with the seed and path that replay it.
      if (run.failed) {
        failures.push(
          `${endpointKey(endpoint)} (FC_SEED=${run.seed} FC_PATH=${run.counterexamplePath}): ${String(run.errorInstance).slice(0, 1200)}`,
        );
      }
      seen[endpointKey(endpoint)] = statuses;
    }
    // FUZZ_REPORT=1 prints what every endpoint answered (status and code counts).
    if (process.env.FUZZ_REPORT) {
      console.info(`${total} generated requests over ${endpoints.length} endpoints`, seen);
    }
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(GENERATED_REQUESTS);
  }, 120_000);

  it('refuses a body over the size limits with 413, on every endpoint that takes one', async () => {
    const huge = JSON.stringify({ type: 'simple', data: { idea: 'x'.repeat(2 * 1024 * 1024) } });
    const roomy = JSON.stringify({ type: 'simple', data: { idea: 'y'.repeat(100 * 1024) } });
    for (const endpoint of endpoints.filter((e) => e.method === 'POST')) {
      const url = fillPath(
        endpoint.path,
        Object.fromEntries(pathParameters(endpoint.path).map((n) => [n, 'x'])),
      );
      for (const payload of [huge, roomy]) {
        const request = {
          method: endpoint.method,
          url,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: '203.0.113.9',
        };
        const res = await expectKept(request);
        if (payload === huge) expect(res.statusCode, endpointKey(endpoint)).toBe(413);
      }
    }
  });

  it('answers addresses it cannot decode and over-long ids in the contract shape', async () => {
    for (const url of [
      '/api/analysis/status/%E0%A4%A',
      '/api/reports/%',
      `/api/reports/${'a'.repeat(500)}`,
      '/api/%C0%AF..%C0%AF',
    ]) {
      const res = await expectKept({
        method: 'GET',
        url,
        headers: {},
        remoteAddress: '203.0.113.10',
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('never leaves the API through path traversal in ids or unknown methods', async () => {
    for (const url of [
      '/api/reports/..%2f..%2f..%2fpackage.json',
      '/api/analysis/status/%2e%2e%2f%2e%2e%2fhealth',
      '/api/docs/static/..%2f..%2f..%2fpackage.json',
      '/api/docs/static/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/api/../../etc/passwd',
      '/api/analysis/status/%00',
    ]) {
      const res = await expectKept({
        method: 'GET',
        url,
        headers: {},
        remoteAddress: '203.0.113.11',
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"workspaces"');
      expect(res.body).not.toContain('root:');
    }
    for (const method of ['PUT', 'PATCH', 'OPTIONS', 'TRACE']) {
      const res = await expectKept({
        method,
        url: '/api/reports',
        headers: {},
        remoteAddress: '203.0.113.12',
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});

/** Form fields the provider's endpoints and our sign-in pages read. */
const OIDC_FIELDS = [
  'grant_type',
  'code',
  'code_verifier',
  'redirect_uri',
  'refresh_token',
  'client_id',
  'client_secret',
  'resource',
  'scope',
  'token',
  'token_type_hint',
  'id_token_hint',
  'post_logout_redirect_uri',
  'state',
  'xsrf',
  'logout',
  'email',
  'password',
  'name',
];

/**
 * The server's other entry points: the built-in identity provider (its protocol endpoints answer
 * in OAuth's own error format and its pages are HTML, so only "never a 5xx" applies) and the
 * server-rendered pages such as the sandbox checkout.
 */
describe('garbage to the identity provider and the server-rendered pages', () => {
  const RUNS = 400;
  let t: TestApp;
  let interaction: { uid: string; cookie: string };
  let checkoutId: string;
  let targets: Array<{ method: string; path: string }>;

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_RATE_LIMIT: '100000' } });
    // The provider's endpoints as its discovery document names them, and every other non-API
    // route the app registered (the provider's catch-all mount itself excepted).
    const discovery = (await t.app.inject('/oidc/.well-known/openid-configuration')).json();
    const advertised = Object.entries(discovery)
      .filter(([key, value]) => /(_endpoint|_uri)$/.test(key) && typeof value === 'string')
      .map(([, value]) => new URL(value as string).pathname)
      .filter((path) => path.startsWith('/oidc/'));
    targets = [
      ...[...new Set(advertised)].flatMap((path) => [
        { method: 'GET', path },
        { method: 'POST', path },
      ]),
      ...registeredEndpoints(t.app).filter(
        (e) => !e.path.startsWith('/api') && e.path !== '/oidc' && e.path !== '/oidc/*',
      ),
    ];
    const buyer = await signIn(t);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-session',
      payload: { planType: 'Max_monthly', amount: 2499, currency: 'USD' },
      headers: buyer.headers,
    });
    checkoutId = checkout.json().data.session.id;
    const pkce = pkcePair();
    const authorize = await t.app.inject({
      url: '/oidc/auth',
      query: {
        client_id: 'idealens-web',
        redirect_uri: 'http://localhost:3000/callback',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        state: pkce.state,
        response_type: 'code',
        prompt: 'consent',
        scope: 'openid offline_access profile email',
      },
    });
    const location = String(authorize.headers.location);
    interaction = {
      uid: location.split('/').pop() ?? '',
      cookie: authorize.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    };
  });
  afterAll(() => t?.close());

  it('covers the token, userinfo, revocation, sign-in and checkout endpoints', () => {
    const paths = targets.map((target) => target.path);
    for (const path of [
      '/oidc/token',
      '/oidc/me',
      '/oidc/token/revocation',
      '/oidc/session/end',
      '/oidc/interaction/:uid/sign-in',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/payment/sandbox/'))).toBe(true);
  });

  it('answers the provider mount with a query string without a 5xx', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/oidc?client_id=idealens-web' });
      expect(res.statusCode, `${method} /oidc?client_id=idealens-web`).toBeLessThan(500);
    }
  });

  it('answers a NUL byte in an id the provider looks up (client, token, session) without a 5xx', async () => {
    // Found by the generated requests below (FC_SEED=-295300085): PostgreSQL's text takes no NUL,
    // so looking such an id up failed instead of finding nothing.
    for (const [url, payload] of [
      ['/oidc/token/revocation', 'token=x&client_id=%00'],
      ['/oidc/token/revocation', 'token=%00&client_id=idealens-web'],
      ['/oidc/token', 'grant_type=refresh_token&refresh_token=%00&client_id=idealens-web'],
      ['/oidc/token', 'grant_type=authorization_code&code=%00&client_id=%00'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, `${url} ${payload}: ${res.body}`).toBeLessThan(500);
    }
  });

  it(`never answers ${RUNS} generated garbage requests with a 5xx or a stack trace`, async () => {
    const form = fc
      .dictionary(fc.oneof(fc.constantFrom(...OIDC_FIELDS), hostileString), hostileString, {
        maxKeys: 6,
      })
      .map((fields) => ({
        type: 'application/x-www-form-urlencoded',
        text: Object.entries(fields)
          .map(([k, v]) => `${encode(k)}=${encode(v)}`)
          .join('&'),
      }));
    const other = fc.oneof(
      fc.constantFrom(...MALFORMED_BODIES).map((text) => ({ type: 'application/json', text })),
      fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), wrongValue)
        .map(([type, value]) => ({ type, text: JSON.stringify(value) ?? '' })),
    );
    const request = fc.record({
      target: fc.constantFrom(...targets),
      id: hostileId([interaction.uid, checkoutId]),
      withCookie: fc.boolean(),
      query: hostileQuery(
        { paths: {} },
        OIDC_FIELDS.map((name) => ({ name, schema: {} })),
      ),
      body: fc.option(fc.oneof({ arbitrary: form, weight: 3 }, { arbitrary: other, weight: 1 })),
      authorization: fc.option(
        fc.oneof(
          fc.constantFrom('Bearer', 'Basic Og==', 'Basic aWRlYWxlbnMtd2ViOg=='),
          hostileString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
        ),
      ),
      remoteAddress: fc.ipV4(),
    });
    const run = await fc.check(
      fc.asyncProperty(request, async (r) => {
        const ids = Object.fromEntries(pathParameters(r.target.path).map((name) => [name, r.id]));
        const path = fillPath(r.target.path, ids);
        const url = r.query ? `${path}?${r.query}` : path;
        const headers: Record<string, string> = {};
        if (r.withCookie) headers.cookie = interaction.cookie;
        if (r.authorization) headers.authorization = r.authorization;
        if (r.body) headers['content-type'] = r.body.type;
        const res = await t.app.inject({
          method: r.target.method as 'GET',
          url,
          headers,
          remoteAddress: r.remoteAddress,
          ...(r.body ? { payload: r.body.text } : {}),
        });
        const where = `${r.target.method} ${url.slice(0, 200)} body ${JSON.stringify(r.body?.text.slice(0, 200))}`;
        if (res.statusCode >= 500)
          throw new Error(`${where} → ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (/\bat [^\n]+\.(?:ts|js):\d+/.test(res.body))
          throw new Error(`${where} → a stack trace`);
      }),
      { numRuns: RUNS, endOnFailure: true, ...replay },
    );
    if (run.failed) {
      throw new Error(
        `FC_SEED=${run.seed} FC_PATH=${run.counterexamplePath}: ${String(run.errorInstance).slice(0, 1500)}`,
      );
    }
  }, 60_000);
});
