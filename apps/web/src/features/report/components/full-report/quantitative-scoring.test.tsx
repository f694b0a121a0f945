import type { FullReport } from '@idealens/shared/full-report';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { QuantitativeScoring } from './quantitative-scoring.tsx';

const scoring: FullReport['quantitative_scoring'] = {
  composite_score: 6.2,
  dimensions: [
    { name: 'market_urgency', score: 8, weight: 0.3, evidence: 'A weekly pain [1]' },
    {
      name: 'business_model_barrier',
      score: 5,
      weight: 0.2,
      evidence: 'Low evidence: no cited source backs this score. Data could become a moat.',
      low_evidence: true,
    },
    { name: 'execution_risk', score: 6.2, weight: 0.2, evidence: 'Retention is hard [2]' },
  ],
};

function rows() {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('quantitative scoring', () => {
  it('marks the dimensions no cited source backs as low evidence, and says why', () => {
    render(<QuantitativeScoring scoring={scoring} />);
    const [urgency, moat, risk] = screen.getAllByRole('listitem') as HTMLElement[];
    const badge = within(moat as HTMLElement).getByText('Low evidence').parentElement;
    expect(badge).toHaveAttribute(
      'title',
      'No cited source backs this score, so it is held at 5 or below.',
    );
    // Read out with its reason, not by colour alone.
    expect(
      within(moat as HTMLElement).getByText(
        'Low evidence: no cited source backs this score, so it is held at 5 or below.',
      ),
    ).toHaveClass('sr-only');
    expect(within(urgency as HTMLElement).queryByText('Low evidence')).not.toBeInTheDocument();
    expect(within(risk as HTMLElement).queryByText('Low evidence')).not.toBeInTheDocument();
  });

  it('shows a dimension of an older report (no low_evidence) as before', () => {
    render(
      <QuantitativeScoring
        scoring={{
          ...scoring,
          dimensions: scoring.dimensions.map(({ low_evidence, ...dimension }) => dimension),
        }}
      />,
    );
    expect(screen.queryByText('Low evidence')).not.toBeInTheDocument();
    expect(rows()).toEqual([
      'Market urgencyWeight 30%8.0A weekly pain [1]',
      'Business model moatWeight 20%5.0Low evidence: no cited source backs this score. Data could become a moat.',
      'Execution riskWeight 20%6.2Retention is hard [2]',
    ]);
  });

  it('says it in Chinese', async () => {
    await changeLanguage('zh-CN');
    render(<QuantitativeScoring scoring={scoring} />);
    const badge = screen.getByText('证据不足').parentElement as HTMLElement;
    expect(badge).toHaveAttribute('title', '没有引用来源支持这一评分，因此最高为 5 分。');
    expect(badge.closest('li')).toHaveTextContent(/^商业模式壁垒证据不足证据不足：没有引用来源/);
  });
});
