import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** First page on its way: the section's own loading text. */
export function TrashListLoading({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground"
    >
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {text}
    </p>
  );
}

/** A section that could not be read: its own text (spec 01 §8), and a way to try again. */
export function TrashListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center text-sm"
    >
      <p className="font-medium">{text}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t('trash.retry')}
      </Button>
    </div>
  );
}

type TrashEmptyStateProps = { icon: LucideIcon; title: string; text: string; testId: string };

export function TrashEmptyState({ icon: Icon, title, text, testId }: TrashEmptyStateProps) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card/60 px-6 py-12 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="text-base font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
