import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageWindow } from './pager.tsx';

describe('pageWindow', () => {
  it('shows every page when there are at most five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle of five where it can', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('never shows pages that do not exist', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(-3, 12)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pager', () => {
  function renderPager(page: number, windowSize?: number) {
    const onPageChange = vi.fn();
    render(
      <Pager
        label="Report pages"
        page={page}
        totalPages={9}
        onPageChange={onPageChange}
        previousLabel="Previous"
        nextLabel="Next"
        pageLabel={(number) => `Page ${number}`}
        windowSize={windowSize}
        summary={`Page ${page} of 9`}
      />,
    );
    return { nav: within(screen.getByRole('navigation', { name: 'Report pages' })), onPageChange };
  }

  it('marks the current page and moves by number, previous and next', async () => {
    const user = userEvent.setup();
    const { nav, onPageChange } = renderPager(5);
    expect(nav.getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(nav.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(nav.getByRole('button', { name: 'Page 7' }));
    await user.click(nav.getByRole('button', { name: 'Previous' }));
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[7], [4], [6]]);
  });

  it('disables previous on the first page and next on the last', () => {
    expect(renderPager(1).nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('shows only previous, next and the summary without numbers', () => {
    const { nav } = renderPager(9, 0);
    expect(nav.queryByRole('button', { name: /^Page/ })).toBeNull();
    expect(nav.getByText('Page 9 of 9')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
