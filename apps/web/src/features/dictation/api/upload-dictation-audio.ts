import type { DictationRecord } from '@photodossier/domain/dictation';
import { toApiError } from '@/lib/api-client';
import { expectedUserHeaders } from '@/lib/expected-user';

/**
 * `PUT /api/v1/dictations/:id/audio` through XMLHttpRequest, the one browser API that reports
 * upload progress. The recording stays on the device until this answers.
 */
export function uploadDictationAudio(
  id: string,
  audio: Blob,
  onProgress: (fraction: number) => void,
): Promise<DictationRecord> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/v1/dictations/${encodeURIComponent(id)}/audio`);
    request.withCredentials = true;
    request.setRequestHeader('content-type', audio.type.split(';')[0] || 'audio/webm');
    request.setRequestHeader('accept', 'application/json, application/problem+json');
    for (const [name, value] of Object.entries(expectedUserHeaders('PUT'))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const response = new Response(request.response as string, {
        status: request.status,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
      });
      if (request.status >= 200 && request.status < 300) {
        void response.json().then((body) => resolve(body as DictationRecord), reject);
      } else {
        void toApiError(response).then(reject, reject);
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.send(audio);
  });
}
