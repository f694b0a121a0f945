import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Back and export (print) above every report view; hidden on paper. */
export function ReportToolbar({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('result');
  return (
    <div className="flex items-center justify-between gap-3 print:hidden">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('actions.back')}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        {t('actions.export')}
      </Button>
    </div>
  );
}
