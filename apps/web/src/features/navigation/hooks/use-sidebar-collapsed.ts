import { useCallback, useState } from 'react';

export const sidebarCollapsedStorageKey = 'photodossier-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(sidebarCollapsedStorageKey) === 'true';
  } catch {
    return false;
  }
}

/** Expanded by default; the choice survives reloads on this browser. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(sidebarCollapsedStorageKey, String(next));
      } catch {
        // Without storage the choice lasts for this visit only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
