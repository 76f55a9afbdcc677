import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { ModalPanel } from './dialog';

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

type SheetContentProps = ComponentProps<typeof ModalPanel> & { side?: SheetSide };

/**
 * A panel at an edge of the screen (decision 0036), modal like Dialog: Radix keeps focus in
 * it, Escape and a tap outside close it, and focus goes back to what opened it.
 */
export function SheetContent({ side = 'bottom', className, ...props }: SheetContentProps) {
  return (
    <ModalPanel
      data-side={side}
      className={cn(
        'fixed z-50 grid content-start gap-4 overflow-y-auto border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none',
        sideClassName[side],
        className,
      )}
      {...props}
    />
  );
}
