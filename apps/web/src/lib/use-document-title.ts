import { useEffect } from 'react';

const PRODUCT_NAME = 'IdeaLens';

/** Sets the tab title to `<page> · IdeaLens` (just `IdeaLens` without a page title). */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}
