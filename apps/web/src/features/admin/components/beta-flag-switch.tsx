import { cn } from '@/lib/cn';

type BetaFlagSwitchProps = {
  label: string;
  /** Full accessible name, naming the account as well as the feature. */
  accessibleLabel: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A native checkbox shown as a switch: keyboard and screen readers get it for free. */
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
      {/* The invisible checkbox lies over the drawn track, so a click on the track is a click
          on the control itself. */}
      <span className="relative inline-flex">
        <input
          type="checkbox"
          role="switch"
          aria-label={accessibleLabel}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden
          className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-muted-foreground/30 transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background after:absolute after:left-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4"
        />
      </span>
      <span aria-hidden>{label}</span>
    </label>
  );
}
