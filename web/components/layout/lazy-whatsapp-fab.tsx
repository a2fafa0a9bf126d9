import { lazy, Suspense, useEffect, useState } from 'react';

const WhatsAppFab = lazy(() => import('./whatsapp-fab').then((m) => ({ default: m.WhatsAppFab })));

/**
 * The floating WhatsApp button, fetched after the page has painted (issue 18): it floats over the
 * page, so arriving a moment later moves nothing, and the page's first script stays smaller.
 */
export function LazyWhatsAppFab(props: { dockedBelow769?: boolean }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <WhatsAppFab {...props} />
    </Suspense>
  );
}
