import { canAccessFeature } from '@photodossier/domain/plan-access';
import { PLAN_FEATURES, PLAN_IDS, PLAN_NAMES } from '@photodossier/domain/plans';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/ui/table-scroll';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { planStorageFigures } from '../lib/plan-storage';

/** Plans as columns, storage and every feature of the domain's matrix as rows. */
export function PlanMatrix() {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const figures = PLAN_IDS.map((planId) => ({ planId, ...planStorageFigures(planId, language) }));
  const cell = 'px-3 py-2.5 text-center sm:px-4';
  return (
    <section className="flex flex-col gap-3">
      <h2 id="plan-matrix-title" className="text-xl font-semibold tracking-tight">
        {t('billing.pricing.matrixTitle')}
      </h2>
      <TableScroll label={t('billing.pricing.matrixCaption')}>
        <table className="w-full min-w-[34rem] text-sm" data-testid="plan-matrix">
          <caption className="sr-only">{t('billing.pricing.matrixCaption')}</caption>
          <thead className="border-b border-border bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-left font-semibold sm:px-4">
                {t('billing.pricing.feature')}
              </th>
              {PLAN_IDS.map((planId) => (
                <th key={planId} scope="col" className={`${cell} font-semibold`}>
                  {PLAN_NAMES[planId]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            <tr data-testid="plan-matrix-storage">
              <th scope="row" className="px-3 py-2.5 text-left font-medium sm:px-4">
                {t('billing.pricing.storageRow')}
              </th>
              {figures.map(({ planId, storage }) => (
                <td key={planId} className={`${cell} tabular-nums`} data-plan={planId}>
                  {storage}
                </td>
              ))}
            </tr>
            <tr data-testid="plan-matrix-uploads">
              <th scope="row" className="px-3 py-2.5 text-left font-medium sm:px-4">
                {t('billing.pricing.uploadRow')}
              </th>
              {figures.map(({ planId, storage, uploadQuota }) => (
                <td key={planId} className={`${cell} tabular-nums`} data-plan={planId}>
                  {uploadQuota ?? storage}
                </td>
              ))}
            </tr>
            {PLAN_FEATURES.map((feature) => (
              <tr key={feature} data-feature={feature}>
                <th scope="row" className="px-3 py-2.5 text-left font-normal sm:px-4">
                  {t(`billing.features.${feature}`)}
                </th>
                {PLAN_IDS.map((planId) => {
                  const included = canAccessFeature(planId, feature);
                  return (
                    <td key={planId} className={cell} data-plan={planId} data-included={included}>
                      {included ? (
                        <Check aria-hidden className="mx-auto size-4 text-primary" />
                      ) : (
                        <Minus aria-hidden className="mx-auto size-4 text-muted-foreground" />
                      )}
                      <span className="sr-only">
                        {included ? t('billing.pricing.included') : t('billing.plans.notIncluded')}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
