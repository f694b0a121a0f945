import './lib/csp-safe-zod.ts';
import './styles.css';
import { pageAt } from './app/pages.ts';
import { holdPrerenderedPage, isPrerendered } from './app/prerendered-page.ts';
import { storedLanguage } from './lib/languages.ts';
import { loadLocale } from './lib/locale-chunks.ts';
import { SHELL_NAMESPACES } from './lib/locale-files.ts';

// The app's first module, small on purpose: it starts the first page's code and translations
// downloading beside the app's own code (app/start.tsx, which index.html preloads), instead of
// after it has arrived and run. The router asks for the same files later and gets these.
// A prerendered page's HTML shows the page already: nothing competes with what it still needs to
// paint (its stylesheet), so the app and the page's files are fetched once it has painted.
function fetchFirstPage() {
  const page = pageAt(window.location.pathname);
  if (!page) return;
  const language = storedLanguage();
  // A failure here is the router's to report, when it asks for the same file.
  const ignore = () => {};
  for (const namespace of [...SHELL_NAMESPACES, ...page.namespaces]) {
    loadLocale(language, namespace)?.catch(ignore);
  }
  page.load().catch(ignore);
  for (const file of page.preload?.(new URLSearchParams(window.location.search)) ?? []) {
    file.catch(ignore);
  }
}

const root = document.getElementById('root');
const prerendered = root !== null && isPrerendered(root);
if (root && prerendered) holdPrerenderedPage(root);
else fetchFirstPage();

// The app's code (downloading since the HTML asked for it) runs once the page has painted what the
// HTML holds, the header's look or a prerendered page: a phone shows that at once instead of
// after the app has run. A page that is not painted (a background tab) starts a moment later all
// the same.
let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  if (prerendered) fetchFirstPage();
  void import('./app/start.tsx');
};
requestAnimationFrame(() => setTimeout(startApp));
setTimeout(startApp, 100);
