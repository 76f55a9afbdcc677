import { defaultUserSettings, type UserSettings } from '@photodossier/domain/user-settings';
import type { SendEmailBody } from '@photodossier/domain/email-transfer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sendEmailWithProgress, type SendEmailProgressOptions } from '@/lib/api/send-email';
import { getSettings } from '@/lib/settings/get-settings';
import {
  autoEmailRecipient,
  automaticEmailBodies,
  resetDeferredEmails,
  sendSavedPhotosByEmail,
} from './auto-send';

vi.mock('@/lib/settings/get-settings', () => ({ getSettings: vi.fn() }));
vi.mock('@/lib/api/send-email', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  sendEmailWithProgress: vi.fn(),
}));

function settingsWith(
  emailTransfer: Partial<UserSettings['emailTransfer']>,
  autoEmailEnabled = false,
): UserSettings {
  return {
    ...defaultUserSettings,
    emailTransfer: { ...defaultUserSettings.emailTransfer, ...emailTransfer },
    cameraSettings: { ...defaultUserSettings.cameraSettings, autoEmailEnabled },
  };
}

const on = { enabled: true, recipientEmail: 'secretariat@cabinet.test' };
const refused = new ApiError('email.send_failed', {}, 502, 'Bad gateway');

describe('automatic e-mail after saving', () => {
  const send = vi.mocked(sendEmailWithProgress);
  const sentIds = () => send.mock.calls.map(([body]) => body.photo_ids);

  beforeEach(() => {
    resetDeferredEmails();
    vi.mocked(getSettings).mockResolvedValue(settingsWith(on));
  });
  afterEach(() => vi.clearAllMocks());

  it('goes out only when on, automatic, with a recipient; the camera also asks its switch', () => {
    expect(autoEmailRecipient(settingsWith(on), 'import')).toBe('secretariat@cabinet.test');
    expect(autoEmailRecipient(settingsWith({ ...on, enabled: false }), 'import')).toBeNull();
    expect(autoEmailRecipient(settingsWith({ ...on, recipientEmail: ' ' }), 'import')).toBeNull();
    expect(autoEmailRecipient(settingsWith({ ...on, triggerMode: 'manual' }), 'import')).toBeNull();
    expect(autoEmailRecipient(settingsWith(on, false), 'camera')).toBeNull();
    expect(autoEmailRecipient(settingsWith(on, true), 'camera')).toBe('secretariat@cabinet.test');
  });

  it('composes the e-mail in French with the fr-FR date, at most 100 photos a message', () => {
    const ids = Array.from({ length: 101 }, (_, index) => `photo-${index}`);
    const bodies = automaticEmailBodies('a@b.test', ids, new Date(Date.UTC(2026, 10, 25, 12)));
    expect(bodies.map((body) => body.photo_ids.length)).toEqual([100, 1]);
    expect(bodies[0]).toMatchObject({
      to: 'a@b.test',
      subject: 'Photos de consultation du 25 novembre 2026',
      message: expect.stringContaining('Veuillez trouver ci-joint') as string,
    });
  });

  it('sends nothing when the settings do not ask for it', async () => {
    vi.mocked(getSettings).mockResolvedValue(settingsWith({ ...on, triggerMode: 'manual' }));
    await sendSavedPhotosByEmail(['p1'], 'import');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a failed send and takes it along with the next one, once', async () => {
    send.mockRejectedValueOnce(refused);
    await sendSavedPhotosByEmail(['p1'], 'import');
    send.mockResolvedValue({} as Awaited<ReturnType<typeof sendEmailWithProgress>>);
    await sendSavedPhotosByEmail(['p2'], 'import');
    await sendSavedPhotosByEmail(['p3'], 'import');
    expect(sentIds()).toEqual([['p1'], ['p2'], ['p1'], ['p3']]);
  });

  it('forgets a failed send once its toast retried it, and never keeps a refused payload', async () => {
    let options: SendEmailProgressOptions | undefined;
    send.mockImplementationOnce((_body: SendEmailBody, given?: SendEmailProgressOptions) => {
      options = given;
      return Promise.reject(refused);
    });
    await sendSavedPhotosByEmail(['p1'], 'import');
    send.mockResolvedValue({} as Awaited<ReturnType<typeof sendEmailWithProgress>>);
    options?.onRetry?.();
    await vi.waitFor(() => expect(sentIds()).toEqual([['p1'], ['p1']]));

    send.mockRejectedValueOnce(new ApiError('email.rate_limited', {}, 429, 'Too many'));
    await sendSavedPhotosByEmail(['p2'], 'import');
    await sendSavedPhotosByEmail(['p3'], 'import');
    expect(sentIds()).toEqual([['p1'], ['p1'], ['p2'], ['p3']]);
  });
});
