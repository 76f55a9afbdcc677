import { cn } from '@/lib/cn';

/**
 * The three layouts of the automatic-import settings (spec 02 §2.4): `card` stands alone in the
 * configuration dialog, `inline` fills the DSLR side panel, `compact` fits a phone's width with
 * the status and the main actions only (the rest is one tap away in the configuration dialog).
 */
export type SettingsLayout = 'card' | 'inline' | 'compact';

export function layoutFrame(layout: SettingsLayout, className?: string): string {
  return cn(
    'flex flex-col',
    layout === 'card' && 'gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm',
    layout === 'inline' && 'gap-3',
    layout === 'compact' && 'gap-2',
    className,
  );
}

export function layoutButtonSize(layout: SettingsLayout): 'sm' | 'default' {
  return layout === 'compact' ? 'sm' : 'default';
}
