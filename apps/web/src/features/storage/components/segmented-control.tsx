import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type SegmentedOption<T extends string> = {
  value: T;
  label: string;
  icon?: LucideIcon;
};

type SegmentedControlProps<T extends string> = {
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  /** Shows only the icons; the label stays the button's accessible name. */
  iconsOnly?: boolean;
  className?: string;
  'data-testid'?: string;
};

/** A row of toggle buttons of which one is pressed: tabs, view modes and filters. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  iconsOnly = false,
  className,
  'data-testid': testId,
}: SegmentedControlProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className={cn('inline-flex rounded-xl border border-border bg-card p-1 shadow-xs', className)}
    >
      {options.map(({ value: optionValue, label: optionLabel, icon: Icon }) => {
        const pressed = optionValue === value;
        return (
          <button
            key={optionValue}
            type="button"
            aria-pressed={pressed}
            aria-label={iconsOnly ? optionLabel : undefined}
            title={iconsOnly ? optionLabel : undefined}
            data-value={optionValue}
            onClick={() => onChange(optionValue)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {Icon ? (
              // Phones keep the words and drop the icons, so two controls share a line.
              <Icon aria-hidden className={cn('size-4', !iconsOnly && 'hidden sm:block')} />
            ) : null}
            {iconsOnly ? null : optionLabel}
          </button>
        );
      })}
    </div>
  );
}
