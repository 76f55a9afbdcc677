import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A search box with its magnifier; the placeholder is its label for screen readers too. */
export function SearchField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={cn('relative', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        className="pl-9"
        placeholder={label}
        value={value}
        maxLength={120}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
