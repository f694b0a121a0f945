import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { isLanguage, LANGUAGES, type Language, supportedLanguage } from '../lib/languages.ts';

// Each language is named in itself, whatever the interface language is, so people can find theirs.
const LANGUAGE_NAMES: Record<Language, string> = { 'en-US': 'English', 'zh-CN': '中文' };

/** A native select: keyboard and screen-reader friendly on every platform, including phones. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  const id = useId();
  const current = supportedLanguage(i18n.resolvedLanguage);

  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-zinc-500"
      />
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void changeLanguage(next);
        }}
        className={cn(
          'h-9 w-full cursor-pointer appearance-none rounded-lg border border-zinc-300 bg-white py-1 pr-8 pl-8 text-sm text-zinc-700',
          'hover:bg-zinc-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2',
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 size-4 text-zinc-500"
      />
    </div>
  );
}
