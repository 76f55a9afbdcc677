import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * Mounts its lazy children once the first screen is drawn and the browser is idle, so that
 * code no first screen draws (the import engine, the share dialog, the signed-in followers) is
 * fetched after it instead of with it (decision 0071). `needed` mounts them at once: the user
 * asked for what they hold before the browser was idle.
 */
export function AfterFirstScreen({
  children,
  needed = false,
}: {
  children: ReactNode;
  needed?: boolean;
}) {
  const [ready, setReady] = useState(needed);
  if (needed && !ready) setReady(true);
  // A transition: React mounts them in slices, leaving the page free to answer in between.
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
