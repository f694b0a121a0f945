import type { Brief } from '@idealens/shared/brief';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BriefRedFlags } from '../../../components/brief-red-flags.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/languages.ts';
import { ANALYSIS_RESULT, REPORT_BASIC_INFO } from '../../../lib/storage-keys.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { readBrief } from '../read-brief.ts';
import { BriefPanel } from './brief-panel.tsx';

const IDEA = 'A pharmacy app that ships prescription antibiotics without asking for a prescription';

/** A brief that uses every field: each confidence, a user's setting, a sub-niche, flags out of order. */
const brief: Brief = {
  summary:
    'An online pharmacy that sells prescription antibiotics to consumers without a prescription.',
  industry: {
    id: 'health-medtech',
    name: 'Health and medical technology',
    subNiche: { id: 'pharmacy-medication', name: 'Online pharmacies' },
    confidence: 'high',
  },
  users: {
    description: 'Adults who want antibiotics quickly',
    kind: 'consumers',
    confidence: 'high',
  },
  payer: { description: 'The buyers, per order', kind: 'users', confidence: 'medium' },
  revenueModel: {
    kind: 'one-time-sale',
    description: 'A margin on each medicine sold',
    confidence: 'low',
  },
  delivery: { kinds: ['physical-goods', 'software'], confidence: 'high' },
  region: { code: 'europe', name: 'Germany', stated: false, confidence: 'low' },
  regulatedDomains: [
    { id: 'prescription-medicine', name: 'Prescription medicines' },
    { id: 'health-data', name: 'Health data' },
  ],
  redFlags: [
    {
      kind: 'fatal-flaw',
      id: 'no-payer',
      reason: 'Nobody can legally buy what it sells, so there is no market to serve.',
    },
    {
      kind: 'unlawful',
      id: 'unlicensed-medicine',
      reason: 'Selling prescription-only medicines without a prescription is illegal in Germany.',
    },
    {
      kind: 'safety-critical',
      id: 'medication-misuse',
      reason: 'Antibiotics taken without a diagnosis harm patients and breed resistance.',
    },
  ],
  unknowns: ['Whether a pharmacist would review any order', 'How orders would be paid'],
  setByUser: ['users'],
};

/** The interface's words for the brief above, in each language. */
const ENGLISH = {
  title: 'What we understood',
  redFlags: 'Red flags',
  industry: 'Industry',
  niche: 'Niche: Online pharmacies',
  users: 'Who uses it',
  audience: 'Consumers',
  payer: 'Who pays',
  payerKind: 'The users themselves',
  revenueModel: 'Revenue model',
  revenueKind: 'One-time sale',
  delivery: 'What is delivered',
  physicalGoods: 'Physical goods',
  software: 'Software',
  region: 'Region',
  regionLabel: '· Europe',
  implied: 'Implied by the idea’s language',
  regulated: 'Regulated domains',
  unknowns: 'What we couldn’t tell',
  low: 'Not sure — please confirm',
  medium: 'Fairly sure',
  setByUser: 'Set by you',
  unlawful: 'Unlawful',
  safety: 'Safety-critical',
  fatal: 'Fatal flaw',
};

const WORDS: Record<Language, Record<keyof typeof ENGLISH, string>> = {
  'en-US': ENGLISH,
  'zh-CN': {
    title: '我们的理解',
    redFlags: '重大警示',
    industry: '行业',
    niche: '细分市场：Online pharmacies',
    users: '谁在使用',
    audience: '个人消费者',
    payer: '谁来付费',
    payerKind: '用户本人',
    revenueModel: '收入模式',
    revenueKind: '一次性销售',
    delivery: '交付形式',
    physicalGoods: '实物商品',
    software: '软件',
    region: '目标地区',
    regionLabel: '· 欧洲',
    implied: '根据想法所用的语言推断',
    regulated: '涉及的监管领域',
    unknowns: '我们无法判断的地方',
    low: '不确定，请确认',
    medium: '比较确定',
    setByUser: '由你设定',
    unlawful: '违法',
    safety: '关乎人身安全',
    fatal: '致命缺陷',
  },
};

/** The `<dd>` of the field labelled `label`. */
function fieldValue(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value after ${label}`);
  return value;
}

describe('BriefPanel', () => {
  it.each(['en-US', 'zh-CN'] as const)('shows every field of the brief in %s', async (language) => {
    await changeLanguage(language);
    const words = WORDS[language];
    render(<BriefPanel brief={brief} />);

    const panel = screen.getByRole('region', { name: words.title });
    expect(within(panel).getByText(brief.summary)).toBeInTheDocument();

    expect(fieldValue(words.industry)).toHaveTextContent(brief.industry.name);
    expect(fieldValue(words.industry)).toHaveTextContent(words.niche);
    expect(fieldValue(words.users)).toHaveTextContent(brief.users.description);
    expect(fieldValue(words.users)).toHaveTextContent(words.audience);
    expect(fieldValue(words.payer)).toHaveTextContent(brief.payer.description);
    expect(fieldValue(words.payer)).toHaveTextContent(words.payerKind);
    expect(fieldValue(words.revenueModel)).toHaveTextContent(words.revenueKind);
    expect(fieldValue(words.revenueModel)).toHaveTextContent(brief.revenueModel.description);
    const delivered = within(fieldValue(words.delivery));
    expect(delivered.getByText(words.physicalGoods)).toBeInTheDocument();
    expect(delivered.getByText(words.software)).toBeInTheDocument();
    expect(fieldValue(words.region)).toHaveTextContent(`Germany ${words.regionLabel}`);
    expect(fieldValue(words.region)).toHaveTextContent(words.implied);
    const regulated = within(fieldValue(words.regulated));
    expect(regulated.getByText('Prescription medicines')).toBeInTheDocument();
    expect(regulated.getByText('Health data')).toBeInTheDocument();

    const unknowns = within(panel).getByRole('heading', { name: words.unknowns });
    const list = within(unknowns.parentElement as HTMLElement).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual(brief.unknowns);

    // The red flags are not part of this panel: they come before everything else.
    expect(within(panel).queryByText(words.unlawful)).not.toBeInTheDocument();
  });

  it('marks the fields it is not sure of, in words, and the fields the user set', () => {
    render(<BriefPanel brief={brief} />);
    const words = WORDS['en-US'];

    // Low: "please confirm", set apart; medium: "fairly sure"; high: nothing to say.
    for (const label of [words.revenueModel, words.region]) {
      expect(fieldValue(label)).toHaveTextContent(words.low);
      expect(fieldValue(label).parentElement).toHaveAttribute('data-confidence', 'low');
    }
    expect(fieldValue(words.payer)).toHaveTextContent(words.medium);
    expect(fieldValue(words.payer)).not.toHaveTextContent(words.low);
    for (const label of [words.industry, words.delivery, words.regulated]) {
      expect(fieldValue(label)).not.toHaveTextContent(words.low);
      expect(fieldValue(label)).not.toHaveTextContent(words.medium);
    }
    expect(screen.getAllByText(words.low)).toHaveLength(2);

    // The user set who uses it: said so instead of a confidence.
    expect(fieldValue(words.users)).toHaveTextContent(words.setByUser);
    expect(screen.getAllByText(words.setByUser)).toHaveLength(1);
  });

  it('says “none identified” for no regulated domain and leaves out an empty unknowns list', () => {
    render(<BriefPanel brief={{ ...brief, regulatedDomains: [], unknowns: [] }} />);
    expect(fieldValue('Regulated domains')).toHaveTextContent('None identified');
    expect(screen.queryByText('What we couldn’t tell')).not.toBeInTheDocument();
  });

  it('renders nothing without a brief', () => {
    const { container } = render(
      <>
        <BriefRedFlags brief={null} />
        <BriefPanel brief={null} />
        <BriefRedFlags brief={undefined} />
        <BriefPanel brief={undefined} />
        <BriefRedFlags brief={{ ...brief, redFlags: [] }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('BriefRedFlags', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    'states each flag with its kind and reason, unlawful first, in %s',
    async (language) => {
      await changeLanguage(language);
      const words = WORDS[language];
      render(<BriefRedFlags brief={brief} />);
      const flags = screen.getByRole('region', { name: words.redFlags });
      const items = within(flags).getAllByRole('listitem');
      expect(items.map((item) => item.getAttribute('data-kind'))).toEqual([
        'unlawful',
        'safety-critical',
        'fatal-flaw',
      ]);
      expect(items[0]).toHaveTextContent(`${words.unlawful}${brief.redFlags[1]?.reason}`);
      expect(items[1]).toHaveTextContent(`${words.safety}${brief.redFlags[2]?.reason}`);
      expect(items[2]).toHaveTextContent(`${words.fatal}${brief.redFlags[0]?.reason}`);
    },
  );
});

describe('a report with a brief', () => {
  const quickResult = {
    core_analysis: {
      problem_solved: 'People want antibiotics without seeing a doctor.',
      value_proposition: 'Medicine at the door the same day.',
      feasibility_level: 'low',
    },
    quick_assessment: {
      market_demand: 'Demand exists, but it cannot be served lawfully.',
      competition_level: 'medium',
      implementation_difficulty: 'high',
    },
    recommendations: {
      feasibility_score: 1.2,
      key_suggestions: ['Work with licensed pharmacists and doctors'],
      main_challenges: ['Prescription rules'],
      next_step: 'Talk to a pharmacy-law specialist',
    },
    brief,
    meta: {
      processing_time: 3,
      timestamp: '2025-07-17T09:30:00.000Z',
      engine: 'offline',
      model: 'offline-1',
      language: 'en-US',
    },
  };

  function storeQuickResult(result: unknown) {
    window.localStorage.setItem(ANALYSIS_RESULT, JSON.stringify(result));
    window.localStorage.setItem(
      REPORT_BASIC_INFO,
      JSON.stringify({ reportTitle: IDEA, userMessage: IDEA, reportType: 'simple', owner: null }),
    );
  }

  /** Whether `a` comes before `b` in the page. */
  const before = (a: Node, b: Node) =>
    Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

  it('states the red flags first, then the idea, what we understood, and only then the score', async () => {
    storeQuickResult(quickResult);
    renderApp('/analysis-result');
    const flags = await screen.findByRole('region', { name: 'Red flags' });
    const idea = screen.getByText('Your idea');
    const understood = screen.getByRole('region', { name: 'What we understood' });
    const score = screen.getByText('Feasibility score');
    expect(before(screen.getByRole('heading', { level: 1 }), flags)).toBe(true);
    expect(before(flags, idea)).toBe(true);
    expect(before(idea, understood)).toBe(true);
    expect(before(understood, score)).toBe(true);
  });

  it('shows a full report’s brief, with its place in the contents', async () => {
    const { demoReports } = await import('@idealens/shared/demo-report');
    window.localStorage.setItem(
      ANALYSIS_RESULT,
      JSON.stringify({ ...demoReports['en-US'].report, brief }),
    );
    window.localStorage.setItem(
      REPORT_BASIC_INFO,
      JSON.stringify({
        reportTitle: 'My deep report',
        userMessage: IDEA,
        reportType: 'deep',
        owner: null,
      }),
    );
    renderApp('/analysis-result');
    const understood = await screen.findByRole('region', { name: 'What we understood' });
    const flags = screen.getByRole('region', { name: 'Red flags' });
    expect(before(flags, understood)).toBe(true);
    expect(before(understood, screen.getByText('Investment verdict'))).toBe(true);
    const contents = screen.getByRole('navigation', { name: 'Report sections' });
    const links = within(contents).getAllByRole('link');
    expect(links[0]).toHaveTextContent('What we understood');
    expect(links[0]).toHaveAttribute('href', `#${understood.id}`);
  });

  it('shows no brief, and no empty panel, for a report made before briefs existed', async () => {
    const { brief: _none, ...older } = quickResult;
    storeQuickResult(older);
    renderApp('/analysis-result');
    await screen.findByText('Feasibility score');
    expect(screen.queryByText('What we understood')).not.toBeInTheDocument();
    expect(screen.queryByText('Red flags')).not.toBeInTheDocument();
  });
});

describe('readBrief', () => {
  it('reads the brief beside the sections or beside a wrapped report’s sections', () => {
    expect(readBrief({ brief })).toEqual(brief);
    expect(readBrief({ data: { brief } })).toEqual(brief);
  });

  it('gives null for no brief, and for a brief that does not validate', () => {
    expect(readBrief(null)).toBeNull();
    expect(readBrief({ core_analysis: {} })).toBeNull();
    expect(readBrief({ brief: null })).toBeNull();
    expect(readBrief({ brief: { ...brief, region: { code: 'mars' } } })).toBeNull();
    expect(readBrief({ brief: { ...brief, summary: '' } })).toBeNull();
  });
});
