import { translateKey } from '@/lib/i18n/keys';
import { useTranslation } from 'react-i18next';
import type { InstallPlatform } from '../lib/install-platform';

/** The banner's two systems, plus computers, which only the guide at /app explains. */
export type InstallGuidePlatform = InstallPlatform | 'desktop';

// Spec 02 §2.10: four steps on iPhone/iPad, three on Android, in this order.
const stepCounts: Record<InstallGuidePlatform, number> = { ios: 4, android: 3, desktop: 2 };

export function installTitleKey(platform: InstallGuidePlatform) {
  return `install.${platform}Title` as const;
}

/** The numbered home-screen steps of one system. */
export function InstallSteps({ platform }: { platform: InstallGuidePlatform }) {
  const { t } = useTranslation();
  const steps = Array.from(
    { length: stepCounts[platform] },
    (_, index) => `install.${platform}Steps.step${index + 1}`,
  );
  return (
    <ol className="flex flex-col gap-3" data-testid={`install-steps-${platform}`}>
      {steps.map((key, index) => (
        <li key={key} className="flex items-start gap-3">
          <span
            aria-hidden
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <span className="pt-0.5" data-testid="install-step">
            {translateKey(t, key)}
          </span>
        </li>
      ))}
    </ol>
  );
}
