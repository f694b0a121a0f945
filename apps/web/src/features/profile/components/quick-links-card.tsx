import { ChevronRight, ListChecks, Sparkles, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

const LINKS = [
  { to: '/dashboard', key: 'newAnalysis', icon: Sparkles },
  { to: '/tasks', key: 'analysisManagement', icon: ListChecks },
  { to: '/teams', key: 'teams', icon: UsersRound },
] as const;

export function QuickLinksCard() {
  const { t } = useTranslation('profile');
  return (
    <Card className="p-6">
      <h2 className="font-semibold text-base text-zinc-900">{t('quickLinks.title')}</h2>
      <ul className="mt-3 flex flex-col gap-1">
        {LINKS.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 text-sm text-zinc-700 hover:bg-zinc-50 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <Icon aria-hidden="true" className="size-4 text-indigo-600" />
              <span className="flex-1">{t(`quickLinks.${key}`)}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-zinc-400" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
