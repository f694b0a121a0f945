import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/users.ts';
import { buyMaxPlan } from './testing/max-plan.ts';
import {
  isPrivateAddress,
  isPrivateHost,
  postWebhook,
  WebhookTargetRefused,
} from './webhook-target.ts';

// Webhooks never call this machine or its private network unless the deployment allows it
// (WEBHOOK_PRIVATE_TARGETS; ADR 033): checked on the URL's host, and on every address a name
// resolves to as the connection is made.

describe('where a webhook may be delivered', () => {
  it('tells private and local addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
    expect(isPrivateHost('localhost')).toBe(true);
    expect(isPrivateHost('api.localhost')).toBe(true);
    expect(isPrivateHost('[::1]')).toBe(true);
    expect(isPrivateHost('hooks.example.com')).toBe(false);
  });

  describe('delivering', () => {
    const received: string[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(204).end();
      });
    });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const post = (host: string, allowPrivate: boolean) =>
      postWebhook({
        url: `http://${host}:${port}/hook`,
        headers: { 'content-type': 'application/json' },
        body: `{"to":"${host}"}`,
        timeoutMs: 5_000,
        allowPrivate,
      });

    it('delivers to this machine when the deployment allows it', async () => {
      expect(await post('127.0.0.1', true)).toBe(204);
      expect(received).toContain('{"to":"127.0.0.1"}');
    });

    it('refuses this machine by address or by name, and a name that resolves to it', async () => {
      const before = received.length;
      await expect(post('127.0.0.1', false)).rejects.toBeInstanceOf(WebhookTargetRefused);
      await expect(post('localhost', false)).rejects.toBeInstanceOf(WebhookTargetRefused);
      // The machine's own name resolves to a private address here (it is checked first): the
      // refusal then comes from the look-up made for the connection itself.
      const own = hostname();
      const addresses = await lookup(own, { all: true });
      expect(addresses.every((entry) => isPrivateAddress(entry.address))).toBe(true);
      await expect(post(own, false)).rejects.toBeInstanceOf(WebhookTargetRefused);
      expect(received.length).toBe(before);
    });
  });

  describe('making a key where private targets are denied', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { WEBHOOK_PRIVATE_TARGETS: 'deny' } });
    }, 60_000);
    afterAll(() => t?.close());

    it('refuses a webhook URL on a private or local address, and takes a public one', async () => {
      const user = await signIn(t);
      await buyMaxPlan(t, user);
      const make = (webhookUrl: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/keys',
          headers: user.headers,
          payload: { name: 'Hooked', webhookUrl },
        });
      for (const url of [
        'http://localhost:8080/hook',
        'https://10.0.0.8/hook',
        'https://[::1]/hook',
      ]) {
        const refused = await make(url);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(refused.json().message).toContain('private or local addresses');
      }
      expect((await make('https://hooks.example.com/idealens')).statusCode).toBe(201);
    });
  });
});
