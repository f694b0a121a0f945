import type { FullReport } from '@idealens/shared/full-report';
import { probabilityBand } from '@idealens/shared/risk-matrix';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { CompetitiveLandscape } from './competitive-landscape.tsx';
import { RiskAssessment } from './risk-assessment.tsx';

type Risks = FullReport['risk_assessment'];

const compliance: Risks['compliance_risks'] = {
  gdpr_concerns: false,
  region_specific_issues: ['Allergen labelling'],
};

/** Rated on both axes, as the analyst now writes risks. */
const rated: Risks = {
  technical_risks: [
    {
      risk_point: 'Inventory drift',
      severity: 'high',
      mitigation: 'Receipts',
      probability: 0.7,
    },
    {
      risk_point: 'Partner APIs',
      severity: 'medium',
      mitigation: 'Two partners',
      probability: 0.2,
    },
  ],
  market_risks: [
    { risk_type: 'Churn', probability: 0.6, impact_analysis: 'Habit apps churn', impact: 'high' },
    { risk_type: 'Copycats', probability: 0.33, impact_analysis: 'Platforms copy', impact: 'low' },
  ],
  compliance_risks: compliance,
};

/** As reports were written before: technical risks without probability, market without impact. */
const older: Risks = {
  technical_risks: [{ risk_point: 'Inventory drift', severity: 'high', mitigation: 'Receipts' }],
  market_risks: [{ risk_type: 'Churn', probability: 0.6, impact_analysis: 'Habit apps churn' }],
  compliance_risks: compliance,
};

/** Numbers shown in each cell of the matrix, by "probability:impact". */
function matrixCells(): Record<string, string[]> {
  const figure = screen.getByRole('figure', { name: 'Probability × impact' });
  const cells: Record<string, string[]> = {};
  for (const cell of figure.querySelectorAll<HTMLElement>('[data-cell]')) {
    cells[cell.dataset.cell ?? ''] = [...cell.querySelectorAll('[data-risk-number]')].map(
      (chip) => chip.textContent ?? '',
    );
  }
  return cells;
}

afterEach(async () => {
  await changeLanguage('en-US');
});

describe('the probability × impact matrix', () => {
  it('bands probabilities as the axis says: up to 33 % low, up to 66 % medium, then high', () => {
    expect([0, 0.33, 0.334, 0.335, 0.66, 0.665, 0.67, 1].map(probabilityBand)).toEqual([
      'low',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'high',
    ]);
  });

  it('places every risk by its probability and impact (a technical risk’s severity), numbered as its card', () => {
    render(<RiskAssessment risks={rated} />);
    expect(matrixCells()).toEqual({
      'low:high': [],
      'medium:high': ['3'],
      'high:high': ['1'],
      'low:medium': ['2'],
      'medium:medium': [],
      'high:medium': [],
      'low:low': ['4'],
      'medium:low': [],
      'high:low': [],
    });
    // The cards carry the same numbers, and the ratings the matrix uses.
    const technical = screen.getAllByRole('listitem').slice(0, 2);
    expect(technical[0]?.querySelector('[data-risk-number]')?.textContent).toBe('1');
    expect(within(technical[0] as HTMLElement).getByText('70%')).toBeInTheDocument();
    const churn = screen.getByText('Churn').closest('li') as HTMLElement;
    expect(churn.querySelector('[data-risk-number]')?.textContent).toBe('3');
    expect(within(churn).getByText('Impact level')).toBeInTheDocument();
    expect(within(churn).getByText('High')).toBeInTheDocument();
  });

  it('says the same in a table for screen readers, the picture being hidden from them', () => {
    render(<RiskAssessment risks={rated} />);
    const table = screen.getByRole('table', { name: 'Risks by probability and impact' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole(row.querySelector('th[scope="col"]') ? 'columnheader' : 'cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Risk', 'Kind', 'Probability', 'Impact'],
      ['Technical risk', '70% (High)', 'High'],
      ['Technical risk', '20% (Low)', 'Medium'],
      ['Market risk', '60% (Medium)', 'High'],
      ['Market risk', '33% (Low)', 'Low'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1. Inventory drift', '2. Partner APIs', '3. Churn', '4. Copycats']);
    const grid = screen.getByRole('figure').querySelector('[data-cell]')?.closest('[aria-hidden]');
    expect(grid).not.toBeNull();
  });

  it('puts a risk rated on one axis only in a lane of its own, never on a guessed cell', () => {
    render(
      <RiskAssessment
        risks={{ ...rated, technical_risks: [...older.technical_risks, ...rated.technical_risks] }}
      />,
    );
    const cells = matrixCells();
    expect(cells['none:high']).toEqual(['1']);
    expect(Object.entries(cells).filter(([, numbers]) => numbers.includes('1'))).toHaveLength(1);
    expect(screen.getAllByText('Not estimated').length).toBeGreaterThan(0);
  });

  it('is left out of a report that rates no risk on both axes', () => {
    render(<RiskAssessment risks={older} />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.querySelector('[data-risk-number]')).toBeNull();
    expect(screen.getByText('Inventory drift')).toBeInTheDocument();
    expect(screen.getByText('60%')).toBeInTheDocument();
  });

  it('speaks Chinese in a Chinese interface', async () => {
    await changeLanguage('zh-CN');
    render(<RiskAssessment risks={rated} />);
    expect(screen.getByRole('figure', { name: '概率 × 影响矩阵' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '各项风险的发生概率与影响程度' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['风险', '类型', '发生概率', '影响程度']);
  });
});

describe('the competitor comparison', () => {
  const competition: FullReport['competitive_analysis'] = {
    market_gap: 'Nobody starts from the fridge',
    direct_competitors: [
      {
        name: 'Mealime',
        strengths: 'Polished recipes',
        weaknesses: 'Ignores the pantry',
        differentiation_strategy: 'Start from what is at home',
      },
      {
        name: 'SuperCook',
        strengths: 'Recipes from ingredients',
        weaknesses: 'One meal at a time',
        differentiation_strategy: 'Plan the whole week',
      },
    ],
  };

  it('compares the competitors in a table: strengths, weaknesses and how to differ', () => {
    render(<CompetitiveLandscape competition={competition} />);
    const table = screen.getByRole('table', { name: 'Direct competitors compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Competitor', 'Strengths', 'Weaknesses', 'How to differ']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['Mealime', 'Polished recipes', 'Ignores the pantry', 'Start from what is at home'],
      ['SuperCook', 'Recipes from ingredients', 'One meal at a time', 'Plan the whole week'],
    ]);
  });

  it('keeps cards for phones, shown only below the table’s width', () => {
    render(<CompetitiveLandscape competition={competition} />);
    const table = screen.getByRole('table');
    expect(table.parentElement).toHaveClass('hidden', 'md:block');
    const cards = screen.getByRole('list');
    expect(cards).toHaveClass('md:hidden');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
  });
});
