import { Outlet } from 'react-router';
import { useSession } from '@/features/account/api/get-session';
import { ProFeatureGate } from '@/features/billing/components/pro-feature-gate';
import { hasActiveProPlan } from '@/features/billing/plan-access';

/** Injection mapping is Pro only (spec 01 §2, §5). */
export function InjectionProGate() {
  const { session, isPending } = useSession();
  return (
    <ProFeatureGate checking={isPending} allowed={hasActiveProPlan(session?.subscription)}>
      <Outlet />
    </ProFeatureGate>
  );
}
