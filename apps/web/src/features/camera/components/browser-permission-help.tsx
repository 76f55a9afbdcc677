import { translateKey } from '@/lib/i18n/keys';
import { ChevronDown, Globe, Monitor, Smartphone, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { BrowserHelpId } from '../lib/permission-tutorial';
import { addCameraTexts } from '../i18n/add-camera-texts';

const stepCounts: Record<BrowserHelpId, number> = {
  chrome: 4,
  edge: 3,
  safari: 3,
  firefox: 3,
  android: 4,
  ios: 4,
};

const icons: Record<BrowserHelpId, LucideIcon> = {
  chrome: Monitor,
  edge: Monitor,
  safari: Monitor,
  firefox: Globe,
  android: Smartphone,
  ios: Smartphone,
};

type BrowserPermissionHelpProps = {
  /** The sections, the detected browser first. */
  order: readonly BrowserHelpId[];
  detected: BrowserHelpId;
};

/** One collapsible section per browser; the practitioner's own is open and marked. */
export function BrowserPermissionHelp({ order, detected }: BrowserPermissionHelpProps) {
  const [open, setOpen] = useState<ReadonlySet<BrowserHelpId>>(() => new Set([detected]));
  const toggle = (id: BrowserHelpId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="flex flex-col gap-3">
      {order.map((id) => (
        <li key={id}>
          <BrowserSection
            id={id}
            detected={id === detected}
            open={open.has(id)}
            onToggle={() => toggle(id)}
          />
        </li>
      ))}
    </ul>
  );
}

type BrowserSectionProps = {
  id: BrowserHelpId;
  detected: boolean;
  open: boolean;
  onToggle: () => void;
};

function BrowserSection({ id, detected, open, onToggle }: BrowserSectionProps) {
  addCameraTexts();
  const { t } = useTranslation();
  const panelId = useId();
  const Icon = icons[id];
  const steps = Array.from({ length: stepCounts[id] }, (_, index) => index + 1);

  return (
    <div
      data-testid={`browser-help-${id}`}
      className={cn(
        'overflow-hidden rounded-2xl border bg-card shadow-sm',
        detected ? 'border-primary/40 ring-1 ring-primary/20' : 'border-border',
      )}
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-4 py-3.5 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-5"
        >
          <span
            className={cn(
              'inline-flex size-9 shrink-0 items-center justify-center rounded-xl',
              detected ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            <Icon aria-hidden className="size-4.5" />
          </span>
          <span className="min-w-0 flex-1 font-semibold">
            {t(`cameraTutorial:sections.${id}.title`)}
          </span>
          {detected ? (
            <span className="hidden rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary sm:inline">
              {t('cameraTutorial:detected')}
            </span>
          ) : null}
          <ChevronDown
            aria-hidden
            className={cn(
              'size-5 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-border px-4 py-4 sm:px-5">
        {detected ? (
          <p className="mb-3 text-xs font-semibold text-primary sm:hidden">
            {t('cameraTutorial:detected')}
          </p>
        ) : null}
        <ol className="flex flex-col gap-3">
          {steps.map((step) => (
            <li key={step} className="flex gap-3 text-sm leading-relaxed">
              <span
                aria-hidden
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
              >
                {step}
              </span>
              <span className="min-w-0 pt-0.5">
                {/* Numbered keys (steps.1, steps.2…), which i18next's key types do not list. */}
                {translateKey(t, `cameraTutorial:sections.${id}.steps.${step}`)}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
