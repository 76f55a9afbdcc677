import type {
  CreatePortalInviteBody,
  CreatedPortalInvite,
  PortalInvite,
  PortalItem,
  PortalItemBody,
} from '@photodossier/domain/patient-portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portalStateKey } from './get-portal-state';

export function createPortalInvite(
  patientId: string,
  body: CreatePortalInviteBody,
): Promise<CreatedPortalInvite> {
  return apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/portal/invites`, {
    method: 'POST',
    json: body,
  });
}

export function revokePortalInvite(id: string): Promise<PortalInvite> {
  return apiRequest(`/api/v1/portal-invites/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    json: {},
  });
}

export function addPortalItem(patientId: string, body: PortalItemBody): Promise<PortalItem> {
  return apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/portal/items`, {
    method: 'POST',
    json: body,
  });
}

export function removePortalItem(id: string): Promise<void> {
  return apiRequest(`/api/v1/portal-items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The practitioner's changes to one patient's portal; each refreshes the portal's state. */
export function usePortalActions(patientId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: portalStateKey(patientId) });
  return {
    invite: useMutation({
      mutationFn: (body: CreatePortalInviteBody) => createPortalInvite(patientId, body),
      onSuccess,
    }),
    revoke: useMutation({ mutationFn: revokePortalInvite, onSuccess }),
    add: useMutation({
      mutationFn: (body: PortalItemBody) => addPortalItem(patientId, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: removePortalItem, onSuccess }),
  };
}
