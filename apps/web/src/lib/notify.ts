import type { ReactNode } from 'react';
import { toast } from 'sonner';

/**
 * The toast styles of spec 01 §1: default, destructive, success, plus the settings area's
 * error, warning and info. Destructive and error share the error look.
 */
export type NotifyVariant = 'default' | 'destructive' | 'success' | 'error' | 'warning' | 'info';

export type NotifyOptions = {
  description?: ReactNode;
  variant?: NotifyVariant;
  /** Milliseconds; the Toaster's 4000 ms default applies otherwise. */
  duration?: number;
  /** A toast with the same id replaces the one on screen instead of stacking. */
  id?: string;
  /** One button in the toast (a retry, an undo). */
  action?: { label: string; onClick: () => void };
};

export function notify(title: ReactNode, options: NotifyOptions = {}): string | number {
  const { variant = 'default', ...rest } = options;
  const data = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  switch (variant) {
    case 'destructive':
    case 'error':
      return toast.error(title, data);
    case 'success':
      return toast.success(title, data);
    case 'warning':
      return toast.warning(title, data);
    case 'info':
      return toast.info(title, data);
    default:
      return toast(title, data);
  }
}
