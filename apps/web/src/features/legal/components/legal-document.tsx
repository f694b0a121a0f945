import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The policy documents kept in the `legal` namespace, with the route each one lives at. */
export const LEGAL_DOCUMENTS = {
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
} as const;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;

/** All three policies were last revised on the same day (ISO date, interpreted in UTC). */
export const LEGAL_LAST_UPDATED = '2025-07-17';

type LegalSection = {
  id: string;
  heading: string;
  /** Paragraphs before the optional list. */
  paragraphs: string[];
  /** Optional bullet list. */
  items: string[];
  /** Optional paragraphs after the list. */
  after: string[];
};

type LegalDocumentData = {
  title: string;
  summary: string;
  sections: LegalSection[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Lists are stored as objects (`{ "p1": "…", "p2": "…" }`) rather than arrays, so the locale key
 * checks cover every paragraph; they are read in the order they are written.
 */
function toStringList(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return entries.filter((item) => typeof item === 'string');
}

/**
 * Reads one document from the locale data. Sections keep the order in which they are written in
 * the JSON file: `<doc>.sections.<id>.{heading, paragraphs: {p1…}, items?: {i1…}, after?: {a1…}}`.
 */
export function parseLegalDocument(raw: unknown): LegalDocumentData {
  const data = isRecord(raw) ? raw : {};
  const sections = isRecord(data.sections) ? data.sections : {};
  return {
    title: typeof data.title === 'string' ? data.title : '',
    summary: typeof data.summary === 'string' ? data.summary : '',
    sections: Object.entries(sections).flatMap(([id, section]) =>
      isRecord(section) && typeof section.heading === 'string'
        ? [
            {
              id,
              heading: section.heading,
              paragraphs: toStringList(section.paragraphs),
              items: toStringList(section.items),
              after: toStringList(section.after),
            },
          ]
        : [],
    ),
  };
}

/** Formats the policy date for the reader's language: "July 17, 2025", "2025年7月17日". */
export function formatLegalDate(language: string, isoDate: string = LEGAL_LAST_UPDATED): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

const EMAIL_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Renders policy text, turning email addresses into mailto links. */
function RichText({ text }: { text: string }) {
  const parts = text.split(EMAIL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string never reorder
            key={index}
            href={`mailto:${part}`}
            className="font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string never reorder
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function sectionAnchor(id: string): string {
  return `section-${id}`;
}

/** One policy page (terms, privacy or refund), rendered entirely from the `legal` namespace. */
export function LegalDocument({ document: documentId }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation('legal');
  const doc = parseLegalDocument(t(documentId, { returnObjects: true }));
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en-US';
  const lastUpdated = formatLegalDate(language);
  const related = (Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[]).filter(
    (id) => id !== documentId,
  );

  useDocumentTitle(doc.title || undefined);

  const tocLabelId = `${documentId}-toc-label`;

  return (
    <Container className="py-10 sm:py-14 print:max-w-none print:p-0">
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 print:block">
        <div className="hidden lg:block print:hidden" />
        <div className="max-w-3xl">
          <PageHeader
            spaceBelow="sm"
            title={doc.title}
            subtitle={
              <time dateTime={LEGAL_LAST_UPDATED}>{t('lastUpdated', { date: lastUpdated })}</time>
            }
          />
        </div>
      </div>

      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 print:block">
        <nav
          aria-labelledby={tocLabelId}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto print:hidden"
        >
          <Card className="p-4 lg:border-0 lg:bg-transparent lg:p-0">
            <p id={tocLabelId} className="font-semibold text-sm text-zinc-900">
              {t('tableOfContents')}
            </p>
            <ol className="mt-3 space-y-1 text-sm sm:columns-2 sm:gap-6 lg:columns-1">
              {doc.sections.map((section) => (
                <li key={section.id} className="break-inside-avoid">
                  <a
                    href={`#${sectionAnchor(section.id)}`}
                    className="block rounded-md py-1 text-zinc-600 leading-snug hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>

        <article className="min-w-0 max-w-3xl print:max-w-none">
          {doc.summary ? (
            <p className="rounded-xl border border-zinc-200 bg-zinc-50 p-5 text-base text-zinc-700 leading-relaxed print:border-zinc-400 print:bg-white">
              {doc.summary}
            </p>
          ) : null}

          <div className="mt-10 space-y-10">
            {doc.sections.map((section) => (
              <section
                key={section.id}
                id={sectionAnchor(section.id)}
                aria-labelledby={`${sectionAnchor(section.id)}-heading`}
                className="scroll-mt-24 print:break-inside-avoid-page"
              >
                <h2
                  id={`${sectionAnchor(section.id)}-heading`}
                  className="font-semibold text-xl text-zinc-900 tracking-tight"
                >
                  {section.heading}
                </h2>
                <div className="mt-3 space-y-4 text-base text-zinc-700 leading-7">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>
                      <RichText text={paragraph} />
                    </p>
                  ))}
                  {section.items.length > 0 ? (
                    <ul className="list-disc space-y-2 pl-6 marker:text-zinc-500">
                      {section.items.map((item) => (
                        <li key={item} className="pl-1">
                          <RichText text={item} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {section.after.map((paragraph) => (
                    <p key={paragraph}>
                      <RichText text={paragraph} />
                    </p>
                  ))}
                </div>
              </section>
            ))}
          </div>

          <nav
            aria-label={t('relatedPolicies')}
            className="mt-12 border-zinc-200 border-t pt-6 print:hidden"
          >
            <p className="font-semibold text-sm text-zinc-900">{t('relatedPolicies')}</p>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {related.map((id) => (
                <li key={id}>
                  <Link
                    to={LEGAL_DOCUMENTS[id]}
                    className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  >
                    {t(`${id}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </Container>
  );
}
