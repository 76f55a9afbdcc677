import { progressPercent } from '@photodossier/domain/progress';
import { toMegabytes } from '@photodossier/domain/size';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { formatDecimal, formatSpeed } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';

/** Speed reads as noise in a transfer's first moments (spec 02 §2.13). */
export const SPEED_SHOWN_AFTER_MS = 500;

export type ProgressFile = {
  name: string;
  bytesSent: number;
  bytesTotal: number;
  bytesPerSecond: number;
  startedAt: number;
};

type ProgressDialogProps = {
  open: boolean;
  /** "Traitement en cours..." unless told. */
  title?: string;
  action: string;
  current: number;
  total?: number;
  file?: ProgressFile | null;
};

/**
 * The generic progress dialog of spec 02 §2.13: the user cannot close it (no close button,
 * Escape and outside clicks ignored) while the work runs.
 */
export function ProgressDialog({
  open,
  title,
  action,
  current,
  total = 100,
  file = null,
}: ProgressDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [now, setNow] = useState(() => Date.now());
  const startedAt = file?.startedAt ?? 0;
  // One more drawing once the half second has passed, even if no progress event comes then.
  useEffect(() => {
    if (!open || !startedAt) return undefined;
    const wait = startedAt + SPEED_SHOWN_AFTER_MS - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, wait) + 10);
    return () => clearTimeout(timer);
  }, [open, startedAt]);
  const showSpeed =
    file !== null && Math.max(now, Date.now()) - file.startedAt >= SPEED_SHOWN_AFTER_MS;
  const filePercent = file ? progressPercent(file.bytesSent, file.bytesTotal) : 0;
  const decimal = (value: number) => formatDecimal(value, locale, { keepDecimal: true });

  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <DialogPrimitive.Content
          data-testid="progress-dialog"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none"
        >
          <DialogPrimitive.Title className="text-lg font-semibold">
            {title ?? t('progressDialog.title')}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {action}
          </DialogPrimitive.Description>
          <div className="flex flex-col gap-1.5">
            <div className="flex justify-between text-sm">
              <span data-testid="progress-count">
                {current}/{total}
              </span>
              <span>{progressPercent(current, total)}%</span>
            </div>
            <Progress value={current} max={total} aria-label={t('progressDialog.overall')} />
          </div>
          {file ? (
            <div className="flex flex-col gap-1.5 rounded-lg bg-muted/60 p-3 text-sm">
              <span data-testid="progress-file" className="truncate font-medium">
                {file.name}
              </span>
              <Progress value={filePercent} aria-label={t('progressDialog.file')} />
              <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
                <span data-testid="progress-bytes">
                  {decimal(toMegabytes(file.bytesSent))} MB /{' '}
                  {decimal(toMegabytes(file.bytesTotal))} MB
                </span>
                <span>{filePercent}%</span>
                {showSpeed ? (
                  <span data-testid="progress-speed">
                    {/* Spec 02 §2.13 writes this dialog's speed in KB/s or MB/s, French included. */}
                    {formatSpeed(file.bytesPerSecond, locale, { unitStyle: 'international' })}
                  </span>
                ) : null}
              </div>
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
