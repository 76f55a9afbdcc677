import { Search } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type SearchFieldProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'className' | 'children'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * Draws the label above the box. Without it the label is read by screen readers only and
   * the placeholder, the label unless given, is what a sighted user reads.
   */
  showLabel?: boolean;
  className?: string;
  inputClassName?: string;
  /** Laid over the box's right end, such as a clear button. */
  trailing?: ReactNode;
};

/** The app's search box: a search input with its magnifier, always named by its label. */
export function SearchField({
  label,
  value,
  onChange,
  showLabel = false,
  className,
  inputClassName,
  trailing,
  placeholder,
  id,
  ...input
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={inputId} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          {...input}
          id={inputId}
          type="search"
          value={value}
          placeholder={placeholder ?? label}
          onChange={(event) => onChange(event.target.value)}
          className={cn('pl-9', inputClassName)}
        />
        {trailing}
      </div>
    </div>
  );
}
