import type { SubscriptionRecord } from '@photodossier/domain/subscription-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/api/query-keys';

/** `subscription.changed` live events invalidate this key (resource `subscription`). */
export const subscriptionQueryKey = subscriptionKeys.all;

/** The signed-in user's plan, read live by the server (spec 01 §4). */
export function getSubscription(): Promise<SubscriptionRecord> {
  return apiRequest<SubscriptionRecord>('/api/v1/billing/subscription');
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: getSubscription,
});

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
