import type { ReactNode } from 'react';
import { DateFormatProvider } from '@/lib/date-display';
import { useSettings } from '@/lib/settings/get-settings';

/** Every signed-in page shows dates in the user's "Format des dates" (spec 01 §7). */
export function UserDateFormat({ userId, children }: { userId: string; children: ReactNode }) {
  const { data } = useSettings(userId);
  return <DateFormatProvider dateFormat={data?.settings.dateFormat}>{children}</DateFormatProvider>;
}
