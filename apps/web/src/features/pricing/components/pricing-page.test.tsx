import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

async function renderPricing() {
  const view = renderApp('/pricing');
  // The first render of a run loads the lazy page: allow it more than the default second.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('pricing page', () => {
  it('defaults to annual billing with the monthly price struck through', async () => {
    await renderPricing();
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(screen.getByText('Save up to 34%')).toBeInTheDocument();

    const basic = planCard('Basic');
    expect(within(basic).getByText('$5.90')).toBeInTheDocument();
    expect(within(basic).getByText('$8.99').closest('s')).not.toBeNull();
    expect(within(basic).getByText('Save 34%')).toBeInTheDocument();
    expect(within(basic).getByText('Billed $70.80 per year')).toBeInTheDocument();

    expect(within(planCard('Pro')).getByText('Save 15%')).toBeInTheDocument();
    expect(within(planCard('Max')).getByText('Save 16%')).toBeInTheDocument();
    expect(within(planCard('Max')).getByText('$20.99')).toBeInTheDocument();
  });

  it('says "save up to" the largest saving a card shows, never more or less', async () => {
    await renderPricing();
    const cardSavings = screen
      .getAllByRole('article')
      .map((card) => Number(/Save (\d+)%/.exec(card.textContent ?? '')?.[1]));
    expect(cardSavings).toEqual([34, 15, 16]);
    const badge = screen.getByText(/^Save up to \d+%$/);
    expect(badge).toHaveTextContent(`Save up to ${Math.max(...cardSavings)}%`);
  });

  it('shows monthly prices without savings after switching to monthly', async () => {
    const user = userEvent.setup();
    await renderPricing();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));

    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    const basic = planCard('Basic');
    expect(within(basic).getByText('$8.99').closest('s')).toBeNull();
    expect(within(basic).queryByText('$5.90')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Save \d+%$/)).not.toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('$12.99')).toBeInTheDocument();
    expect(within(planCard('Max')).getByText('$24.99')).toBeInTheDocument();
  });

  it('marks Pro as most popular and lists each plan’s allowance', async () => {
    await renderPricing();
    expect(within(planCard('Pro')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(planCard('Basic')).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(planCard('Basic')).getByText('10 deep analyses per month')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('30 deep analyses per month')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('PDF and Excel export')).toBeInTheDocument();
    expect(within(planCard('Max')).getByText('150+ deep analyses per month')).toBeInTheDocument();
    expect(within(planCard('Max')).getByText('API access')).toBeInTheDocument();
    expect(within(planCard('Max')).getByText('Team tools')).toBeInTheDocument();
    expect(
      within(planCard('Basic')).getByRole('link', { name: 'Terms of Service' }),
    ).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByText(/2 deep analyses per month\. No credit card required\./)).toBeVisible();
  });

  it('says where each plan stands in the queue: paid first, signed in before visitors', async () => {
    await renderPricing();
    // Basic lists it; Pro and Max include everything in the plan below.
    expect(
      within(planCard('Basic')).getByText(
        'First in line: priority processing ahead of free accounts and visitors',
      ),
    ).toBeVisible();
    expect(within(planCard('Pro')).getByText('Everything in Basic')).toBeVisible();
    expect(
      screen.getByText('Signed in, your analyses get priority processing ahead of visitors’.'),
    ).toBeVisible();
  });

  it('asks visitors to sign in before subscribing', async () => {
    const user = userEvent.setup();
    const { router } = await renderPricing();
    await user.click(within(planCard('Pro')).getByRole('button', { name: 'Subscribe Now' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/pricing');
  });

  it('sends visitors who start free to sign in, then to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = await renderPricing();
    await user.click(screen.getByRole('button', { name: 'Start Free' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/dashboard');
  });

  it('links the Start Analysis call to action to the home page', async () => {
    await renderPricing();
    expect(screen.getByRole('link', { name: 'Start Analysis' })).toHaveAttribute('href', '/');
  });
});
