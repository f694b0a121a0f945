import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadTranslations } from '../../../lib/i18n.ts';
import { type StubReply, stubFetch } from '../../../test/fetch-stub.ts';
import { ScoreContextLine } from './score-context-line.tsx';

async function renderLine(props: Parameters<typeof ScoreContextLine>[0]) {
  await loadTranslations(['methodology']);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ScoreContextLine {...props} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const answer = (percentile: number | null, compared: number): StubReply => ({
  body: { success: true, data: { percentile, compared } },
});

describe('the percentile line beside a score', () => {
  it('says where the score stands among this engine’s analyses, and links to how we score', async () => {
    const { requests } = stubFetch({ 'GET /api/analysis/score-context': answer(62, 140) });
    await renderLine({ engine: 'offline', type: 'deep', score: 6.2 });
    expect(screen.getByTestId('score-context')).toHaveTextContent(
      'Comparing with other ideas analysed here…',
    );
    expect(
      await screen.findByText(
        'Higher than 62% of ideas analysed here by the offline analyst (140 compared)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we score' })).toHaveAttribute(
      'href',
      '/methodology',
    );
    const [request] = requests;
    expect(request?.path).toBe('/api/analysis/score-context');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      engine: 'offline',
      type: 'deep',
      score: '6.2',
    });
  });

  it('says how many there are while too few compare', async () => {
    stubFetch({ 'GET /api/analysis/score-context': answer(null, 12) });
    await renderLine({ engine: 'llm', type: 'simple', score: 7 });
    expect(
      await screen.findByText('Not enough analyses here to compare yet: 12 so far, 50 needed'),
    ).toBeInTheDocument();
  });

  it('says it cannot compare when the server does not answer', async () => {
    stubFetch({ 'GET /api/analysis/score-context': 'network-error' });
    await renderLine({ engine: 'offline', type: 'simple', score: 5 });
    expect(
      await screen.findByText('This score cannot be compared with other ideas right now'),
    ).toBeInTheDocument();
  });

  it('asks nothing for a report that names no engine or has no score, nor for the demo', async () => {
    const { requests } = stubFetch({});
    const first = await renderLine({ engine: null, type: 'deep', score: 6 });
    expect(
      screen.getByText('This score cannot be compared with other ideas right now'),
    ).toBeInTheDocument();
    first.unmount();
    const second = await renderLine({ engine: 'offline', type: 'deep', score: null });
    expect(
      screen.getByText('This score cannot be compared with other ideas right now'),
    ).toBeInTheDocument();
    second.unmount();
    await renderLine({ engine: 'offline', type: 'deep', score: 8, demo: true });
    expect(
      screen.getByText('A sample report: it is not compared with other ideas'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/analysis'))).toEqual([]);
  });

  it('speaks Chinese', async () => {
    stubFetch({
      'GET /api/analysis/score-context': ({ url }) =>
        url.searchParams.get('engine') === 'llm' ? answer(null, 3) : answer(75, 80),
    });
    await changeLanguage('zh-CN');
    await renderLine({ engine: 'offline', type: 'simple', score: 8.1 });
    expect(
      await screen.findByText('高于本站由离线分析器分析的 75% 的创意（共比较 80 个）'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '评分方法' })).toHaveAttribute('href', '/methodology');
  });

  it('says in Chinese that too few compare', async () => {
    stubFetch({ 'GET /api/analysis/score-context': answer(null, 3) });
    await changeLanguage('zh-CN');
    await renderLine({ engine: 'llm', type: 'deep', score: 4 });
    expect(
      await screen.findByText('本站的分析还不够多，暂无法比较：目前 3 个，需要 50 个'),
    ).toBeInTheDocument();
  });
});
