import { lazy, Suspense, useEffect, useState } from 'react';
import { registerToasterMount } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

/** The app's one toast outlet; sonner is downloaded the first time a toast is needed. */
export function Toaster() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => registerToasterMount(() => setIsMounted(true)), []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
