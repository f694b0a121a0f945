import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signedIn } from '../../../test/auth-double.tsx';
import { type ProfilePlan, pointsReply, profileReply } from '../../../test/checkout-server.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The profile page with the given plan; the other cards' calls are not needed here. */
async function planCard(plan?: ProfilePlan) {
  stubFetch({
    'GET /api/user/profile': profileReply(plan),
    'GET /api/user/points': pointsReply(2),
  });
  renderApp('/profile', undefined, { auth: signedIn() });
  await screen.findByTestId('current-plan', {}, { timeout: 5000 });
  const heading = screen.getByRole('heading', { level: 2, name: /^(Plan|订阅方案)$/ });
  return within(heading.parentElement as HTMLElement);
}

describe('the profile’s plan', () => {
  it('shows the free plan with its allowance and a way to upgrade', async () => {
    const card = await planCard();
    expect(card.getByTestId('current-plan')).toHaveTextContent('Free');
    expect(card.getByText('2 deep analyses per month')).toBeInTheDocument();
    expect(card.queryByText(/Billed|Paid through/)).toBeNull();
    expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it.each<[string, string, ProfilePlan, string, string, string]>([
    [
      'basic',
      'Basic',
      { tier: 'basic', billingPeriod: 'monthly', currentPeriodEnd: '2026-08-05T12:00:00.000Z' },
      '10 deep analyses per month',
      'Billed monthly',
      'Paid through August 5, 2026',
    ],
    [
      'premium',
      'Pro',
      { tier: 'premium', billingPeriod: 'annual', currentPeriodEnd: '2027-03-05T12:00:00.000Z' },
      '30 deep analyses per month',
      'Billed annually',
      'Paid through March 5, 2027',
    ],
    [
      'pro',
      'Max',
      { tier: 'pro', billingPeriod: 'annual', currentPeriodEnd: '2027-03-05T12:00:00.000Z' },
      '150+ deep analyses per month',
      'Billed annually',
      'Paid through March 5, 2027',
    ],
  ])(
    'shows the %s tier as %s with its billing and period end',
    async (_, name, plan, allowance, billing, end) => {
      const card = await planCard(plan);
      expect(card.getByTestId('current-plan')).toHaveTextContent(new RegExp(`^${name}$`));
      expect(card.getByText(allowance)).toBeInTheDocument();
      expect(card.getByText(billing)).toBeInTheDocument();
      expect(card.getByText(end)).toBeInTheDocument();
      expect(card.queryByRole('link', { name: 'Upgrade' })).toBeNull();
      expect(card.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    },
  );

  it('speaks Chinese', async () => {
    await changeLanguage('zh-CN');
    const card = await planCard({
      tier: 'premium',
      billingPeriod: 'annual',
      currentPeriodEnd: '2027-03-05T12:00:00.000Z',
    });
    expect(card.getByTestId('current-plan')).toHaveTextContent('专业版');
    expect(card.getByText('按年计费')).toBeInTheDocument();
    expect(card.getByText('有效期至 2027年3月5日')).toBeInTheDocument();
  });
});
