import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { DialogFooter, DialogHeader } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** What the action does; several paragraphs may be given as a fragment of <p>. */
  description: ReactNode;
  /** The confirm button; none when `children` confirm otherwise (a swipe to slide). */
  confirmLabel?: string;
  confirmIcon?: ReactNode;
  cancelLabel: string;
  /** While the action runs: both buttons wait, the confirm one spins, the dialog stays. */
  pending?: boolean;
  /** Nothing to confirm yet (an empty selection); unlike `pending`, the dialog can be left. */
  confirmDisabled?: boolean;
  /** The confirm button's look: destructive by default, default for a confirmation that adds. */
  confirmVariant?: 'destructive' | 'default';
  /**
   * Between the text and the buttons: a swipe confirmation, a list of what goes, an error, or
   * a form (a password) whose Enter confirms as the button does.
   */
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * The app's one confirmation (decision 0036): an action asked once more, on Radix's
 * AlertDialog, with cancel first. Its content mounts at each opening, so a swipe confirmed
 * last time starts again from the left.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  confirmIcon,
  cancelLabel,
  pending = false,
  confirmDisabled = false,
  confirmVariant = 'destructive',
  children,
  'data-testid': testId,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent data-testid={testId}>
        <DialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-2">{description}</div>
          </AlertDialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button type="button" variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          {confirmLabel ? (
            <Button
              type="button"
              variant={confirmVariant}
              disabled={pending || confirmDisabled}
              onClick={onConfirm}
            >
              {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : confirmIcon}
              {confirmLabel}
            </Button>
          ) : null}
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
