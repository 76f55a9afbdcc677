import { CONNECTIVITY } from '@photodossier/domain/ui-timings';
import { createContext, use, useEffect, useMemo, useReducer, type ReactNode } from 'react';

/** Spec 02 §4.9: online, connecting (1 s), offline; the offline page after 5 s offline. */
export type ConnectivityStatus = 'online' | 'connecting' | 'offline';

type State = { status: ConnectivityStatus; showOfflinePage: boolean };
type Action =
  | { type: 'went-offline' }
  | { type: 'went-online' }
  | { type: 'offline-long-enough' }
  | { type: 'settled'; online: boolean };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'went-offline':
      return { ...state, status: 'offline' };
    case 'went-online':
      return { ...state, status: 'connecting' };
    case 'offline-long-enough':
      return state.status === 'offline' ? { ...state, showOfflinePage: true } : state;
    case 'settled':
      return action.online
        ? { status: 'online', showOfflinePage: false }
        : { ...state, status: 'offline' };
  }
}

function initialState(): State {
  // Without a browser (the build's prerender) the page is drawn online.
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  return { status: online ? 'online' : 'offline', showOfflinePage: false };
}

type ConnectivityValue = State & {
  /** Checks again now: "connecting" for a second, then online or still offline. */
  retry: () => void;
};

const ConnectivityContext = createContext<ConnectivityValue | null>(null);

export function ConnectivityProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduce, undefined, initialState);
  const { status, showOfflinePage } = state;

  useEffect(() => {
    const onOffline = () => dispatch({ type: 'went-offline' });
    const onOnline = () => dispatch({ type: 'went-online' });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  useEffect(() => {
    if (status !== 'offline' || showOfflinePage) return;
    const timer = setTimeout(
      () => dispatch({ type: 'offline-long-enough' }),
      CONNECTIVITY.offlinePageAfterMs,
    );
    return () => clearTimeout(timer);
  }, [status, showOfflinePage]);

  useEffect(() => {
    if (status !== 'connecting') return;
    const timer = setTimeout(
      () => dispatch({ type: 'settled', online: navigator.onLine }),
      CONNECTIVITY.connectingMs,
    );
    return () => clearTimeout(timer);
  }, [status]);

  const value = useMemo<ConnectivityValue>(
    () => ({ status, showOfflinePage, retry: () => dispatch({ type: 'went-online' }) }),
    [status, showOfflinePage],
  );

  return <ConnectivityContext value={value}>{children}</ConnectivityContext>;
}

export function useConnectivity(): ConnectivityValue {
  const value = use(ConnectivityContext);
  if (!value) throw new Error('useConnectivity must be used inside <ConnectivityProvider>');
  return value;
}
