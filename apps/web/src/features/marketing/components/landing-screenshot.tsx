import { cn } from '@/lib/cn';
import type { Language } from '@/lib/i18n/languages';
import {
  LANDING_SCREENSHOT_SIZES,
  landingScreenshotUrl,
  type LandingScreenshotId,
} from '../content/landing-screenshots';

type LandingScreenshotProps = {
  id: LandingScreenshotId;
  language: Language;
  alt: string;
  className?: string;
};

const { wide, phone } = LANDING_SCREENSHOT_SIZES;

/**
 * The phone capture on narrow screens, the wide one elsewhere, in the reader's language. Lazy
 * and sized up front: the page's text paints first and nothing moves when an image arrives.
 */
export function LandingScreenshot({ id, language, alt, className }: LandingScreenshotProps) {
  return (
    <picture>
      <source
        media="(max-width: 639px)"
        srcSet={landingScreenshotUrl(id, language, 'phone')}
        width={phone.width}
        height={phone.height}
      />
      <img
        src={landingScreenshotUrl(id, language, 'wide')}
        width={wide.width}
        height={wide.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        data-testid={`landing-screenshot-${id}`}
        className={cn(
          'h-auto w-full rounded-xl border border-border bg-muted shadow-lg max-sm:mx-auto max-sm:max-w-72',
          className,
        )}
      />
    </picture>
  );
}
