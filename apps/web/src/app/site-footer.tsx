import { Clock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { Logo } from '../components/ui/logo.tsx';

export const SUPPORT_EMAIL = 'support@idealens.app';

const FOOTER_LINKS = [
  { to: '/pricing', labelKey: 'footer.links.pricing' },
  { to: '/about', labelKey: 'footer.links.about' },
  { to: '/methodology', labelKey: 'footer.links.methodology' },
  { to: '/terms-of-service', labelKey: 'footer.links.terms' },
  { to: '/privacy-policy', labelKey: 'footer.links.privacy' },
  { to: '/refund-policy', labelKey: 'footer.links.refund' },
] as const;

const linkClasses =
  'rounded-sm text-zinc-600 underline-offset-4 hover:text-zinc-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();

  return (
    <footer className="border-zinc-200 border-t bg-zinc-50 print:hidden">
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_auto]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm text-zinc-600">{t('footer.tagline')}</p>
        </div>

        <div className="grid gap-8 sm:grid-cols-2 sm:gap-x-16">
          <nav aria-label={t('footer.navLabel')}>
            <h2 className="font-semibold text-sm text-zinc-900">{t('footer.linksHeading')}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="font-semibold text-sm text-zinc-900">{t('footer.supportHeading')}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li className="flex items-start gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClasses} break-all`}>
                  {SUPPORT_EMAIL}
                </a>
              </li>
              <li className="flex items-start gap-2 text-zinc-600">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                <span>{t('footer.supportHours')}</span>
              </li>
            </ul>
          </div>
        </div>
      </Container>
      <div className="border-zinc-200 border-t">
        <Container className="py-5 text-sm text-zinc-600">
          <p>{t('footer.copyright', { year })}</p>
        </Container>
      </div>
    </footer>
  );
}
