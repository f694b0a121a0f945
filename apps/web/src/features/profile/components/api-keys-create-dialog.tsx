import { type CreateApiKey, createApiKeySchema, MAX_API_KEYS } from '@idealens/shared/api-keys';
import { Plus, TriangleAlert, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { apiKeyFailure, type NewApiKey, useCreateApiKey } from '../api/api-keys.ts';

type Field = 'name' | 'webhook';
type Problem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'webhookInvalid'
  | 'webhookInsecure'
  | 'webhookTooLong';
type FieldProblem = { problem: Problem; max?: number };

/** The form's fields as the contract's request: an empty webhook URL is none. */
function requestOf(name: string, webhook: string): CreateApiKey {
  const webhookUrl = webhook.trim();
  return { name, ...(webhookUrl ? { webhookUrl } : {}) };
}

/**
 * What the contract's schema refuses, per field, in the form's words (the limits from the
 * schema's own issues); nothing when the request is sound.
 */
function formProblems(request: CreateApiKey): Partial<Record<Field, FieldProblem>> {
  const parsed = createApiKeySchema.safeParse(request);
  if (parsed.success) return {};
  const problems: Partial<Record<Field, FieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    if (issue.path[0] === 'name' && !problems.name) {
      problems.name =
        max === undefined ? { problem: 'nameRequired' } : { problem: 'nameTooLong', max };
    } else if (issue.path[0] === 'webhookUrl') {
      const found: FieldProblem =
        max !== undefined
          ? { problem: 'webhookTooLong', max }
          : issue.code === 'custom'
            ? // The one refinement: https, or http to this machine.
              { problem: 'webhookInsecure' }
            : { problem: 'webhookInvalid' };
      // A malformed address also fails the refinement: say what is wrong first.
      if (!problems.webhook || problems.webhook.problem === 'webhookInsecure') {
        problems.webhook = found;
      }
    }
  }
  return problems;
}

/** The name and optional webhook URL; the key it makes goes to `onCreated`. */
function CreateKeyForm({
  nameRef,
  onCreated,
  onPending,
}: {
  nameRef: RefObject<HTMLInputElement | null>;
  onCreated: (key: NewApiKey) => void;
  onPending: (pending: boolean) => void;
}) {
  const { t } = useTranslation('api-keys');
  const id = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [webhook, setWebhook] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const webhookRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const request = requestOf(name, webhook);
    const found = formProblems(request);
    setProblems(found);
    setFormError(null);
    if (found.name) {
      nameRef.current?.focus();
      return;
    }
    if (found.webhook) {
      webhookRef.current?.focus();
      return;
    }
    onPending(true);
    create.mutate(
      // The name as the schema reads it (trimmed).
      { ...request, name: request.name.trim() },
      {
        onSuccess: onCreated,
        onError: (error) =>
          setFormError(t(`errors.${apiKeyFailure(error)}`, { max: MAX_API_KEYS })),
        onSettled: () => onPending(false),
      },
    );
  };

  const problemText = (found: FieldProblem | undefined) =>
    found ? t(`errors.${found.problem}`, { max: found.max }) : undefined;

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
      <TextField
        id={`${id}-name`}
        inputRef={nameRef}
        type="text"
        label={t('create.name')}
        placeholder={t('create.namePlaceholder')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblems((previous) => ({ ...previous, name: undefined }));
        }}
        error={problemText(problems.name)}
        disabled={create.isPending}
      />
      <TextField
        id={`${id}-webhook`}
        inputRef={webhookRef}
        type="url"
        label={t('create.webhook')}
        placeholder="https://"
        hint={t('create.webhookHint')}
        value={webhook}
        onChange={(event) => {
          setWebhook(event.target.value);
          setProblems((previous) => ({ ...previous, webhook: undefined }));
        }}
        error={problemText(problems.webhook)}
        disabled={create.isPending}
      />
      {formError ? (
        <p role="alert" className="flex items-start gap-2 text-red-700 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={create.isPending}>
            {t('create.cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <Spinner size="sm" tone="current" /> : null}
          {create.isPending ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** One secret, shown once, with its copy button. */
function Secret({
  label,
  copyLabel,
  value,
  testId,
}: {
  label: string;
  copyLabel: string;
  value: string;
  testId: string;
}) {
  return (
    <div>
      <p className="font-medium text-sm text-zinc-700">{label}</p>
      <div className="mt-1.5 flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 py-1 pr-1 pl-3">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 break-all font-mono text-sm text-zinc-900"
        >
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}

/** The new key's secrets, shown this once, and a clear warning that they will not be again. */
function CreatedKey({ created }: { created: NewApiKey }) {
  const { t } = useTranslation('api-keys');
  const warningRef = useRef<HTMLDivElement>(null);
  // The form (and the focus in it) is gone: the warning is what to read first.
  useEffect(() => warningRef.current?.focus(), []);
  return (
    <div className="mt-5 flex flex-col gap-4">
      <div
        ref={warningRef}
        tabIndex={-1}
        className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <Dialog.Description>{t('created.warning')}</Dialog.Description>
      </div>
      <Secret
        label={t('created.key')}
        copyLabel={t('created.copyKey')}
        value={created.key}
        testId="created-api-key"
      />
      {created.webhookSecret ? (
        <div>
          <Secret
            label={t('created.webhookSecret')}
            copyLabel={t('created.copyWebhookSecret')}
            value={created.webhookSecret}
            testId="created-webhook-secret"
          />
          <p className="mt-1.5 text-sm text-zinc-500">{t('created.webhookSecretHint')}</p>
        </div>
      ) : null}
      <div className="mt-2 flex justify-end">
        <Dialog.Close asChild>
          <Button>{t('created.done')}</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}

/**
 * "Create key" and its dialog: a name and an optional webhook URL, then the key's secret (and
 * its webhook's) shown once. While the key is being made the dialog stays; once it shows the
 * secret, only a deliberate close (Done, Escape, the close button) ends it, not a stray click.
 */
export function CreateApiKeyDialog({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('api-keys');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        // Each opening starts a new form; a secret once closed is gone.
        if (next) setCreated(null);
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" disabled={disabled}>
          <Plus aria-hidden="true" className="size-4" />
          {t('create.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[1px]" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nameRef.current?.focus();
          }}
          onPointerDownOutside={(event) => {
            if (created || pending) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="min-w-0 break-words font-semibold text-lg text-zinc-900">
              {created ? t('created.title', { name: created.name }) : t('create.title')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('create.close')}
                disabled={pending}
                className={cn(
                  '-m-1 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50',
                )}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          {created ? (
            <CreatedKey created={created} />
          ) : (
            <>
              <Dialog.Description className="mt-2 text-sm text-zinc-600">
                {t('create.description')}
              </Dialog.Description>
              <CreateKeyForm nameRef={nameRef} onCreated={setCreated} onPending={setPending} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
