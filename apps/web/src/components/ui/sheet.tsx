import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { overlayClassName, useFocusReturn } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export { DialogTitle as SheetTitle, DialogDescription as SheetDescription } from './dialog';

/**
 * Where the panel sits. `bottom` rises from the lower edge on phones and becomes a centred
 * panel from the `sm` width on, where a sheet across the whole bottom would be too wide.
 */
type SheetSide = 'bottom' | 'right' | 'left';

const sideClassName: Record<SheetSide, string> = {
  bottom:
    'inset-x-0 bottom-0 mx-auto max-h-[85dvh] w-full max-w-md rounded-t-2xl border-b-0 pb-[max(env(safe-area-inset-bottom),1.5rem)] sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-2xl sm:border-b',
  right: 'inset-y-0 right-0 h-dvh w-[min(24rem,calc(100vw-3rem))] border-y-0 border-r-0',
  left: 'inset-y-0 left-0 h-dvh w-[min(24rem,calc(100vw-3rem))] border-y-0 border-l-0',
};

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: SheetSide;
  /** Accessible name of the corner close button; omit it to hide the button. */
  closeLabel?: string;
  /** Classes of the corner close button (a dark sheet lightens it). */
  closeClassName?: string;
};

/**
 * A panel at an edge of the screen (decision 0036), modal like Dialog: Radix keeps focus in
 * it, Escape and a tap outside close it, and focus goes back to what opened it.
 */
export function SheetContent({
  side = 'bottom',
  className,
  closeLabel,
  closeClassName,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        data-side={side}
        className={cn(
          'fixed z-50 grid content-start gap-4 overflow-y-auto border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none',
          sideClassName[side],
          className,
        )}
        {...focusReturn}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              closeClassName,
            )}
            aria-label={closeLabel}
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
