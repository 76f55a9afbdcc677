import { patientFullName, patientInitials } from '@photodossier/domain/display-names';
import { ageInYears } from '@photodossier/domain/age';
import { Film, ScanFace, UserCheck, UserPlus, UserRoundSearch, UserX, Images } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ImportPatientGroup } from '../lib/import-model';

export type SectionKind = 'patient' | 'withoutPatient' | 'videos' | 'analysing';

export type GroupActions = {
  onAssignTo?: () => void;
  onAssignManually: () => void;
  onNewPatient: () => void;
  onSaveWithoutPatient: () => void;
};

type ImportGroupHeaderProps = {
  kind: SectionKind;
  group?: ImportPatientGroup;
  count: number;
  /** Hidden in quick mode, where every photo goes to the patient by itself. */
  actions: GroupActions | null;
};

// On phones the four actions sit two by two; a long label wraps rather than overflowing.
const phoneButton =
  'h-auto min-h-9 whitespace-normal py-1.5 text-center leading-tight max-sm:[&_svg]:hidden';

const sectionIcons: Record<Exclude<SectionKind, 'patient'>, ReactNode> = {
  withoutPatient: <Images aria-hidden className="size-5" />,
  videos: <Film aria-hidden className="size-5" />,
  analysing: <ScanFace aria-hidden className="size-5 animate-pulse" />,
};

/** A group's title line (patient name and age, or the section's name) and its four actions. */
export function ImportGroupHeader({ kind, group, count, actions }: ImportGroupHeaderProps) {
  const { t } = useTranslation();
  const patient = group?.patient;
  const age = patient ? ageInYears(patient.date_naissance, Date.now()) : null;
  const name = patient ? patientFullName(patient) : '';

  const title = kind === 'patient' ? name : t(`importDialog.groups.${kind}`);
  const countText =
    kind === 'videos'
      ? t('importDialog.groups.videoCount', { count })
      : t('importDialog.groups.photoCount', { count });
  const details =
    kind === 'patient'
      ? [countText, age !== null ? t('importDialog.groups.age', { count: age }) : null]
      : [countText, t(`importDialog.groups.${kind}Hint`)];

  return (
    <div className="flex flex-col gap-3 px-3 pt-3 pb-2 sm:px-4 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {patient ? (
          <span
            aria-hidden
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
          >
            {patientInitials(patient)}
          </span>
        ) : (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            {sectionIcons[kind as Exclude<SectionKind, 'patient'>]}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold leading-tight">{title}</h3>
          <p className="truncate text-xs text-muted-foreground">
            {details.filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      {actions ? (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:justify-end">
          {actions.onAssignTo && patient ? (
            <Button type="button" size="sm" className={phoneButton} onClick={actions.onAssignTo}>
              <UserCheck aria-hidden />
              {t('importDialog.groups.assignTo', { firstname: patient.prenom })}
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="outline"
            className={phoneButton}
            onClick={actions.onAssignManually}
          >
            <UserRoundSearch aria-hidden />
            {t('importDialog.groups.assignManually')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className={phoneButton}
            onClick={actions.onNewPatient}
          >
            <UserPlus aria-hidden />
            {t('importDialog.groups.newPatient')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className={cn(phoneButton, !actions.onAssignTo && 'col-span-2')}
            onClick={actions.onSaveWithoutPatient}
          >
            <UserX aria-hidden />
            {t('importDialog.groups.saveWithoutPatient')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
