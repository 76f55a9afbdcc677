import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OutboxMessage } from '../types';
import { outboxQueryKey } from './get-outbox';

export function getOutboxMessage(id: string): Promise<OutboxMessage> {
  return apiRequest<OutboxMessage>(`/api/v1/admin/outbox/${encodeURIComponent(id)}`);
}

export function outboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...outboxQueryKey, id],
    queryFn: () => getOutboxMessage(id),
    // A message in the outbox never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOutboxMessage(id: string | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? ''), enabled: id !== null });
}
