import { openAsBlob } from 'node:fs';
import { AppError } from '../../platform/http/problem';

const TRANSCRIPTION_TIMEOUT_MS = 10 * 60 * 1000;
/** The model name of OpenAI's API; self-hosted Whisper servers accept or ignore it. */
const TRANSCRIPTION_MODEL = 'whisper-1';

/**
 * The speech-to-text service the installation configured (STT_URL): an OpenAI-compatible
 * /v1/audio/transcriptions endpoint, asked for French. Nothing is sent anywhere without it.
 */
export class Transcriber {
  constructor(private readonly url: string | null) {}

  get configured(): boolean {
    return this.url !== null;
  }

  async transcribe(file: { path: string; type: string; name: string }): Promise<string> {
    if (!this.url) throw new AppError('dictation.transcription_not_configured', 409);
    const form = new FormData();
    form.append('file', await openAsBlob(file.path, { type: file.type }), file.name);
    form.append('model', TRANSCRIPTION_MODEL);
    form.append('language', 'fr');
    form.append('response_format', 'json');
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
      });
    } catch {
      throw new AppError('dictation.transcription_failed', 502);
    }
    if (!response.ok) throw new AppError('dictation.transcription_failed', 502);
    const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
    if (!body || typeof body.text !== 'string') {
      throw new AppError('dictation.transcription_failed', 502);
    }
    return body.text.trim();
  }
}
