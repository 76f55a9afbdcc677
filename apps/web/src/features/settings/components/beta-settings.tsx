import { BETA_FEATURES, type BetaFeatures } from '@photodossier/domain/operation-report';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '@/components/ui/switch-field';
import { notify } from '@/lib/notify';
import { useUpdateBetaFeatures } from '../api/update-beta-features';

/** The dictaphone and operation-report switches (spec 01 §3), off by default. */
export function BetaSettings({
  current,
  onSaved,
}: {
  current: BetaFeatures;
  /** Reads the session again: the sidebar entries follow at once. */
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateBetaFeatures(onSaved);
  const shown = update.isPending ? { ...current, ...update.variables } : current;

  return (
    <div className="flex flex-col gap-4">
      {BETA_FEATURES.map((feature) => (
        <div key={feature} className="flex flex-col gap-1">
          <SwitchField
            switchAt="end"
            label={t(`beta.${feature}.label`)}
            checked={shown[feature]}
            onCheckedChange={(enabled) =>
              update.mutate(
                { [feature]: enabled },
                { onError: (error) => notify(error.message, { variant: 'error' }) },
              )
            }
          />
          <p className="text-sm text-muted-foreground">{t(`beta.${feature}.hint`)}</p>
        </div>
      ))}
    </div>
  );
}
