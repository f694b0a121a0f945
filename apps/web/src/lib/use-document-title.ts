import { createContext, useContext, useEffect } from 'react';

const PRODUCT_NAME = 'IdeaLens';

/** The tab title for a page: `<page> · IdeaLens` (just `IdeaLens` without a page title). */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Where a page renders outside the browser (prerendering, app/prerender.tsx), the title it asks
 * for is kept here, to be written into the HTML; in the browser there is none.
 */
export const DocumentTitleRecord = createContext<{ title?: string } | null>(null);

/** Sets the tab title to `<page> · IdeaLens` (just `IdeaLens` without a page title). */
export function useDocumentTitle(pageTitle?: string) {
  const record = useContext(DocumentTitleRecord);
  if (record) record.title = documentTitle(pageTitle);
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
