import { canUseFeature } from '@photodossier/domain/plan-access';
import { Outlet } from 'react-router';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { ProFeatureGate } from '@/features/billing/components/pro-feature-gate';

/**
 * Injection mapping is Pro only (spec 01 §2, §5): the plan is read live, and a plan change
 * (Stripe or /admin) reaches the gate through the `subscription.changed` live event.
 */
export function InjectionProGate() {
  const subscription = useSubscription();
  return (
    <ProFeatureGate
      checking={subscription.isPending}
      allowed={subscription.data ? canUseFeature(subscription.data, 'botox_tracking') : false}
    >
      <Outlet />
    </ProFeatureGate>
  );
}
