import './lib/csp-safe-zod.ts';
import './styles.css';
import { pageAt, preloadPage } from './app/pages.ts';
import { holdPrerenderedPage, isPrerendered } from './app/prerendered-page.ts';
import { storedLanguage } from './lib/languages.ts';
import { loadLocale } from './lib/locale-chunks.ts';
import { SHELL_NAMESPACES } from './lib/locale-files.ts';

// The app's first module, small on purpose: it starts the first page's code and translations
// downloading beside the app's own code (app.tsx, which index.html preloads), instead of
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
  preloadPage(page, window.location.search);
}

const root = document.getElementById('root');
const prerendered = root !== null && isPrerendered(root);
if (root && prerendered) holdPrerenderedPage(root);
else fetchFirstPage();

// The app's code runs once the page has painted what the HTML holds, the header's look or a
// prerendered page: a phone shows that at once instead of after the app has run (and on a
// prerendered page, nothing else is fetched before it). The browser's paint timing says when that
// paint is on screen; a page that is not shown (a background tab) starts at once, and a browser
// without paint timing a moment later.
let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  if (prerendered) fetchFirstPage();
  void import('./app.tsx');
};
const startAfterThisTask = () => setTimeout(startApp);
if (document.visibilityState === 'hidden') {
  startAfterThisTask();
} else {
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startAfterThisTask();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the fallback below starts the app.
  }
  setTimeout(startApp, 3000);
}
