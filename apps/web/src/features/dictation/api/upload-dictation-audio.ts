import { DICTATION_UPLOAD_TARGET, type DictationRecord } from '@photodossier/domain/dictation';
import { sendResumable, terminateResumable } from '@/lib/uploads/send-resumable';
import { getDictation } from './get-dictations';

function recordOf(body: string, id: string): DictationRecord | null {
  try {
    const parsed = JSON.parse(body) as Partial<DictationRecord>;
    return parsed.id === id ? (parsed as DictationRecord) : null;
  } catch {
    return null;
  }
}

function uploadFingerprint(recordingKey: string): string {
  return `dictation-${recordingKey}`;
}

/**
 * Sends a dictation's recording through the resumable uploads (`target=dictation`, decision
 * 0041). The recording's key on the device names the upload: after a reload or a lost
 * connection, sending it again continues where the server stopped.
 */
export async function uploadDictationAudio(
  id: string,
  recordingKey: string,
  audio: Blob,
  onProgress: (fraction: number) => void,
): Promise<DictationRecord> {
  const answer = await sendResumable(audio, {
    metadata: {
      target: DICTATION_UPLOAD_TARGET,
      dictation_id: id,
      filetype: audio.type.split(';')[0] || 'audio/webm',
    },
    fingerprint: uploadFingerprint(recordingKey),
    onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
  });
  // An upload the server had already finished answers a resumption without its record.
  return recordOf(answer.getBody() ?? '', id) ?? getDictation(id);
}

/** A recording discarded from the device: its unfinished upload goes from the server too. */
export function discardDictationUpload(recordingKey: string): Promise<void> {
  return terminateResumable(uploadFingerprint(recordingKey));
}
