// Facts about the translation files, shared by the app (i18n.ts), the test setup and the build
// (vite.config.ts), so this module imports nothing.

/**
 * The translations every page shows around its content (header, footer, loading and error
 * states): fetched before the first render, and bundled into one file per language.
 */
export const SHELL_NAMESPACES: readonly string[] = ['common', 'layout', 'errors'];

/** `…/locales/<language>/<namespace>.json` (either path separator) → its language and namespace. */
export function localeFileOf(path: string): { language: string; namespace: string } | null {
  const match = /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(path);
  return match?.[1] && match[2] ? { language: match[1], namespace: match[2] } : null;
}
