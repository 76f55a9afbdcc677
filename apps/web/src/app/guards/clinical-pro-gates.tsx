import { canUseFeature } from '@photodossier/domain/plan-access';
import type { PlanFeature } from '@photodossier/domain/plans';
import { Outlet } from 'react-router';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { ProFeatureGate } from '@/features/billing/components/pro-feature-gate';

/** The plan read live: a plan change reaches the gate through `subscription.changed`. */
function FeatureGate({ feature }: { feature: PlanFeature }) {
  const subscription = useSubscription();
  return (
    <ProFeatureGate
      checking={subscription.isPending}
      allowed={subscription.data ? canUseFeature(subscription.data, feature) : false}
    >
      <Outlet />
    </ProFeatureGate>
  );
}

/** Signed consents are Pro only (spec 01 §5 digital_consent_pdf). */
export function ConsentProGate() {
  return <FeatureGate feature="digital_consent_pdf" />;
}

/** The patient portal's settings are Pro only (spec 01 §5 patient_portal). */
export function PortalProGate() {
  return <FeatureGate feature="patient_portal" />;
}
