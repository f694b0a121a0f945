import { MAX_API_KEYS } from '@idealens/shared/api-keys';
import { tierIncludes } from '@idealens/shared/plans';
import { ArrowUpRight, BookOpen, KeySquare } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ToastProvider, useToast } from '../../../components/ui/toast.tsx';
import { useUserProfile } from '../../../lib/user-profile.ts';
import { apiKeyFailure, useApiKeys } from '../api/api-keys.ts';
import { CreateApiKeyDialog } from './api-keys-create-dialog.tsx';
import { ApiKeyRow } from './api-keys-row.tsx';
import { ApiKeySnippet } from './api-keys-snippet.tsx';
import { CardError } from './card-error.tsx';

/** Where the public API is documented (served by the API itself). */
const API_DOCS_URL = '/api/docs';

function DocsLink({ children }: { children: ReactNode }) {
  const { t } = useTranslation('api-keys');
  return (
    <a
      href={API_DOCS_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-md font-medium text-indigo-700 text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <BookOpen aria-hidden="true" className="size-4 shrink-0" />
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}

function KeysSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </div>
          <Skeleton className="hidden h-8 w-36 sm:block" />
        </div>
      ))}
    </div>
  );
}

/** A plan without API access: what Max would give, and where to get it. No keys are asked for. */
function MaxUpsell() {
  const { t } = useTranslation('api-keys');
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-indigo-100 bg-indigo-50/60 p-4">
      <p className="font-medium text-sm text-zinc-900">{t('upsell.title')}</p>
      <p className="text-sm text-zinc-600">{t('upsell.text')}</p>
      <Link to="/pricing" className={buttonClasses({ size: 'sm' })}>
        {t('upsell.link')}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** A Max user's keys: the list (or why there is none), "Create key", and how to use one. */
function MaxKeys({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('api-keys');
  const keys = useApiKeys();
  const toast = useToast();
  const onRevoked = (name: string) => {
    toast(t('revoke.done', { name }));
    // The row that had the focus is gone: the card's heading takes it.
    headingRef.current?.focus();
  };

  if (keys.isPending) return <KeysSkeleton label={t('loading')} />;
  if (keys.isError) {
    // The plan ended since the profile was read: the server has the last word.
    if (apiKeyFailure(keys.error) === 'planRequired') return <MaxUpsell />;
    return (
      <CardError
        message={apiKeyFailure(keys.error) === 'network' ? t('errors.network') : t('loadError')}
        onRetry={() => void keys.refetch()}
      />
    );
  }

  const list = keys.data;
  const full = list.length >= MAX_API_KEYS;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DocsLink>{t('docs')}</DocsLink>
        <CreateApiKeyDialog disabled={full} />
      </div>
      {full ? (
        <p role="status" className="text-sm text-zinc-600">
          {t('limit', { max: MAX_API_KEYS })}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState
          icon={KeySquare}
          title={t('empty.title')}
          description={t('empty.text')}
          action={<DocsLink>{t('empty.docs')}</DocsLink>}
        />
      ) : (
        <ul aria-label={t('list.label')} className="divide-y divide-zinc-100">
          {list.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoked={onRevoked} />
          ))}
        </ul>
      )}
      <ApiKeySnippet />
    </div>
  );
}

/**
 * The profile's API keys (issue 23): a Max user makes, lists and revokes keys for the public
 * API; on other plans the card says API access comes with Max and asks the server nothing.
 */
export function ApiKeysCard() {
  const { t } = useTranslation('api-keys');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const profile = useUserProfile();
  const tier = profile.data?.plan.tier;

  let body: ReactNode;
  if (tier) {
    body = tierIncludes(tier, 'api_access') ? <MaxKeys headingRef={headingRef} /> : <MaxUpsell />;
  } else if (profile.isError) {
    body = <CardError message={t('profileError')} onRetry={() => void profile.refetch()} />;
  } else {
    body = <KeysSkeleton label={t('loading')} />;
  }

  return (
    <ToastProvider regionLabel={t('toast.region')} closeLabel={t('toast.close')}>
      <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-6">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 rounded-md font-semibold text-base text-zinc-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <KeySquare aria-hidden="true" className="size-5 text-indigo-600" />
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">{t('lead')}</p>
        </div>
        {body}
      </Card>
    </ToastProvider>
  );
}
