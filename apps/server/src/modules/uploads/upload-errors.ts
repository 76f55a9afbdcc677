import { CLIENT_THUMBNAIL_MAX_BYTES } from '@photodossier/domain/media-record';
import type { MessageParams } from '@photodossier/domain/message-format';
import { checkQuota, quotaExceededMessage } from '@photodossier/domain/quota';
import type { ImportFileCheck } from '@photodossier/domain/import-file-validation';
import type { UploadCheck } from '@photodossier/domain/upload-validation';
import { AppError } from '../../platform/http/problem';
import type { StorageUsageRepository } from '../storage/usage-repository';
import type { SubscriptionReader } from '../billing/subscription';

type UploadFailureCode =
  | 'upload.invalid_file'
  | 'upload.invalid_or_empty_file'
  | 'upload.file_too_large'
  | 'upload.unsupported_type'
  | 'upload.quota_exceeded_percent';

const STATUS_OF: Readonly<Record<UploadFailureCode, number>> = {
  'upload.invalid_file': 400,
  'upload.invalid_or_empty_file': 400,
  'upload.file_too_large': 413,
  'upload.unsupported_type': 415,
  'upload.quota_exceeded_percent': 413,
};

export function uploadError(code: UploadFailureCode, params?: MessageParams): AppError {
  return new AppError(code, STATUS_OF[code], params ? { params } : {});
}

/** A client poster above CLIENT_THUMBNAIL_MAX_BYTES (2 MB). */
export function thumbnailTooLarge(): AppError {
  return uploadError('upload.file_too_large', {
    max: Math.round(CLIENT_THUMBNAIL_MAX_BYTES / 1024 / 1024),
  });
}

export function assertValid(
  check: UploadCheck,
): asserts check is Extract<UploadCheck, { ok: true }> {
  if (!check.ok) throw uploadError(check.code, check.params);
}

/** A file an import session may not hold, in the import dialog's own words. */
export function importFileRefused(check: Extract<ImportFileCheck, { ok: false }>): AppError {
  return new AppError(check.code, check.code === 'import.file_too_large' ? 413 : 415, {
    params: check.params,
  });
}

export function invalidRequest(detail: string): AppError {
  return new AppError('request.validation_failed', 400, { detail });
}

export const notFound = () => new AppError('request.not_found', 404);

export function quotaError(check: ReturnType<typeof checkQuota>): AppError {
  return uploadError('upload.quota_exceeded_percent', quotaExceededMessage(check).params);
}

/** Refuses bytes that would take the user's stored files over the quota of their plan. */
export async function assertWithinQuota(
  subscriptions: SubscriptionReader,
  usage: StorageUsageRepository,
  userId: string,
  incomingBytes: number,
): Promise<void> {
  const { planId } = await subscriptions.current(userId);
  const usedBytes = await usage.usedBytes(userId);
  const check = checkQuota({ planId, usedBytes, incomingBytes });
  if (!check.allowed) throw quotaError(check);
}
