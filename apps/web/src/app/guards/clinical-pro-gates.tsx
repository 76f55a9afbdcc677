import { canUseFeature } from '@photodossier/domain/plan-access';
import { Outlet } from 'react-router';
import { useSubscription } from '@/features/billing/api/get-subscription';
import {
  ProFeatureGate,
  type GatedProFeature,
} from '@/features/billing/components/pro-feature-gate';

/**
 * The plan read live: a plan change (Stripe or /admin) reaches the gate through the
 * `subscription.changed` live event.
 */
function FeatureGate({ feature }: { feature: GatedProFeature }) {
  const subscription = useSubscription();
  return (
    <ProFeatureGate
      feature={feature}
      checking={subscription.isPending}
      allowed={subscription.data ? canUseFeature(subscription.data, feature) : false}
    >
      <Outlet />
    </ProFeatureGate>
  );
}

/** Injection mapping is Pro only (spec 01 §2, §5). */
export function InjectionProGate() {
  return <FeatureGate feature="botox_tracking" />;
}

/** Signed consents are Pro only (spec 01 §5 digital_consent_pdf). */
export function ConsentProGate() {
  return <FeatureGate feature="digital_consent_pdf" />;
}

/** The patient portal's settings are Pro only (spec 01 §5 patient_portal). */
export function PortalProGate() {
  return <FeatureGate feature="patient_portal" />;
}
