import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * Mounts its lazy children once the first screen is drawn and the browser is idle, so that
 * code no first screen draws (the import engine, the share dialog, the PIN lock's sync) is
 * fetched after it instead of with it (decision 0071).
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
