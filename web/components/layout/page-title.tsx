import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundMeta, pageMetaFor } from '../../../domain/site-pages';

/**
 * The public page's title while the person moves between pages; the server already sent it (with
 * the description and link-preview tags) in the first HTML. Both read domain/site-pages.ts. Set on
 * the document's <title>, not with a React 19 <title> element: the page's HTML head already has
 * one (with its tags, for link previews and for pages the server does not draw), and a hoisted
 * one would be a second beside it.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const title = (pageMetaFor(pathname) ?? notFoundMeta).title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
