import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundMeta, pageMetaFor } from '../../../domain/site-pages';

/**
 * The public page's title while the person moves between pages; the server already sent it (with
 * the description and link-preview tags) in the first HTML. Both read domain/site-pages.ts. Set on
 * the document's <title>, not with a React 19 <title> element: the server writes the head's
 * <title> into the HTML template (also for pages it does not draw), outside what React draws; a
 * <title> in the page would also go into the HTML React draws on the server, inside #root.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const title = (pageMetaFor(pathname) ?? notFoundMeta).title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
