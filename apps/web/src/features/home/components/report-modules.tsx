import {
  Check,
  Landmark,
  Layers,
  Lightbulb,
  type LucideIcon,
  Rocket,
  ShieldAlert,
  TrendingUp,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

const MODULES: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'overview', icon: Lightbulb },
  { id: 'market', icon: TrendingUp },
  { id: 'risk', icon: ShieldAlert },
  { id: 'growth', icon: Rocket },
  { id: 'mvp', icon: Layers },
  { id: 'investment', icon: Landmark },
];

const POINTS = ['p1', 'p2', 'p3'] as const;

/** The tabbed explainer of the six report modules a deep analysis delivers. */
export function ReportModules() {
  const { t } = useTranslation('modules');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-zinc-200 border-t bg-zinc-50/60 py-16 sm:py-20"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={headingId}
            className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl"
          >
            {t('title')}
          </h2>
          <p className="mt-3 text-pretty text-zinc-600">{t('subtitle')}</p>
        </div>
        <Tabs defaultValue="overview" className="mx-auto mt-10 max-w-4xl">
          <TabsList aria-label={t('tabsLabel')} gridOnPhones className="sm:justify-center">
            {MODULES.map(({ id, icon: Icon }) => (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" className="size-4" />
                {t(`${id}.name`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {MODULES.map(({ id, icon: Icon }) => (
            <TabsContent key={id} value={id}>
              <div className="grid gap-6 rounded-xl border border-zinc-200 bg-white p-6 sm:grid-cols-[auto_1fr] sm:p-8">
                <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50">
                  <Icon aria-hidden="true" className="size-6 text-indigo-600" />
                </span>
                <div>
                  <h3 className="font-semibold text-lg">{t(`${id}.title`)}</h3>
                  <p className="mt-2 text-pretty text-zinc-600 leading-relaxed">
                    {t(`${id}.description`)}
                  </p>
                  <ul className="mt-5 grid gap-2.5">
                    {POINTS.map((point) => (
                      <li key={point} className="flex items-start gap-2.5 text-sm text-zinc-700">
                        <Check
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-emerald-600"
                        />
                        {t(`${id}.points.${point}`)}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </TabsContent>
          ))}
        </Tabs>
      </Container>
    </section>
  );
}
