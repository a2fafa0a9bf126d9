import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';

const show = (kind: Kind) => (message: string, options?: ExternalToast) =>
  void import('sonner').then(({ toast }) => toast[kind](message, options));

/**
 * sonner's `toast` for the public pages (footer, store, checkout): the library is fetched on first
 * use, so it is not part of the script those pages wait for (issue 18). Staff and client areas,
 * loaded later, import sonner itself.
 */
export const lazyToast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
