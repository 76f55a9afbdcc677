import type { InjectionProduct, InjectionProductBody } from '@photodossier/domain/injections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { injectionProductsQueryKey } from './get-injection-products';

export function addInjectionProduct(body: InjectionProductBody): Promise<InjectionProduct> {
  return apiRequest('/api/v1/injection-products', { method: 'POST', json: body });
}

export function useAddInjectionProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInjectionProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: injectionProductsQueryKey }),
  });
}
