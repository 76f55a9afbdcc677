import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type GalleryEmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
};

export function GalleryEmptyState({ icon: Icon, title, text, action }: GalleryEmptyStateProps) {
  return (
    <div
      data-testid="gallery-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card/60 px-6 py-12 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="text-base font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}
