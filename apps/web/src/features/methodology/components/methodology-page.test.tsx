import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const zeros = () => Array.from({ length: 10 }, () => 0);
const distribution = {
  success: true,
  data: {
    series: [
      { engine: 'offline', type: 'simple', counts: [0, 1, 2, 5, 9, 12, 8, 3, 1, 0], total: 41 },
      { engine: 'offline', type: 'deep', counts: zeros(), total: 0 },
      { engine: 'llm', type: 'simple', counts: zeros(), total: 0 },
      { engine: 'llm', type: 'deep', counts: [0, 0, 0, 1, 2, 3, 0, 0, 0, 0], total: 6 },
    ],
  },
};

describe('the methodology page', () => {
  it('explains the brief, the weighted dimensions, verdicts, red flags, engines and research', async () => {
    stubFetch({ 'GET /api/analysis/score-distribution': { body: distribution } });
    renderApp('/methodology');
    expect(await screen.findByRole('heading', { level: 1, name: 'How we score' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('How we score · IdeaLens'));
    for (const heading of [
      'First, the brief',
      'Five dimensions, weighted',
      'Verdicts',
      'Red flags',
      'Engines and their limits',
      'Where research comes from',
      'Scores on this instance',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    // The analyst's default weights, from the shared constant.
    const weights = screen
      .getAllByRole('heading', { level: 3 })
      .slice(0, 5)
      .map((heading) => heading.closest('li')?.textContent);
    expect(weights).toEqual([
      expect.stringMatching(/^Market urgency.*25%$/),
      expect.stringMatching(/^Technical feasibility.*20%$/),
      expect.stringMatching(/^Business model and barriers.*20%$/),
      expect.stringMatching(/^Execution risk.*20%$/),
      expect.stringMatching(/^Scaling elasticity.*15%$/),
    ]);
    expect(
      screen.getByText(
        'An idea with an unlawful red flag is never recommended, whatever its scores.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Strongly recommended: composite of 7.5 or more and no red flag.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/It cannot: browse the web/)).toBeInTheDocument();

    // One chart per engine and type that has scores.
    const charts = await screen.findAllByRole('img');
    expect(charts).toHaveLength(2);
    expect(charts[0]).toHaveAccessibleName(
      expect.stringMatching(/^Quick analyses by the offline analyst: 41 analyses\. 0–1: 0, 1–2: 1/),
    );
    expect(charts[1]).toHaveAccessibleName(
      expect.stringContaining('Deep analyses by a language model: 6 analyses'),
    );
  });

  it('is linked from the footer', async () => {
    stubFetch({ 'GET /api/analysis/score-distribution': { body: distribution } });
    renderApp('/about');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'How we score' })).toHaveAttribute(
      'href',
      '/methodology',
    );
  });

  it('says when nothing has been scored yet, or the scores cannot be loaded', async () => {
    stubFetch({
      'GET /api/analysis/score-distribution': {
        body: {
          success: true,
          data: {
            series: distribution.data.series.map((s) => ({ ...s, counts: zeros(), total: 0 })),
          },
        },
      },
    });
    const { unmount } = renderApp('/methodology');
    expect(await screen.findByText('No analyses have been scored here yet.')).toBeInTheDocument();
    unmount();
    stubFetch({ 'GET /api/analysis/score-distribution': { status: 500, body: {} } });
    renderApp('/methodology');
    expect(
      await screen.findByText(
        'The scores could not be loaded. Try again later.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  }, 15_000);

  it('speaks Chinese', async () => {
    stubFetch({ 'GET /api/analysis/score-distribution': { body: distribution } });
    await changeLanguage('zh-CN');
    renderApp('/methodology');
    expect(await screen.findByRole('heading', { level: 1, name: '评分方法' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '五个维度及其权重' })).toBeInTheDocument();
    expect(screen.getByText('带有违法红线的创意无论评分多高都不会被推荐。')).toBeInTheDocument();
    const charts = await screen.findAllByRole('img');
    expect(charts[0]).toHaveAccessibleName(expect.stringContaining('离线分析器的快速分析：41 个'));
    const footer = screen.getByRole('navigation', { name: /页脚|Footer/ });
    expect(within(footer).getByRole('link', { name: '评分方法' })).toBeInTheDocument();
  });
});
