import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { Switch } from './switch';

type SwitchFieldProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** 'start': switch then label; 'end': label then switch across the row. */
  switchAt?: 'start' | 'end';
  className?: string;
};

/** A switch with its label, clickable as one. */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  switchAt = 'start',
  className,
}: SwitchFieldProps) {
  const id = useId();
  const control = <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />;
  return (
    <div
      className={cn(
        'flex items-center gap-2',
        switchAt === 'end' && 'justify-between gap-3',
        className,
      )}
    >
      {switchAt === 'start' ? control : null}
      <Label htmlFor={id}>{label}</Label>
      {switchAt === 'end' ? control : null}
    </div>
  );
}
