import { Trash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** The Analysis Center's delete action: a quiet red button that asks before it deletes. */
export function DeleteWithConfirm({
  describedBy,
  pending,
  title,
  description,
  onConfirm,
}: {
  /** The id of the row's name, so the button reads "Delete, <name>". */
  describedBy: string;
  pending: boolean;
  title: string;
  description: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('tasks');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghostDanger" size="sm" aria-describedby={describedBy} disabled={pending}>
          <Trash aria-hidden="true" className="size-4" />
          {pending ? t('list.deleting') : t('list.delete')}
        </Button>
      }
      title={title}
      description={description}
      cancelLabel={t('list.cancel')}
      confirmLabel={t('list.confirmDelete')}
      onConfirm={onConfirm}
    />
  );
}
