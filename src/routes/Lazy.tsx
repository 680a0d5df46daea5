// Suspense for lazy screens, holding the progress bar while their code loads.
import { Suspense, useEffect, type ReactNode } from 'react';
import { progress } from './progress.ts';

/** Suspense fallback that holds the progress bar while a lazy screen loads. */
export function ProgressWhileMounted() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return null;
}

export const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<ProgressWhileMounted />}>{children}</Suspense>;
