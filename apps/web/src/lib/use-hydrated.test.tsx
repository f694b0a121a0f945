import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrate } from '../test/hydrate.tsx';
import { useArrivedWithPage, useHydrated } from './use-hydrated.ts';

function Probe() {
  const hydrated = useHydrated();
  const arrivedWithPage = useArrivedWithPage();
  const how = `${hydrated ? 'hydrated' : 'as prerendered'}, ${arrivedWithPage ? 'with the page' : 'in the browser'}`;
  return <p>{how}</p>;
}

describe('rendered with the page or in the browser', () => {
  it('a prerendered component renders as the build did while hydrating, then knows it came with the page', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('as prerendered, with the page');

    const { container, mismatches, remove } = await hydrate(html, <Probe />);
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('hydrated, with the page');
    remove();
  });

  it('a component rendered in the browser is hydrated from the start, and did not come with the page', () => {
    const { container } = render(<Probe />);
    expect(container).toHaveTextContent('hydrated, in the browser');
  });
});
