import { canUseInjectionMapping } from '@photodossier/domain/plan-access';
import { Outlet } from 'react-router';
import { useSession } from '@/features/account/api/get-session';
import { ProFeatureGate } from '@/features/billing/components/pro-feature-gate';

/** Injection mapping is Pro only (spec 01 §2, §5). */
export function InjectionProGate() {
  const { session, isPending } = useSession();
  return (
    <ProFeatureGate
      checking={isPending}
      allowed={session ? canUseInjectionMapping(session.subscription) : false}
    >
      <Outlet />
    </ProFeatureGate>
  );
}
