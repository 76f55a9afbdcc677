import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROBLEM_CONTENT_TYPE, createProblem } from '@photodossier/domain/problem';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import { EVENTS, Server, type CancellationContext, type Upload } from '@tus/server';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import type { UploadRecord, UploadsService } from './service';
import { UPLOAD_ID, type UploadStaging } from './upload-staging';

/** Unfinished uploads are dropped a day after their creation (tus expiration extension). */
export const UPLOAD_EXPIRATION_MS = 24 * 60 * 60 * 1000;

const CONTENT_TYPE_JSON = 'application/json; charset=utf-8';

function isComplete(upload: Upload): boolean {
  return upload.size !== undefined && upload.size > 0 && upload.offset === upload.size;
}

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

/** What HEAD or PATCH of an upload comes to before tus sees it. */
export type UploadResumption =
  | { readonly kind: 'finished'; readonly size: number; readonly photo: UploadRecord | null }
  | { readonly kind: 'in-progress' };

/**
 * The tus server behind /api/v1/uploads: staging on this node's disk or in the blob store, the
 * service's checks at creation and its processing at the finish. Requests reach it only through the routes, after
 * the session and the upload's owner have been checked.
 */
export class TusUploads {
  readonly #server: ProblemTusServer;
  readonly #store: UploadStaging['datastore'];
  readonly #admitted = new WeakMap<IncomingMessage, Record<string, string>>();
  readonly #finishing = new Map<string, Promise<UploadRecord>>();

  constructor(
    private readonly staging: UploadStaging,
    private readonly service: UploadsService,
    private readonly logger: Logger,
  ) {
    this.#store = staging.datastore;
    this.#server = new ProblemTusServer({
      path: UPLOAD_ENDPOINT,
      datastore: this.#store,
      // Behind a TLS proxy an absolute URL would say http://; the client resolves a path.
      relativeLocation: true,
      // Our own pages are same-origin; no other site may drive uploads from a browser.
      allowedOrigins: () => false,
      onUploadCreate: async (request, upload) => {
        const node = nodeRequestOf(request);
        const metadata = node && this.#admitted.get(node);
        if (!metadata?.user_id)
          throw new AppError('request.internal', 500, { detail: 'upload not admitted' });
        await this.service.reserve(upload.id, metadata.user_id, upload.size ?? 0);
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
    this.#server.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
      void this.service.release(id);
    });
  }

  /** Remembers what the service admitted for this creation request. */
  admit(request: IncomingMessage, metadata: Record<string, string>): void {
    this.#admitted.set(request, metadata);
  }

  /** 404 unless the upload exists and belongs to the viewer (a missing and a foreign id alike). */
  async assertOwner(viewer: Viewer, id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) throw new AppError('request.not_found', 404);
    const row = await this.service.ledgerRow(id);
    if (row?.user_id === viewer.userId) return;
    const upload = row ? null : await this.#store.getUpload(id).catch(() => null);
    if (!upload || !this.service.owns(viewer, upload.metadata)) {
      throw new AppError('request.not_found', 404);
    }
  }

  /**
   * Before tus answers HEAD or PATCH: an upload already recorded answers from the ledger, and
   * one whose bytes are all staged but that was never recorded (the server died while
   * finishing it) is finished now. So a client that resumes and reads Upload-Offset equal to
   * Upload-Length, as tus-js-client does, always ends with exactly one photo.
   */
  async resume(viewer: Viewer, id: string): Promise<UploadResumption> {
    await this.assertOwner(viewer, id);
    const row = await this.service.ledgerRow(id);
    if (row?.state === 'finished') {
      return { kind: 'finished', size: row.size, photo: await this.service.recordOf(row) };
    }
    const staged = await this.#store.getUpload(id).catch(() => null);
    if (!staged || !isComplete(staged)) return { kind: 'in-progress' };
    const photo = await this.#finish(staged);
    void this.#discard(id);
    return { kind: 'finished', size: staged.offset, photo };
  }

  /**
   * At start-up: finishes every staged upload whose bytes all arrived but that no record
   * holds, and drops the staged copies of those recorded before the crash. How many it
   * recorded.
   */
  async recover(): Promise<number> {
    let recorded = 0;
    for await (const id of this.staging.stagedIds()) {
      const staged = await this.#store.getUpload(id).catch(() => null);
      if (!staged || !isComplete(staged)) continue;
      try {
        if ((await this.service.ledgerRow(id))?.state !== 'finished') {
          await this.#finish(staged);
          recorded += 1;
        }
        await this.#discard(id);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) {
          this.logger.error({ err: error, upload: id }, 'staged upload not recovered');
        }
      }
    }
    return recorded;
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

  /** One finish per upload at a time: a resumption during the finish waits for its record. */
  #finish(upload: Upload): Promise<UploadRecord> {
    const running = this.#finishing.get(upload.id);
    if (running) return running;
    const finishing = this.#finishOnce(upload).finally(() => this.#finishing.delete(upload.id));
    this.#finishing.set(upload.id, finishing);
    return finishing;
  }

  async #finishOnce(upload: Upload): Promise<UploadRecord> {
    try {
      return await this.staging.withLocalCopy(upload, (file) =>
        this.service.finish({
          id: upload.id,
          size: upload.size ?? upload.offset,
          path: file,
          metadata: upload.metadata,
        }),
      );
    } catch (error) {
      // A refused file is gone: a retry starts a new upload instead of resuming one that would
      // "finish" again without being recorded. Anything else (the database away) keeps the
      // staged bytes, so that the next HEAD or start-up finishes it.
      if (error instanceof AppError && error.status < 500) {
        await this.#discard(upload.id);
        await this.service.release(upload.id);
      }
      throw error;
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
