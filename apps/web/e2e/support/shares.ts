import type { CreateShareBody } from '@photodossier/domain/share';
import type { APIResponse, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { baseURL } from './accounts';

type ShareTarget =
  | { kind: 'comparison'; comparison_id: string }
  | { kind: 'photos'; photo_ids: string[] }
  | { kind: 'drive'; drive_item_id: string };

type ShareOptions = Partial<
  Pick<CreateShareBody, 'expires_in_days' | 'password' | 'allow_download' | 'show_patient_name'>
>;

/**
 * `POST /api/v1/shares` as the share dialog sends it: a week, no password, no download, no
 * patient name, unless told otherwise. The answer as it came, for tests of a refusal.
 */
export function postShare(
  page: Page,
  target: ShareTarget,
  options: ShareOptions = {},
): Promise<APIResponse> {
  return page.request.post('/api/v1/shares', {
    headers: { origin: baseURL },
    data: {
      ...target,
      expires_in_days: 7,
      password: null,
      allow_download: false,
      show_patient_name: false,
      ...options,
    },
  });
}

/** A link the server made: its token, shown once, and its record. */
export async function createShare(
  page: Page,
  target: ShareTarget,
  options: ShareOptions = {},
): Promise<{ token: string; share: { id: string } }> {
  const created = await postShare(page, target, options);
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { token: string; share: { id: string } };
}
