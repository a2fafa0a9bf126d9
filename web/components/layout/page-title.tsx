import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundMeta, pageMetaFor } from '../../../domain/site-pages';

/**
 * The public page's title while the person moves between pages; the server already sent it (with
 * the description and link-preview tags) in the first HTML. Both read domain/site-pages.ts. Set on
 * the document, not as a <title> element: hoisting one into <head> is React 19's, not Preact's.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const title = (pageMetaFor(pathname) ?? notFoundMeta).title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
