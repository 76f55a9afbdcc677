import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button; omit it to hide the button. */
  closeLabel?: string;
};

/** The overlay and the panel every modal of the app is drawn with (Dialog, AlertDialog). */
export const overlayClassName = 'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm';
export const modalClassName =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives focus back only to a Trigger; modals opened from state (a sidebar action, a menu
 * item, a confirmation) would drop keyboard users at the top of the page. Remembers what had
 * focus on opening and returns there on closing.
 */
export function useFocusReturn(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
) {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const opener = openerRef.current;
      if (event.defaultPrevented || !opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
  };
}

type ModalPanelProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button; omit it to hide the button. */
  closeLabel?: string | undefined;
  /** Classes of the corner close button (a dark panel lightens it). */
  closeClassName?: string | undefined;
};

/**
 * The overlay, the panel, the focus return and the corner close button that Dialog and Sheet
 * share; each gives its own placement classes.
 */
export function ModalPanel({
  children,
  closeLabel,
  closeClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalPanelProps) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content {...focusReturn} {...props}>
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

export function DialogContent({ className, ...props }: DialogContentProps) {
  return <ModalPanel className={cn(modalClassName, className)} {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
