import { progressPercent } from '@photodossier/domain/progress';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { addBackgroundRemovalTexts } from '@/lib/background-removal/i18n/add-background-removal-texts';

type BackgroundRemovalDialogProps = { current: number; total: number };

/**
 * Spec 02 §2.12: shown while photos are processed, it cannot be dismissed (no close button,
 * Escape and outside clicks ignored); the work itself lives outside React and goes on across
 * pages.
 */
export function BackgroundRemovalDialog({ current, total }: BackgroundRemovalDialogProps) {
  addBackgroundRemovalTexts();
  const { t } = useTranslation();
  const percent = progressPercent(current, total);
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <DialogPrimitive.Content
          data-testid="background-removal-dialog"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none"
        >
          <div className="flex items-center gap-3">
            <Spinner />
            <DialogPrimitive.Title className="text-lg font-semibold">
              {t('backgroundRemoval:dialog.title')}
            </DialogPrimitive.Title>
          </div>
          <Progress
            value={current}
            max={total}
            aria-label={t('backgroundRemoval:dialog.overall')}
          />
          <p data-testid="background-removal-count" className="text-sm font-medium tabular-nums">
            {t('backgroundRemoval:dialog.progress', { current, total, percent })}
          </p>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {t('backgroundRemoval:dialog.hint')}
          </DialogPrimitive.Description>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
