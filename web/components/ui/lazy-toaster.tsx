import { lazy, Suspense, type ComponentProps } from 'react';

// The toaster is fetched right after the first paint rather than before it (public entry size).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
