import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type BreadcrumbItemProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  name: string;
  /** A chevron before the name, for every crumb after the first. */
  separated: boolean;
};

/**
 * The trail of folders above the one shown (the drive and its shared folders). Never wider than
 * its container, so that a long name's ellipsis has a width to fit.
 */
export function BreadcrumbTrail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav
      aria-label={label}
      className="flex min-w-0 max-w-full flex-wrap items-center gap-1 text-sm"
    >
      {children}
    </nav>
  );
}

/**
 * One folder of a BreadcrumbTrail. A name longer than a phone is wide ends in an ellipsis
 * instead of running off the screen; the title gives it back whole.
 */
export function BreadcrumbItem({
  name,
  separated,
  className,
  ...buttonProps
}: BreadcrumbItemProps) {
  return (
    <span className="flex min-w-0 max-w-full items-center gap-1">
      {separated ? (
        <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        title={name}
        className={cn('min-w-0 max-w-full shrink', className)}
        {...buttonProps}
      >
        <span className="truncate">{name}</span>
      </Button>
    </span>
  );
}
