import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OutboxItem } from '../types';

export const outboxQueryKey = ['admin', 'outbox'] as const;

export async function getOutbox(): Promise<OutboxItem[]> {
  const { items } = await apiRequest<{ items: OutboxItem[] }>('/api/v1/admin/outbox');
  return items;
}

export const outboxQueryOptions = queryOptions({ queryKey: outboxQueryKey, queryFn: getOutbox });

/** The mails and SMS the embedded default kept instead of sending them, newest first. */
export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
