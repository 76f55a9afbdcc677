import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type SettingsSectionProps = {
  /** Anchor of the section, used by the page's section links. */
  id: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One section of the settings screen: a card with an h2, reachable by its anchor. */
export function SettingsSection({
  id,
  title,
  description,
  icon: Icon,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Card
      id={id}
      role="region"
      aria-labelledby={headingId}
      className={cn('scroll-mt-24', tone === 'danger' && 'border-destructive/40')}
    >
      <CardHeader className="flex-row items-start gap-3">
        <span
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1',
            tone === 'danger'
              ? 'bg-destructive/10 text-destructive ring-destructive/20'
              : 'bg-primary/10 text-primary ring-primary/15',
          )}
        >
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{children}</CardContent>
    </Card>
  );
}

/** A sub-part of a section (the password form inside "Compte"), with its own h3. */
export function SettingsSubsection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <SettingsPart className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold">{title}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </SettingsPart>
  );
}

/** A part of a section set off from the one above it, titled by what it holds. */
export function SettingsPart({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('border-t border-border pt-6', className)}>{children}</div>;
}

/** The form-level refusal (wrong password, server unreachable...), announced. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive dark:text-red-300"
    >
      {message}
    </p>
  );
}
