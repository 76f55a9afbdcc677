import { ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type BreadcrumbItemProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  name: string;
  /** A chevron before the name, for every crumb after the first. */
  separated: boolean;
};

/**
 * One folder of a breadcrumb trail (the drive and its shared folders). A name longer than a
 * phone is wide ends in an ellipsis instead of running off the screen; the title gives it back
 * whole. The trail itself needs `min-w-0 max-w-full` for the ellipsis to have a width to fit.
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
