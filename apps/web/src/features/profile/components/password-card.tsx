import { AccountSecurityErrorCode, PASSWORD_RULES } from '@idealens/shared/account-security';
import { Check, Circle, CircleCheck, ExternalLink, Eye, EyeOff, KeyRound } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { type PasswordChange, useChangePassword } from '../api/change-password.ts';
import { providerPasswordPage, useSignInProvider } from '../api/get-sign-in-provider.ts';
import { CardError } from './card-error.tsx';

type Field = 'current' | 'next' | 'repeat';

/** A field's problem, as a key under `password.errors`. */
type Problem =
  | 'currentRequired'
  | 'currentWrong'
  | 'tooShort'
  | 'tooLong'
  | 'tooWeak'
  | 'tooCommon'
  | 'mismatch';

/** What the form can tell of a new password before sending it (the server also refuses common ones). */
const hasLength = (password: string) => password.length >= PASSWORD_RULES.minLength;
const hasLetterAndDigit = (password: string) => /\p{L}/u.test(password) && /\p{Nd}/u.test(password);

function newPasswordProblem(password: string): Problem | undefined {
  if (!hasLength(password)) return 'tooShort';
  if (password.length > PASSWORD_RULES.maxLength) return 'tooLong';
  if (!hasLetterAndDigit(password)) return 'tooWeak';
  return undefined;
}

/** The server's refusals that belong to one field. */
const FIELD_REFUSALS: Partial<Record<string, [Field, Problem]>> = {
  [AccountSecurityErrorCode.CURRENT_PASSWORD_WRONG]: ['current', 'currentWrong'],
  [AccountSecurityErrorCode.PASSWORD_TOO_SHORT]: ['next', 'tooShort'],
  [AccountSecurityErrorCode.PASSWORD_TOO_LONG]: ['next', 'tooLong'],
  [AccountSecurityErrorCode.PASSWORD_TOO_WEAK]: ['next', 'tooWeak'],
  [AccountSecurityErrorCode.PASSWORD_TOO_COMMON]: ['next', 'tooCommon'],
};

/** A refusal of the whole form, as a key under `password.errors`. */
function formRefusal(error: unknown) {
  if (!isApiError(error)) return 'failed';
  if (error.kind !== 'http') return 'network';
  if (error.code === AccountSecurityErrorCode.TOO_MANY_PASSWORD_ATTEMPTS) return 'tooManyAttempts';
  if (error.code === 'RATE_LIMITED') return 'tooManyAttempts';
  if (error.code === AccountSecurityErrorCode.PASSWORD_MANAGED_ELSEWHERE) return 'managedElsewhere';
  return 'failed';
}

const INPUT_CLASSES =
  'block w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 aria-[invalid=true]:border-red-400';

function PasswordField({
  id,
  label,
  value,
  onChange,
  visible,
  autoComplete,
  error,
  describedBy,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  describedBy?: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-sm text-zinc-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        maxLength={1000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(INPUT_CLASSES, 'mt-1.5')}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The sign-up rules the form can check as the new password is typed. */
function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('account');
  const rules = [
    {
      key: 'length',
      met: hasLength(password),
      text: t('password.rules.length', { count: PASSWORD_RULES.minLength }),
    },
    {
      key: 'letterAndDigit',
      met: hasLetterAndDigit(password),
      text: t('password.rules.letterAndDigit'),
    },
  ];
  return (
    <div id={id} className="mt-2 text-sm">
      <p className="text-zinc-500">{t('password.rulesTitle')}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {rules.map((rule) => (
          <li
            key={rule.key}
            className={cn('flex items-center gap-2', rule.met ? 'text-green-700' : 'text-zinc-600')}
          >
            {rule.met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
            )}
            <span>
              {rule.text}
              <span className="sr-only">
                {' '}
                ({rule.met ? t('password.rules.met') : t('password.rules.unmet')})
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-zinc-500">{t('password.commonHint')}</p>
    </div>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { signOut } = useAuth();
  const id = useId();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    repeat: '',
  });
  const [visible, setVisible] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<PasswordChange | null>(null);
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };

  const update = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
    setFormError(null);
    setDone(null);
  };

  const problemText = (problem: Problem | undefined) =>
    problem
      ? t(`password.errors.${problem}`, {
          count: problem === 'tooLong' ? PASSWORD_RULES.maxLength : PASSWORD_RULES.minLength,
        })
      : undefined;

  function showProblems(found: Partial<Record<Field, Problem>>) {
    setProblems(found);
    const first = (['current', 'next', 'repeat'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found: Partial<Record<Field, Problem>> = {};
    if (!values.current) found.current = 'currentRequired';
    const next = newPasswordProblem(values.next);
    if (next) found.next = next;
    else if (values.repeat !== values.next) found.repeat = 'mismatch';
    setFormError(null);
    setDone(null);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: (result) => {
          setValues({ current: '', next: '', repeat: '' });
          setProblems({});
          setVisible(false);
          setDone(result);
        },
        onError: (error) => {
          const refusal = isApiError(error) ? FIELD_REFUSALS[error.code] : undefined;
          if (refusal) showProblems({ [refusal[0]]: refusal[1] });
          else setFormError(t(`password.errors.${formRefusal(error)}`));
        },
      },
    );
  }

  const rulesId = `${id}-rules`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600">{t('password.lead')}</p>
      <PasswordField
        id={`${id}-current`}
        label={t('password.current')}
        value={values.current}
        onChange={update('current')}
        visible={visible}
        autoComplete="current-password"
        error={problemText(problems.current)}
        inputRef={refs.current}
      />
      <div>
        <PasswordField
          id={`${id}-next`}
          label={t('password.new')}
          value={values.next}
          onChange={update('next')}
          visible={visible}
          autoComplete="new-password"
          error={problemText(problems.next)}
          describedBy={rulesId}
          inputRef={refs.next}
        />
        <PasswordRules id={rulesId} password={values.next} />
      </div>
      <PasswordField
        id={`${id}-repeat`}
        label={t('password.repeat')}
        value={values.repeat}
        onChange={update('repeat')}
        visible={visible}
        autoComplete="new-password"
        error={problemText(problems.repeat)}
        inputRef={refs.repeat}
      />
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {visible ? t('password.hide') : t('password.show')}
      </Button>
      {formError ? (
        <p role="alert" className="text-red-700 text-sm">
          {formError}
        </p>
      ) : null}
      <div role="status">
        {done ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-800 text-sm">
            <p className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {done.currentSessionKept ? t('password.success') : t('password.successSignInAgain')}
            </p>
            {done.currentSessionKept ? null : (
              // This browser's sign-in is over at the server: end it here too, to sign in anew.
              <Button size="sm" onClick={signOut}>
                {t('password.signOutToSignIn')}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={change.isPending}>
        {change.isPending ? <Spinner size="sm" tone="current" /> : null}
        {change.isPending ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  );
}

/** An external provider keeps the password: its own account page changes it. */
function ProviderPasswordLink({ endpoint }: { endpoint: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-zinc-600">{t('password.external.lead')}</p>
      <a
        href={providerPasswordPage(endpoint)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 self-start rounded-md font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        {t('password.external.link')}
        <span className="sr-only"> {t('password.external.newTab')}</span>
      </a>
    </div>
  );
}

/** The profile's password card: change it here (built-in sign-in), or where the provider keeps it. */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const provider = useSignInProvider();
  return (
    <Card role="region" aria-labelledby={headingId} className="p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-base text-zinc-900">
        <KeyRound aria-hidden="true" className="size-5 text-indigo-600" />
        {t('password.title')}
      </h2>
      <div className="mt-4">
        {provider.isError ? (
          <CardError message={t('password.loadError')} onRetry={() => void provider.refetch()} />
        ) : !provider.data ? (
          <div role="status" aria-label={t('password.loading')} className="flex flex-col gap-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : provider.data.builtIn ? (
          <ChangePasswordForm />
        ) : (
          <ProviderPasswordLink endpoint={provider.data.endpoint} />
        )}
      </div>
    </Card>
  );
}
