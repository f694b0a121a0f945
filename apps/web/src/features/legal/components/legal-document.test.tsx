import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import enLegal from '../../../locales/en-US/legal.json' with { type: 'json' };
import zhLegal from '../../../locales/zh-CN/legal.json' with { type: 'json' };
import { renderApp } from '../../../test/render-app.tsx';
import { formatLegalDate, parseLegalDocument } from './legal-document.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';
import { TermsOfServicePage } from './terms-of-service-page.tsx';

function renderPage(page: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('legal documents', () => {
  it('renders the refund policy facts and the last-updated date', async () => {
    renderPage(<RefundPolicyPage />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Refund Policy');
    await waitFor(() => expect(document.title).toBe('Refund Policy · IdeaLens'));

    const updated = screen.getByText('Last updated: July 17, 2025');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', '2025-07-17');

    const text = document.body.textContent ?? '';
    expect(text).toContain('5-7 business days');
    expect(text).toContain('10-15 business days');
    expect(text).toContain('5-10 business days');
    expect(text).toMatch(/force majeure/i);
    expect(text).toContain('duplicate charges');
    expect(text).toContain('until the end of the current billing period');
  });

  it('lists every section in the table of contents with working anchors', () => {
    renderPage(<RefundPolicyPage />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('SECTION');
      expect(target).toContainElement(sections[index] as HTMLElement);
    });
  });

  it('links the support address and states the key terms', () => {
    renderPage(<TermsOfServicePage />);
    const mailLinks = screen.getAllByRole('link', { name: 'support@idealens.app' });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) {
      expect(link).toHaveAttribute('href', 'mailto:support@idealens.app');
    }
    const text = document.body.textContent ?? '';
    expect(text).toContain('at least 13 years old');
    expect(text).toContain('in the 12 months before');
    expect(text).toContain('merchant of record');
    expect(text).toContain('Monday to Friday, 9:00 AM to 6:00 PM (UTC)');
    expect(screen.getByRole('navigation', { name: 'Related policies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it('renders the privacy policy in Chinese with a Chinese date', async () => {
    await i18n.changeLanguage('zh-CN');
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('隐私政策');
    expect(screen.getByText('最后更新：2025年7月17日')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('30 天内删除');
  });

  it('formats the policy date per language', () => {
    expect(formatLegalDate('en-US')).toBe('July 17, 2025');
    expect(formatLegalDate('zh-CN')).toBe('2025年7月17日');
  });

  it('keeps the same sections, in the same order and shape, in both languages', () => {
    for (const id of ['terms', 'privacy', 'refund'] as const) {
      const en = parseLegalDocument(enLegal[id]);
      const zh = parseLegalDocument(zhLegal[id]);
      expect(en.sections.length).toBeGreaterThan(5);
      expect(zh.sections.map((section) => section.id)).toEqual(
        en.sections.map((section) => section.id),
      );
      zh.sections.forEach((section, index) => {
        const counterpart = en.sections[index];
        expect(section.paragraphs.length).toBeGreaterThan(0);
        expect(section.paragraphs.length).toBe(counterpart?.paragraphs.length);
        expect(section.items.length).toBe(counterpart?.items.length);
        expect(section.after.length).toBe(counterpart?.after.length);
      });
    }
  });

  it.each([
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
  ])('serves %s inside the site layout with a single h1', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
