import { Suspense } from 'react';
import { SHARE_LINK_FEATURE } from '@photodossier/domain/share';
import { canUseFeature } from '@photodossier/domain/plan-access';
import { useSubscription } from '@/features/billing/api/get-subscription';
import type { SharePlanAccess } from '@/features/shares/components/share-dialog';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import {
  closeShareDialog,
  useShareDialogRequest,
  type ShareDialogRequest,
} from '@/lib/share-dialog';

// Loaded when a share is asked for: no page draws it on its own.
const ShareDialog = lazyWhenPossible(
  () => import('@/features/shares/components/share-dialog'),
  (module) => module.ShareDialog,
);

function OpenShareDialog({ request }: { request: ShareDialogRequest }) {
  const subscription = useSubscription();
  // The server refuses non-Pro creation anyway; the plan read here only spares a useless form.
  const plan: SharePlanAccess = subscription.data
    ? canUseFeature(subscription.data, SHARE_LINK_FEATURE)
      ? 'allowed'
      : 'locked'
    : subscription.isError
      ? 'allowed'
      : 'checking';
  return (
    <Suspense fallback={null}>
      <ShareDialog request={request} plan={plan} onClose={closeShareDialog} />
    </Suspense>
  );
}

/** The shares feature's link dialog, mounted once and opened through lib/share-dialog. */
export function ShareDialogHost() {
  const request = useShareDialogRequest();
  if (!request) return null;
  return <OpenShareDialog request={request} />;
}
