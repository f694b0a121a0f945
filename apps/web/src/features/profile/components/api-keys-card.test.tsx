import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import {
  apiKeySummary,
  apiKeysServer,
  MAX_PLAN,
  NEW_KEY_SECRET,
  NEW_WEBHOOK_SECRET,
  PLAN_REQUIRED,
  TOO_MANY_API_KEYS,
  usageDays,
} from '../../../test/api-keys-server.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { billingReply } from '../../../test/billing-server.ts';
import { type ProfilePlan, pointsReply, profileReply } from '../../../test/checkout-server.ts';
import { type StubRequest, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Routes = Parameters<typeof stubFetch>[0];

const USED_KEY = apiKeySummary({
  id: 'key_2',
  name: 'Zapier',
  last4: 'mnop',
  createdAt: '2026-10-01T09:00:00.000Z',
  lastUsedAt: '2026-11-26T08:30:00.000Z',
  requestCount: 1234,
  usage: usageDays([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 5]),
});
const NEW_KEY = apiKeySummary({ id: 'key_1', name: 'Deal-flow script', last4: 'abcd' });

function renderCard(
  { plan = MAX_PLAN, routes = {} }: { plan?: ProfilePlan; routes?: Routes } = {},
  initialKeys = [NEW_KEY, USED_KEY],
) {
  const keys = apiKeysServer(initialKeys);
  const { requests } = stubFetch({
    'GET /api/user/profile': profileReply(plan),
    'GET /api/user/points': pointsReply(150),
    'GET /api/billing': billingReply(null),
    ...keys.routes,
    ...routes,
  });
  renderApp('/profile', undefined, { auth: signedIn() });
  const keyCalls = () =>
    requests.filter((request: StubRequest) => request.path.startsWith('/api/keys'));
  return { requests, keyCalls, keys };
}

async function apiKeysCard(name = 'API keys') {
  return within(await screen.findByRole('region', { name }, { timeout: 5000 }));
}

// The page's code and the contract's schemas, compiled once before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./profile-page.tsx'), import('@idealens/shared/api-keys')]);
});

// The whole profile page renders in each test: on a busy machine that takes more than the default.
describe('the profile’s API keys', { timeout: 15_000 }, () => {
  it('offers Max to a user on another plan, and asks the server for no keys', async () => {
    const { keyCalls } = renderCard({
      plan: { tier: 'premium', billingPeriod: 'annual', currentPeriodEnd: null },
    });
    const card = await apiKeysCard();
    expect(await card.findByText('API access comes with Max')).toBeVisible();
    expect(card.getByRole('link', { name: 'See the Max plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(card.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
    expect(keyCalls()).toEqual([]);
  });

  it('lists a Max user’s keys with their use and the last fourteen days', async () => {
    renderCard();
    const card = await apiKeysCard();
    const list = await card.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const fresh = within(card.getByRole('listitem', { name: 'Deal-flow script' }));
    expect(fresh.getByText('…abcd')).toBeVisible();
    expect(fresh.getByText('Key ending in abcd')).toBeInTheDocument();
    expect(fresh.getByText(/Created November 2, 2026/)).toBeVisible();
    expect(fresh.getByText(/Never used/)).toBeVisible();
    expect(fresh.getByText('0 requests')).toBeVisible();

    const used = within(card.getByRole('listitem', { name: 'Zapier' }));
    expect(used.getByText('…mnop')).toBeVisible();
    expect(used.getByText(/Last used .*2026/)).toBeVisible();
    expect(used.getByText('1,234 requests')).toBeVisible();
    const chart = used.getByRole('img');
    expect(chart).toHaveAccessibleName(
      expect.stringMatching(
        /^Requests per day over the last 14 days, 7 requests in all: Nov 13: 0, .*Nov 24: 2, Nov 25: 0, Nov 26: 5$/,
      ),
    );
    expect(used.getByText('Last 14 days')).toBeVisible();

    // How to use a key: curl with the Authorization header.
    expect(card.getByTestId('api-key-snippet')).toHaveTextContent(
      'Authorization: Bearer $IDEALENS_API_KEY',
    );
    expect(card.getByRole('link', { name: /API docs/ })).toHaveAttribute('href', '/api/docs');
  });

  it('shows a new key’s secret once, with a copy button, and refreshes the list', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard({}, [USED_KEY]);
    const card = await apiKeysCard();
    await card.findByRole('listitem', { name: 'Zapier' });

    await user.click(card.getByRole('button', { name: 'Create key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
    expect(dialog.getByLabelText('Name')).toHaveFocus();
    await user.type(dialog.getByLabelText('Name'), '  CI pipeline ');
    await user.type(dialog.getByLabelText('Webhook URL (optional)'), 'https://example.com/hook');
    await user.click(dialog.getByRole('button', { name: 'Create key' }));

    const result = within(await screen.findByRole('dialog', { name: 'Your new key: CI pipeline' }));
    expect(result.getByTestId('created-api-key')).toHaveTextContent(NEW_KEY_SECRET);
    expect(result.getByTestId('created-webhook-secret')).toHaveTextContent(NEW_WEBHOOK_SECRET);
    expect(result.getByText(/this key will not be shown again/)).toBeVisible();
    await user.click(result.getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY_SECRET);
    expect(
      requests.filter((request) => request.method === 'POST' && request.path === '/api/keys'),
    ).toEqual([
      expect.objectContaining({
        body: { name: 'CI pipeline', webhookUrl: 'https://example.com/hook' },
      }),
    ]);

    await user.click(result.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list was read again: the new key is in it, without its secret.
    const fresh = within(await card.findByRole('listitem', { name: 'CI pipeline' }));
    expect(fresh.getByText('…wxyz')).toBeVisible();
    expect(screen.queryByText(NEW_KEY_SECRET)).not.toBeInTheDocument();

    // Opened again, the dialog starts a new key: the secret is not shown again.
    await user.click(card.getByRole('button', { name: 'Create key' }));
    const again = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
    expect(again.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText(NEW_KEY_SECRET)).not.toBeInTheDocument();
  });

  it('says in words what is wrong with the name or the webhook URL, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard();
    const card = await apiKeysCard();
    await user.click(await card.findByRole('button', { name: 'Create key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
    const name = dialog.getByLabelText('Name');
    const webhook = dialog.getByLabelText('Webhook URL (optional)');
    const submit = dialog.getByRole('button', { name: 'Create key' });

    await user.click(submit);
    expect(name).toHaveAccessibleDescription('Give the key a name.');
    expect(name).toHaveFocus();

    await user.type(name, 'Hooks');
    await user.type(webhook, 'http://example.com/hook');
    await user.click(submit);
    expect(webhook).toHaveAccessibleDescription(
      expect.stringContaining('The webhook URL must use https (http only for localhost).'),
    );
    expect(webhook).toHaveFocus();

    await user.clear(webhook);
    await user.type(webhook, 'example dot com');
    await user.click(submit);
    expect(
      dialog.getByText('Enter a full web address, such as https://example.com/hooks/idealens.'),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    // http to this machine is allowed (local tools).
    await user.clear(webhook);
    await user.type(webhook, 'http://localhost:8080/hook');
    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Your new key: Hooks' })).toBeInTheDocument();
  });

  it('asks before revoking, and the key is gone', async () => {
    const user = userEvent.setup();
    const { requests, keys } = renderCard();
    const card = await apiKeysCard();
    const revoke = await card.findByRole('button', { name: 'Revoke key Zapier' });

    await user.click(revoke);
    const ask = within(await screen.findByRole('dialog', { name: 'Revoke the key “Zapier”?' }));
    await user.click(ask.getByRole('button', { name: 'Keep key' }));
    expect(card.getByRole('listitem', { name: 'Zapier' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(revoke);
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke the key “Zapier”?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(card.queryByRole('listitem', { name: 'Zapier' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Key “Zapier” revoked')).toBeInTheDocument();
    expect(card.getByRole('listitem', { name: 'Deal-flow script' })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual(['/api/keys/key_2']);
    expect(keys.keys.map((key) => key.id)).toEqual(['key_1']);
  });

  it('says when there are too many keys, or the plan no longer has them', async () => {
    const user = userEvent.setup();
    renderCard({ routes: { 'POST /api/keys': TOO_MANY_API_KEYS } });
    const card = await apiKeysCard();
    await user.click(await card.findByRole('button', { name: 'Create key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
    await user.type(dialog.getByLabelText('Name'), 'One more');
    await user.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You already have 10 keys, the most you can hold. Revoke one to make another.',
    );
  });

  it('says API keys need Max when the server refuses to make one', async () => {
    const user = userEvent.setup();
    renderCard({ routes: { 'POST /api/keys': PLAN_REQUIRED } });
    const card = await apiKeysCard();
    await user.click(await card.findByRole('button', { name: 'Create key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API key' }));
    await user.type(dialog.getByLabelText('Name'), 'One more');
    await user.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'API keys come with the Max plan. Your plan does not include them.',
    );
  });

  it('offers Max when the server says the plan has no API access any more', async () => {
    renderCard({ routes: { 'GET /api/keys': PLAN_REQUIRED } });
    const card = await apiKeysCard();
    expect(await card.findByText('API access comes with Max')).toBeVisible();
  });

  it('holds at ten keys: Create key is off and says why', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      apiKeySummary({ id: `key_${index}`, name: `Key ${index}`, last4: `k00${index}` }),
    );
    renderCard({}, ten);
    const card = await apiKeysCard();
    expect(await card.findByRole('button', { name: 'Create key' })).toBeDisabled();
    expect(
      card.getByText('You have 10 keys, the most you can hold. Revoke one to make another.'),
    ).toBeVisible();
  });

  it('says what a key is for when there is none yet', async () => {
    renderCard({}, []);
    const card = await apiKeysCard();
    expect(await card.findByText('No keys yet')).toBeVisible();
    expect(card.getByText(/A key lets your scripts and tools/)).toBeVisible();
    expect(card.getByRole('link', { name: /Read the API docs/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('shows a failed list with a retry that reads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCard({
      routes: {
        'GET /api/keys': () =>
          fail
            ? { status: 500, body: { error: 'Internal', message: 'Boom', code: 'INTERNAL' } }
            : { body: { success: true, data: { keys: [USED_KEY] } } },
      },
    });
    const card = await apiKeysCard();
    expect(
      await card.findByText('Failed to load your API keys', {}, { timeout: 8000 }),
    ).toBeVisible();
    fail = false;
    await user.click(card.getByRole('button', { name: 'Retry' }));
    expect(await card.findByRole('listitem', { name: 'Zapier' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    const user = userEvent.setup();
    renderCard();
    const card = await apiKeysCard('API 密钥');
    const used = within(await card.findByRole('listitem', { name: 'Zapier' }));
    expect(used.getByText('1,234 次请求')).toBeVisible();
    expect(used.getByText('近 14 天')).toBeVisible();
    expect(card.getByRole('heading', { name: '使用你的密钥' })).toBeVisible();
    await user.click(card.getByRole('button', { name: '撤销密钥 Zapier' }));
    expect(await screen.findByRole('dialog', { name: '撤销密钥“Zapier”？' })).toBeVisible();
  });
});
