import { FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function AnalysisResultPage() {
  const { t } = useTranslation('result');
  const title = t('title');
  useDocumentTitle(title);

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title={title} />
      <Card className="mx-auto max-w-lg px-6 py-10 text-center sm:px-10">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50">
          <FileSearch aria-hidden="true" className="size-6 text-indigo-600" />
        </span>
        <h2 className="mt-4 font-semibold text-xl">{t('empty.title')}</h2>
        <p className="mt-2 text-zinc-600">{t('empty.description')}</p>
        <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
          {t('empty.action')}
        </Link>
      </Card>
    </Container>
  );
}
