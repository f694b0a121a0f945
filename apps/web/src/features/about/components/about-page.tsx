import {
  AlignLeft,
  ArrowRight,
  Compass,
  Eye,
  FileSearch,
  Gauge,
  Globe,
  Lock,
  type LucideIcon,
  Route,
  Scale,
  Search,
  Sparkles,
  Target,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const TABS = ['vision', 'mission', 'values'] as const;
type AboutTab = (typeof TABS)[number];
const DEFAULT_TAB: AboutTab = 'vision';

const TAB_ICONS: Record<AboutTab, LucideIcon> = { vision: Eye, mission: Target, values: Sparkles };

const PILLARS = [
  { id: 'research', icon: Search },
  { id: 'assess', icon: Gauge },
  { id: 'act', icon: Route },
] as const;

const VALUES = [
  { id: 'honesty', icon: Scale },
  { id: 'evidence', icon: FileSearch },
  { id: 'privacy', icon: Lock },
  { id: 'accessibility', icon: Globe },
  { id: 'clarity', icon: AlignLeft },
  { id: 'ownership', icon: Compass },
] as const;

function isAboutTab(value: string | null): value is AboutTab {
  return TABS.some((tab) => tab === value);
}

/** Paragraph lists are stored as `{ "p1": "…", "p2": "…" }` and read in the order written. */
function toStringList(value: unknown): string[] {
  const entries =
    typeof value === 'object' && value !== null
      ? Object.values(value as Record<string, unknown>)
      : [];
  return entries.filter((item) => typeof item === 'string');
}

/** /about: who IdeaLens is for, with Vision / Mission / Values tabs deep-linkable via ?tab=. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tabInUrl: AboutTab = isAboutTab(requested) ? requested : DEFAULT_TAB;
  // Local state answers the keyboard at once; the URL (updated asynchronously by the router)
  // keeps the tab deep-linkable, and a change to it from outside (back button, link) wins.
  const [activeTab, setActiveTab] = useState<AboutTab>(tabInUrl);
  const [syncedUrlTab, setSyncedUrlTab] = useState<AboutTab>(tabInUrl);
  if (tabInUrl !== syncedUrlTab) {
    setSyncedUrlTab(tabInUrl);
    setActiveTab(tabInUrl);
  }

  const title = t('title');
  useDocumentTitle(title);

  function selectTab(value: string) {
    if (!isAboutTab(value)) return;
    setActiveTab(value);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const visionParagraphs = toStringList(t('vision.paragraphs', { returnObjects: true }));

  return (
    <Container maxWidth="5xl" className="py-10 sm:py-14">
      <PageHeader title={title} subtitle={t('intro')} />

      <Tabs value={activeTab} onValueChange={selectTab}>
        <TabsList aria-label={t('tabsLabel')}>
          {TABS.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <TabsTrigger key={tab} value={tab}>
                <Icon aria-hidden="true" className="size-4" />
                {t(`tabs.${tab}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>

        <TabsContent value="vision">
          <Card className="p-6 sm:p-10">
            <h2 className="max-w-3xl text-balance font-semibold text-2xl text-zinc-900 tracking-tight sm:text-3xl">
              {t('vision.heading')}
            </h2>
            <div className="mt-6 max-w-3xl space-y-4 text-base text-zinc-700 leading-relaxed">
              {visionParagraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Card>
        </TabsContent>

        <TabsContent value="mission">
          <h2 className="max-w-3xl text-balance font-semibold text-2xl text-zinc-900 tracking-tight sm:text-3xl">
            {t('mission.heading')}
          </h2>
          <p className="mt-4 max-w-3xl text-base text-zinc-700 leading-relaxed">
            {t('mission.lead')}
          </p>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {PILLARS.map(({ id, icon: Icon }, index) => (
              <li key={id}>
                <Card className="h-full p-6">
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700"
                    >
                      <Icon className="size-5" />
                    </span>
                    <span className="font-medium text-sm text-zinc-600 tabular-nums">
                      0{index + 1}
                    </span>
                  </div>
                  <h3 className="mt-4 font-semibold text-lg text-zinc-900">
                    {t(`mission.pillars.${id}.title`)}
                  </h3>
                  <p className="mt-2 text-sm text-zinc-700 leading-relaxed">
                    {t(`mission.pillars.${id}.body`)}
                  </p>
                </Card>
              </li>
            ))}
          </ol>
        </TabsContent>

        <TabsContent value="values">
          <h2 className="font-semibold text-2xl text-zinc-900 tracking-tight sm:text-3xl">
            {t('values.heading')}
          </h2>
          <p className="mt-4 max-w-3xl text-base text-zinc-700 leading-relaxed">
            {t('values.lead')}
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map(({ id, icon: Icon }) => (
              <li key={id}>
                <Card className="h-full p-6">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700"
                  >
                    <Icon className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-lg text-zinc-900">
                    {t(`values.items.${id}.title`)}
                  </h3>
                  <p className="mt-2 text-sm text-zinc-700 leading-relaxed">
                    {t(`values.items.${id}.body`)}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>

      <section
        aria-labelledby="about-cta-heading"
        className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-indigo-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 print:hidden"
      >
        <div>
          <h2 id="about-cta-heading" className="font-semibold text-lg text-zinc-900">
            {t('cta.heading')}
          </h2>
          <p className="mt-1 text-sm text-zinc-700">{t('cta.body')}</p>
        </div>
        <Link to="/" className={buttonClasses({ className: 'shrink-0' })}>
          {t('cta.action')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </Container>
  );
}
