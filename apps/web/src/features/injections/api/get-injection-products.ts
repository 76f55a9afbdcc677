import type { InjectionProduct } from '@photodossier/domain/injections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { injectionsQueryKey } from './get-injection-sessions';

export const injectionProductsQueryKey = [...injectionsQueryKey, 'products'] as const;

export function getInjectionProducts(signal?: AbortSignal): Promise<{ items: InjectionProduct[] }> {
  return apiRequest('/api/v1/injection-products', { signal });
}

/** The built-in products and the user's own. */
export function useInjectionProducts() {
  return useQuery(
    queryOptions({
      queryKey: injectionProductsQueryKey,
      queryFn: ({ signal }) => getInjectionProducts(signal),
    }),
  );
}
