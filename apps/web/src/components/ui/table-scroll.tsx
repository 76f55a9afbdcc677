import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TableScrollProps = {
  /** Names the region, so a keyboard user who tabs into it knows which table scrolls. */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A wide table's own horizontal scroll on phones: focusable so the keyboard can scroll it, and
 * `relative` so the cells' screen-reader texts scroll with it instead of widening the page.
 */
export function TableScroll({ label, className, children }: TableScrollProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-2xl border border-border bg-card shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
