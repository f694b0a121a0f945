import { X } from 'lucide-react';
import { Dialog, RadioGroup } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelWhen } from '../../lib/billing/manage-subscription.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

// Built on Radix's dialog, this module goes with its chunk (vite.config.ts): it imports nothing
// but what every page has already (the app's chunk), or that chunk would take it along. The
// cancellation itself is the caller's (SubscriptionActions).

const CHOICES: readonly CancelWhen[] = ['period_end', 'now'];

function CancelChoice({
  value,
  title,
  description,
}: {
  value: CancelWhen;
  title: string;
  description: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <RadioGroup.Item
      value={value}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="group flex w-full items-start gap-3 rounded-lg border border-zinc-200 p-4 text-left transition-colors hover:bg-zinc-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-50/60 motion-reduce:transition-none"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-zinc-400 group-data-[state=checked]:border-indigo-600"
      >
        <RadioGroup.Indicator className="size-2 rounded-full bg-indigo-600" />
      </span>
      <span className="min-w-0">
        <span id={titleId} className="block font-medium text-sm text-zinc-900">
          {title}
        </span>
        <span id={descriptionId} className="mt-1 block text-sm text-zinc-600">
          {description}
        </span>
      </span>
    </RadioGroup.Item>
  );
}

export type CancelSubscriptionDialogProps = {
  /** The plan's name in words. */
  plan: string;
  /** The last day paid for, in words. */
  endDate: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cancellation is on its way: nothing can be pressed or closed meanwhile. */
  pending: boolean;
  /** Why the last try failed (an ErrorState), shown under the choices. */
  failure: ReactNode;
  onConfirm: (when: CancelWhen) => void;
};

/**
 * "Cancel subscription" and its dialog: at the end of the period paid for (the default: the plan
 * runs to its end, then the user is on Free) or at once (no refund for the rest of the period).
 * Escape and "Keep subscription" leave everything as it was.
 */
export function CancelSubscriptionDialog({
  plan,
  endDate,
  open,
  onOpenChange,
  pending,
  failure,
  onConfirm,
}: CancelSubscriptionDialogProps) {
  const { t } = useTranslation('pricing');
  const [when, setWhen] = useState<CancelWhen>('period_end');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) setWhen('period_end');
        onOpenChange(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghostDanger">{t('manage.cancel.button')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[1px] print:hidden" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none print:hidden">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-semibold text-lg text-zinc-900">
              {t('manage.cancel.title', { plan })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('manage.close')}
                disabled={pending}
                className="-m-1 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            {t('manage.cancel.description')}
          </Dialog.Description>
          <RadioGroup.Root
            value={when}
            onValueChange={(next) => {
              if (next === 'period_end' || next === 'now') setWhen(next);
            }}
            aria-label={t('manage.cancel.whenLabel')}
            className="mt-5 grid gap-3"
          >
            {CHOICES.map((choice) => (
              <CancelChoice
                key={choice}
                value={choice}
                title={t(`manage.cancel.${choice}.title`)}
                description={t(`manage.cancel.${choice}.description`, { plan, date: endDate })}
              />
            ))}
          </RadioGroup.Root>
          {failure ? <div className="mt-4">{failure}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                {t('manage.cancel.keep')}
              </Button>
            </Dialog.Close>
            <Button
              variant="danger"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => onConfirm(when)}
            >
              {pending ? <Spinner size="sm" tone="current" /> : null}
              {t('manage.cancel.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
