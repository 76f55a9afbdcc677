import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  /** Already translated; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** A filter bar's field: small label and error, tight to the control. */
  compact?: boolean;
  /** Receives the ids to put on the control: `id` and `aria-describedby`. */
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
};

/** A label, a control and its error text, wired together for screen readers. */
export function FormField({
  label,
  error,
  hint,
  className,
  compact = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col', compact ? 'gap-1' : 'gap-2', className)}>
      <Label htmlFor={id} className={compact ? 'text-xs leading-normal' : undefined}>
        {label}
      </Label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className={cn('font-medium text-destructive', compact ? 'text-xs' : 'text-sm')}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
