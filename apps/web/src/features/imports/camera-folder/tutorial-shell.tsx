import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

export type TutorialStepView = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: 'device' | 'product';
};

type TutorialShellProps = {
  testId: string;
  title: string;
  subtitle?: string;
  steps: readonly TutorialStepView[];
  /** How many steps the practitioner will go through (the list may show fewer before a choice). */
  totalSteps: number;
  current: number;
  onJump: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame both tutorials share (spec 02 §2.5, §2.6): the step list on wide screens and
 * numbered dots on small ones, earlier steps ticked, the progress panel, and
 * Précédent / Suivant / Terminer.
 */
export function TutorialShell({
  testId,
  title,
  subtitle,
  steps,
  totalSteps,
  current,
  onJump,
  onPrevious,
  onNext,
  onFinish,
  onClose,
  children,
}: TutorialShellProps) {
  const { t } = useTranslation();
  const step = steps[current];
  const isLast = current === totalSteps - 1;
  const percent = Math.round(((current + 1) / totalSteps) * 100);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        data-testid={testId}
        data-step={step?.id}
        closeLabel={t('autoImport:tutorial.close')}
        className="flex max-h-[92dvh] w-full max-w-4xl flex-col gap-4 overflow-hidden"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {subtitle ? <DialogDescription>{subtitle}</DialogDescription> : null}
        </DialogHeader>
        <ol className="flex justify-center gap-2 wide:hidden" aria-hidden>
          {steps.map((item, index) => (
            <li
              key={item.id}
              className={cn(
                'flex size-7 items-center justify-center rounded-full border text-xs font-semibold',
                index === current && 'border-primary bg-primary text-primary-foreground',
                index < current && 'border-emerald-500 bg-emerald-500 text-white',
              )}
            >
              {index < current ? <Check className="size-3.5" /> : index + 1}
            </li>
          ))}
        </ol>
        <div className="flex min-h-0 flex-1 gap-6">
          <nav className="hidden w-60 shrink-0 wide:block" aria-label={title}>
            <ol className="flex flex-col gap-1">
              {steps.map((item, index) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={index === current ? 'step' : undefined}
                    onClick={() => onJump(index)}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-muted',
                      index === current && 'bg-primary/10 font-semibold text-primary',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                        index < current && 'border-emerald-500 bg-emerald-500 text-white',
                      )}
                    >
                      {index < current ? <Check aria-hidden className="size-3.5" /> : index + 1}
                    </span>
                    {item.title}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          <section className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto">
            {step ? (
              <div className="flex flex-col gap-1.5">
                <span className="w-fit rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                  {step.category === 'device'
                    ? t('autoImport:tutorial.categoryDevice')
                    : t('autoImport:tutorial.categoryProduct')}
                </span>
                <h3 className="text-lg font-semibold" data-testid="tutorial-step-title">
                  {step.title}
                </h3>
                <p className="text-sm text-muted-foreground">{step.description}</p>
              </div>
            ) : null}
            {children}
          </section>
        </div>
        <div className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-3 text-sm">
          <div className="flex justify-between">
            <span>{t('autoImport:tutorial.progress')}</span>
            <span data-testid="tutorial-progress">{percent}%</span>
          </div>
          <Progress value={percent} />
          <span className="text-xs text-muted-foreground">
            {t('autoImport:tutorial.stepOf', { step: current + 1, total: totalSteps })}
          </span>
        </div>
        <div className="flex justify-between gap-2">
          <Button type="button" variant="outline" onClick={onPrevious} disabled={current === 0}>
            {t('autoImport:tutorial.previous')}
          </Button>
          {isLast ? (
            <Button type="button" onClick={onFinish}>
              {t('autoImport:tutorial.finish')}
            </Button>
          ) : (
            <Button type="button" onClick={onNext}>
              {t('autoImport:tutorial.next')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
