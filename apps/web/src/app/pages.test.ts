import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pageAt } from './pages.ts';
import { routes } from './router.tsx';

/** The page the router shows at `path`. */
function routedPage(path: string) {
  return (matchRoutes(routes, path)?.at(-1)?.route.handle as { page?: unknown } | undefined)?.page;
}

describe('the pages', () => {
  it.each(Object.entries(PAGES).filter(([, page]) => page.path !== '*'))(
    '%s is the page the router shows at its path',
    (_name, page) => {
      expect(routedPage(page.path)).toBe(page);
      expect(pageAt(page.path)).toBe(page);
    },
  );

  it('are found at their address with a trailing slash, as the router has them', () => {
    expect(pageAt('/pricing/')).toBe(PAGES.pricing);
    expect(routedPage('/pricing/')).toBe(PAGES.pricing);
  });

  it('find a shared report at /r/{token}, whatever the token', () => {
    const token = 'Xw8v2JqkT3m9b1YcZr5LpA0dE7fGhIjK4lMnOpQrStU';
    expect(pageAt(`/r/${token}`)).toBe(PAGES.sharedReport);
    expect(routedPage(`/r/${token}`)).toBe(PAGES.sharedReport);
    expect(pageAt('/r')).toBeNull();
    expect(pageAt(`/r/${token}/more`)).toBeNull();
  });

  it('leave any other address to the not-found page, which is not fetched ahead', () => {
    expect(pageAt('/no/such/page')).toBeNull();
    expect(pageAt('/pricing/extra')).toBeNull();
    expect(routedPage('/no/such/page')).toBe(PAGES.notFound);
  });

  it('have the result page bring the code that reads the visitor’s results, and for the demo its data and view instead', async () => {
    const forTask = await Promise.all(
      PAGES.analysisResult.preload(new URLSearchParams('taskId=1')),
    );
    expect(forTask).toHaveLength(1);
    expect(forTask[0]).toHaveProperty('OwnResult');
    const forDemo = await Promise.all(
      PAGES.analysisResult.preload(new URLSearchParams('demo=true')),
    );
    expect(forDemo).toHaveLength(2);
    const [data, view] = forDemo;
    expect(data).toHaveProperty('demoReports');
    expect(view).toHaveProperty('FullReportView');
  });
});
