import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

type BetaFlagSwitchProps = {
  label: string;
  /** Full accessible name, naming the account as well as the feature. */
  accessibleLabel: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** One beta feature of one account, as the ui Switch (Radix): its label names the account. */
export function BetaFlagSwitch({
  label,
  accessibleLabel,
  checked,
  disabled,
  onChange,
}: BetaFlagSwitchProps) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 text-sm',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <Switch
        aria-label={accessibleLabel}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="h-5 w-9 [&>span]:size-4 [&>span]:data-[state=checked]:translate-x-4"
      />
      <span aria-hidden>{label}</span>
    </label>
  );
}
