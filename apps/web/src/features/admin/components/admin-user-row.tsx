import { isPlanId } from '@photodossier/domain/plan-access';
import { PLAN_IDS, PLAN_NAMES, type PlanId } from '@photodossier/domain/plans';
import { ShieldCheck, ShieldPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import type { BetaFeatures, AdminUser } from '../types';
import { BetaFlagSwitch } from './beta-flag-switch';
import { NativeSelect } from '@/components/ui/native-select';

type AdminUserRowProps = {
  user: AdminUser;
  onBetaChange: (user: AdminUser, feature: keyof BetaFeatures, enabled: boolean) => void;
  onGrantAdmin: (user: AdminUser) => void;
  onPlanChange: (user: AdminUser, planId: PlanId) => void;
  /** A change of this account is on its way to the server. */
  saving: boolean;
};

const betaFeatureKeys = [
  'dictaphone',
  'operationReports',
] as const satisfies readonly (keyof BetaFeatures)[];

/** One account: who, role, plan, storage, its beta features and "make administrator". */
export function AdminUserRow({
  user,
  onBetaChange,
  onGrantAdmin,
  onPlanChange,
  saving,
}: AdminUserRowProps) {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const isAdmin = user.role === 'admin';
  // A switch must move under the finger: shown at once, until the server has answered (the
  // list then holds the saved value, or the old one back if it refused).
  const [shownFlags, setShownFlags] = useState<BetaFeatures | null>(null);
  const flags = shownFlags ?? user.betaFeatures;
  useEffect(() => {
    if (!saving) setShownFlags(null);
  }, [saving]);

  return (
    <div
      data-testid="admin-user-row"
      data-email={user.email}
      className="flex flex-col gap-3 border-b border-border px-4 py-3 @3xl:flex-row @3xl:items-center @3xl:gap-6 sm:px-6"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{user.name || t('admin.users.noName')}</span>
        <span className="truncate text-sm text-muted-foreground" title={user.email}>
          {user.email}
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm @sm:grid-cols-[7.5rem_8rem_1fr] @3xl:w-[23rem] @3xl:shrink-0">
        <div className="flex flex-col">
          <dt className="text-xs text-muted-foreground">{t('admin.users.role')}</dt>
          <dd
            className={cn('inline-flex items-center gap-1 font-medium', isAdmin && 'text-primary')}
          >
            {isAdmin ? <ShieldCheck aria-hidden className="size-3.5" /> : null}
            {isAdmin ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted-foreground">{t('admin.users.plan')}</dt>
          <dd>
            <NativeSelect
              data-testid="admin-plan-select"
              aria-label={t('billing.admin.planLabel', { email: user.email })}
              value={user.planId}
              disabled={saving}
              onChange={(event) => {
                const planId = event.target.value;
                if (isPlanId(planId) && planId !== user.planId) onPlanChange(user, planId);
              }}
            >
              {PLAN_IDS.map((planId) => (
                <option key={planId} value={planId}>
                  {PLAN_NAMES[planId]}
                </option>
              ))}
            </NativeSelect>
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted-foreground">{t('admin.users.storage')}</dt>
          <dd className="font-medium tabular-nums">{formatSize(user.storageUsedBytes, locale)}</dd>
        </div>
      </dl>

      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2 @3xl:w-28 @3xl:shrink-0 @3xl:flex-col @3xl:items-start">
        <legend className="sr-only">{t('admin.users.beta')}</legend>
        {betaFeatureKeys.map((feature) => (
          <BetaFlagSwitch
            key={feature}
            label={t(`admin.users.${feature}`)}
            accessibleLabel={t('admin.users.betaToggleLabel', {
              feature: t(`admin.users.${feature}`),
              email: user.email,
            })}
            checked={flags[feature]}
            disabled={saving}
            onChange={(enabled) => {
              setShownFlags({ ...flags, [feature]: enabled });
              onBetaChange(user, feature, enabled);
            }}
          />
        ))}
      </fieldset>

      <div className="@3xl:w-52 @3xl:shrink-0 @3xl:text-right">
        {isAdmin ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={saving}
            aria-label={t('admin.users.grantAdminLabel', { email: user.email })}
            onClick={() => onGrantAdmin(user)}
          >
            <ShieldPlus aria-hidden />
            {t('admin.users.grantAdmin')}
          </Button>
        )}
      </div>
    </div>
  );
}
