import { useLocation } from 'react-router';
import { notFoundMeta, pageMetaFor } from '../../../domain/site-pages';

/**
 * The public page's title while the person moves between pages; the server already sent it (with
 * the description and link-preview tags) in the first HTML. Both read domain/site-pages.ts.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  return <title>{(pageMetaFor(pathname) ?? notFoundMeta).title}</title>;
}
