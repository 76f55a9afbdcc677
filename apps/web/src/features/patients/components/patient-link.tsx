import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The patient's name as the link to the record, stretched over its card (the card is
 * `relative`) so the whole card opens the record while its pin stays a separate button.
 */
export function PatientLink({
  patientId,
  children,
  className,
}: {
  patientId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={paths.patientDetails(patientId)}
      className={cn(
        'truncate font-semibold text-foreground outline-none after:absolute after:inset-0 after:rounded-[inherit] after:content-[""] focus-visible:after:ring-2 focus-visible:after:ring-ring',
        className,
      )}
    >
      {children}
    </Link>
  );
}
