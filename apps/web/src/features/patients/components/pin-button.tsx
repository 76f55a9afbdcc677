import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type PinButtonProps = {
  pinned: boolean;
  name: string;
  onToggle: () => void;
  className?: string;
};

/** The local favourite toggle of a patient (spec 01 §4). */
export function PinButton({ pinned, name, onToggle, className }: PinButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={pinned}
      aria-label={t(pinned ? 'patients.unpin' : 'patients.pin', { name })}
      title={t(pinned ? 'patients.unpin' : 'patients.pin', { name })}
      onClick={(event) => {
        // Pins sit inside clickable cards: pinning must not open the record.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pinned ? 'text-amber-500 dark:text-amber-400' : 'text-muted-foreground',
        className,
      )}
    >
      <Star aria-hidden className={cn('size-5', pinned && 'fill-current')} />
    </button>
  );
}
