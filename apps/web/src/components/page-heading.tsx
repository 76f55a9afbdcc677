import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PageTitle } from './page-title';

type PageHeadingProps = {
  icon: LucideIcon;
  /** The page's name: the document title and the h1. */
  title: string;
  /** A line under the title. */
  children?: ReactNode;
  className?: string;
};

/** Every page opens the same way: its document title, its icon badge and its h1. */
export function PageHeading({ icon: Icon, title, children, className }: PageHeadingProps) {
  return (
    <>
      <PageTitle title={title} />
      <div className={cn('flex items-center gap-4', className)}>
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/15">
          <Icon aria-hidden className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {title}
          </h1>
          {children ? <div className="mt-1 text-sm text-muted-foreground">{children}</div> : null}
        </div>
      </div>
    </>
  );
}
