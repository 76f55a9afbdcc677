import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PROBLEM_CONTENT_TYPE, createProblem } from '@photodossier/domain/problem';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type CancellationContext, type Upload } from '@tus/server';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import type { UploadsService } from './service';

/** Unfinished uploads are dropped a day after their creation (tus expiration extension). */
export const UPLOAD_EXPIRATION_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** tus names uploads with 16 random bytes in hex; anything else was never ours. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

const CONTENT_TYPE_JSON = 'application/json; charset=utf-8';

// tus hands its hooks a Web Request; for Node it is srvx's, which keeps the Node request.
function nodeRequestOf(request: unknown): IncomingMessage | undefined {
  return (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
}

function codeForStatus(status: number) {
  if (status === 404 || status === 410) return 'request.not_found' as const;
  if (status >= 500) return 'request.internal' as const;
  return 'request.validation_failed' as const;
}

function isProblemJson(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string';
  } catch {
    return false;
  }
}

/**
 * Every error of the tus routes leaves as problem+json, like the rest of the API: tus-js-client
 * hands the browser the status and this body (DetailedError.originalResponse.getBody()).
 */
class ProblemTusServer extends Server {
  override async write(
    context: CancellationContext,
    headers: Headers,
    status: number,
    body = '',
  ): Promise<Response> {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', PROBLEM_CONTENT_TYPE);
    const problem = isProblemJson(body)
      ? body
      : JSON.stringify(createProblem({ code: codeForStatus(status), status, detail: body.trim() }));
    return super.write(context, headers, status, problem);
  }
}

/**
 * The tus server behind /api/v1/uploads: staging on local disk, the service's checks at
 * creation and its processing at the finish. Requests reach it only through the routes, after
 * the session and the upload's owner have been checked.
 */
export class TusUploads {
  readonly #server: ProblemTusServer;
  readonly #store: FileStore;
  readonly #admitted = new WeakMap<IncomingMessage, Record<string, string>>();
  readonly #finishing = new Set<string>();
  readonly #cleanup: NodeJS.Timeout;

  constructor(
    readonly stagingDir: string,
    private readonly service: UploadsService,
    private readonly logger: Logger,
  ) {
    // FileStore creates its folder asynchronously; the first expiry sweep must find it.
    mkdirSync(stagingDir, { recursive: true });
    this.#store = new FileStore({
      directory: stagingDir,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRATION_MS,
    });
    this.#server = new ProblemTusServer({
      path: UPLOAD_ENDPOINT,
      datastore: this.#store,
      // Behind a TLS proxy an absolute URL would say http://; the client resolves a path.
      relativeLocation: true,
      // Our own pages are same-origin; no other site may drive uploads from a browser.
      allowedOrigins: () => false,
      onUploadCreate: async (request) => {
        const node = nodeRequestOf(request);
        const metadata = node && this.#admitted.get(node);
        if (!metadata)
          throw new AppError('request.internal', 500, { detail: 'upload not admitted' });
        return { metadata };
      },
      onUploadFinish: async (request, upload) => {
        const record = await this.#finish(upload);
        return {
          // 200, not tus' 204, so the body (the photo record) reaches the browser; a POST keeps
          // 201 so its Location header is still sent.
          status_code: request.method === 'POST' ? 201 : 200,
          headers: { 'Content-Type': CONTENT_TYPE_JSON },
          body: JSON.stringify(record),
        };
      },
      onResponseError: (_request, error) => {
        if (error instanceof AppError) {
          if (error.status >= 500) this.logger.error({ err: error }, 'upload failed');
          return { status_code: error.status, body: JSON.stringify(error.toProblem()) };
        }
        if ('status_code' in error) return undefined;
        this.logger.error({ err: error }, 'upload failed');
        return {
          status_code: 500,
          body: JSON.stringify(createProblem({ code: 'request.internal', status: 500 })),
        };
      },
    });
    // After the answer is written: a POST that carried the whole file still reads its upload.
    this.#server.on(EVENTS.POST_FINISH, (_request, _response, upload) => {
      void this.#discard(upload.id);
    });
    this.#cleanup = setInterval(() => void this.cleanUpExpired(), CLEANUP_INTERVAL_MS);
    this.#cleanup.unref();
  }

  /** Remembers what the service admitted for this creation request. */
  admit(request: IncomingMessage, metadata: Record<string, string>): void {
    this.#admitted.set(request, metadata);
  }

  /** 404 unless the upload exists and belongs to the viewer (a missing and a foreign id alike). */
  async assertOwner(viewer: Viewer, id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) throw new AppError('request.not_found', 404);
    const upload = await this.#store.getUpload(id).catch(() => null);
    if (!upload || !this.service.owns(viewer, upload.metadata)) {
      throw new AppError('request.not_found', 404);
    }
  }

  /** Answers a tus request; the routes have hijacked the reply. */
  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      await this.#server.handle(request, response);
    } catch (error) {
      this.logger.error({ err: error }, 'tus request failed');
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  }

  async cleanUpExpired(): Promise<number> {
    try {
      return await this.#server.cleanUpExpiredUploads();
    } catch (error) {
      this.logger.warn({ err: error }, 'expired uploads not cleaned up');
      return 0;
    }
  }

  close(): void {
    clearInterval(this.#cleanup);
  }

  async #finish(upload: Upload) {
    if (this.#finishing.has(upload.id)) {
      throw new AppError('request.validation_failed', 409, { detail: 'upload being processed' });
    }
    this.#finishing.add(upload.id);
    try {
      return await this.service.finish({
        id: upload.id,
        size: upload.size ?? upload.offset,
        path: upload.storage?.path ?? path.join(this.stagingDir, upload.id),
        metadata: upload.metadata,
      });
    } catch (error) {
      // A refused or failed file is gone: a retry starts a new upload instead of resuming one
      // that would "finish" again without being recorded.
      await this.#discard(upload.id);
      throw error;
    } finally {
      this.#finishing.delete(upload.id);
    }
  }

  async #discard(id: string): Promise<void> {
    try {
      await this.#store.remove(id);
    } catch {
      // Already gone (a failed finish removed it, or the expiry sweep did).
    }
  }
}
