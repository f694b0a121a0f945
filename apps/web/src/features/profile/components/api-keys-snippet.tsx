import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

/** The environment variable the snippet reads the key from: the key itself is never shown again. */
const KEY_VARIABLE = 'IDEALENS_API_KEY';

/** "Use your key": a quick analysis started with `curl`, the key in the Authorization header. */
export function ApiKeySnippet() {
  const { t } = useTranslation('api-keys');
  const headingId = useId();
  const body = JSON.stringify({ type: 'simple', data: { idea: t('snippet.idea') } });
  const command = [
    `curl -X POST ${window.location.origin}/api/analysis/submit \\`,
    `  -H "Authorization: Bearer $${KEY_VARIABLE}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${body}'`,
  ].join('\n');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-medium text-sm text-zinc-900">
        {t('snippet.title')}
      </h3>
      <p className="text-sm text-zinc-600">{t('snippet.text', { variable: KEY_VARIABLE })}</p>
      <div className="flex items-start gap-2 rounded-lg bg-zinc-900 py-2 pr-2 pl-4">
        <pre className="min-w-0 flex-1 whitespace-pre-wrap py-1 wrap-anywhere text-xs text-zinc-100 leading-relaxed">
          <code data-testid="api-key-snippet">{command}</code>
        </pre>
        <div className="rounded-md bg-white">
          <CopyButton value={command} label={t('snippet.copy')} />
        </div>
      </div>
      <p className="text-sm text-zinc-600">{t('snippet.after')}</p>
    </section>
  );
}
