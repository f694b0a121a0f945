import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { TaskStatusBadge, TaskTypeBadge } from './task-badges.tsx';

// The badges on their own; the page tests show them in the list, a status or type that a later
// version added included.
describe('task badges', () => {
  it('shows a status this version does not know in words, with the neutral style', () => {
    render(<TaskStatusBadge status="cancelled" />);
    const badge = screen.getByText('cancelled').parentElement;
    expect(badge).toHaveClass('bg-zinc-100');
  });

  it('colours known statuses and appends a failure’s message', () => {
    render(<TaskStatusBadge status="failed" errorMessage="The model did not answer" />);
    expect(screen.getByText('Failed: The model did not answer').parentElement).toHaveClass(
      'bg-red-50',
    );
  });

  it('says “Failed” alone without a message', () => {
    render(<TaskStatusBadge status="failed" errorMessage="  " />);
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('labels an unknown task type', async () => {
    render(<TaskTypeBadge taskType="bulk" />);
    expect(screen.getByText('Unknown type')).toBeInTheDocument();
    await changeLanguage('zh-CN');
    expect(await screen.findByText('未知类型')).toBeInTheDocument();
  });
});
