import type { BillingInterval } from '@photodossier/domain/subscription-record';
import { BILLING_INTERVALS } from '@photodossier/domain/subscription-record';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type IntervalToggleProps = {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
};

/** Monthly or yearly prices, as two pressed-or-not buttons in one group. */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('billing.interval.label')}
      className="inline-flex items-center gap-1 rounded-full border border-border bg-card p-1 shadow-xs"
    >
      {BILLING_INTERVALS.map((interval) => {
        const pressed = interval === value;
        return (
          <button
            key={interval}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(interval)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`billing.interval.${interval}`)}
            {interval === 'yearly' ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  pressed
                    ? 'bg-primary-foreground/20 text-primary-foreground'
                    : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
                )}
              >
                {t('billing.interval.yearlySaving')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
