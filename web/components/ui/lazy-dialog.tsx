import { lazy, Suspense, useState } from 'react';
import type { Dialog as DialogImpl } from './dialog';

const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/**
 * The Dialog, with its code (Radix focus trap, scroll lock, portal) fetched the first time it
 * opens: for public pages whose first script must stay small (issue 18). Stays mounted after that,
 * so closing keeps the Dialog's own focus return.
 */
export function LazyDialog(props: Parameters<typeof DialogImpl>[0]) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
