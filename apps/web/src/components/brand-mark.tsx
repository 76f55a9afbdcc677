import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The PhotoDossier mark: a folder holding a lens, drawn to read at 24 px. */
export function BrandMark({ className }: { className?: string }) {
  // One id per instance: a gradient defined inside a hidden copy (the collapsed sidebar on
  // mobile) would otherwise paint nothing for every other copy.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0369a1" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M7 11.5A2.5 2.5 0 0 1 9.5 9h4l2 2h7A2.5 2.5 0 0 1 25 13.5v8a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 7 21.5z"
        fill="#fff"
        fillOpacity="0.95"
      />
      <circle cx="16" cy="17.5" r="4" fill="#0e7490" />
      <circle cx="16" cy="17.5" r="1.6" fill="#fff" />
    </svg>
  );
}

export function BrandName({ className }: { className?: string }) {
  return (
    <span className={cn('text-base font-semibold tracking-tight', className)}>
      Photo<span className="text-primary">Dossier</span>
    </span>
  );
}
