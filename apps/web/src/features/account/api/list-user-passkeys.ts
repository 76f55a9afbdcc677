import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A registered security key or passkey, as better-auth's passkey plugin lists it. */
export type Passkey = {
  id: string;
  name?: string | null;
  createdAt: string;
  deviceType?: string;
};

export const passkeysQueryKey = ['passkeys'] as const;

/** `GET /api/auth/passkey/list-user-passkeys`: the signed-in user's keys. */
export function listUserPasskeys(): Promise<Passkey[]> {
  return apiRequest<Passkey[]>('/api/auth/passkey/list-user-passkeys');
}

export const passkeysQueryOptions = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: listUserPasskeys,
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}
