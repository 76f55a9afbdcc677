import type { BillingInterval } from '@photodossier/domain/subscription-record';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type CheckoutChoice = { planId: 'essentiel' | 'pro'; interval: BillingInterval };

/** A Stripe Checkout address for a higher plan; the server refuses any other. */
export async function createCheckout(choice: CheckoutChoice): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('/api/v1/billing/checkout', {
    method: 'POST',
    json: choice,
  });
  return url;
}

/** Leaves for Stripe's payment page; the page comes back to /subscription. */
export function useCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
}
