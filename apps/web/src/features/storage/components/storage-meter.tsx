import { HardDrive } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { formatSize, formatStorageTotal } from '@/lib/format';
import {
  storageBarPercent,
  storageColorTier,
  storagePercent,
  type StorageColorTier,
} from '@photodossier/domain/storage-tiers';

const barColours: Record<StorageColorTier, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-yellow-400',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
  critical: 'bg-red-700',
};

type StorageMeterProps = {
  usedBytes: number;
  totalBytes: number;
  /** Icon and bar only, for the collapsed sidebar. */
  compact?: boolean;
  /** Makes the meter a button (the sidebar opens the storage manager with it). */
  onOpen?: () => void;
};

function MeterFrame({
  onOpen,
  label,
  className,
  tier,
  children,
}: {
  onOpen: (() => void) | undefined;
  label: string;
  className: string;
  tier: StorageColorTier;
  children: ReactNode;
}) {
  if (!onOpen) {
    return (
      <div data-testid="storage-meter" data-tier={tier} title={label} className={className}>
        {children}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-testid="storage-meter"
      data-tier={tier}
      title={label}
      onClick={onOpen}
      className={cn(
        className,
        'w-full text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      {children}
    </button>
  );
}

/** The sidebar's storage meter (spec 02 §2.2): usage in base-1024 units and a coloured bar. */
export function StorageMeter({
  usedBytes,
  totalBytes,
  compact = false,
  onOpen,
}: StorageMeterProps) {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.language);
  const percent = storagePercent(usedBytes, totalBytes);
  const tier = storageColorTier(percent);
  const usage = t('storage.usage', {
    used: formatSize(usedBytes, locale),
    total: formatStorageTotal(totalBytes, locale),
  });
  const roundedPercent = Math.round(percent);
  const bar = (
    <Progress
      value={Math.round(storageBarPercent(percent))}
      aria-label={t('storage.meterLabel')}
      aria-valuetext={`${usage} (${t('storage.percent', { percent: roundedPercent })})`}
      className={cn(compact ? 'h-1.5' : 'h-2')}
      indicatorClassName={barColours[tier]}
    />
  );

  if (compact) {
    return (
      <MeterFrame
        onOpen={onOpen}
        tier={tier}
        label={onOpen ? `${t('storage.openManager')} (${usage})` : t('storage.summary', { usage })}
        className="flex flex-col items-center gap-1.5 rounded-lg px-2 py-1"
      >
        <HardDrive aria-hidden className="size-4 text-muted-foreground" />
        {bar}
      </MeterFrame>
    );
  }

  return (
    <MeterFrame
      onOpen={onOpen}
      tier={tier}
      label={onOpen ? t('storage.openManager') : t('storage.summary', { usage })}
      className="flex flex-col gap-2 rounded-xl bg-muted/60 p-3"
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="flex items-center gap-1.5 font-semibold">
          <HardDrive aria-hidden className="size-3.5" />
          {t('storage.label')}
        </span>
        <span className="text-muted-foreground">
          {t('storage.percent', { percent: roundedPercent })}
        </span>
      </div>
      {bar}
      <p className="text-xs text-muted-foreground">{usage}</p>
    </MeterFrame>
  );
}
