import type { Readable } from 'node:stream';
import {
  CLIENT_THUMBNAIL_MAX_BYTES,
  UPLOAD_ENDPOINT,
  UPLOAD_PHOTO_ID_HEADER,
  photoRecordSchema,
} from '@photodossier/domain/media-record';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import type { UploadsService } from './service';
import { thumbnailTooLarge } from './upload-errors';
import type { TusUploads } from './tus-uploads';
import { recordIdSchema } from '@photodossier/domain/text-input';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** A small body, refused as soon as it passes `maxBytes` rather than read to its end. */
async function readBodyWithin(payload: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) throw thumbnailTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const uploadParams = z.object({ id: recordIdSchema });
const tusHeaders = {
  'tus-resumable': z.string().optional().describe('1.0.0'),
};

export const uploadsRoutes: FastifyPluginAsyncZod<{
  service: UploadsService;
  tus: TusUploads;
  viewers: ViewerResolver;
}> = async (app, { service, tus, viewers }) => {
  // tus bodies go from the socket to the staging file: Fastify must leave them unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });
  app.addContentTypeParser('image/jpeg', async (request: FastifyRequest, payload: Readable) => {
    if (Number(header(request, 'content-length') ?? 0) > CLIENT_THUMBNAIL_MAX_BYTES) {
      throw thumbnailTooLarge();
    }
    return readBodyWithin(payload, CLIENT_THUMBNAIL_MAX_BYTES);
  });

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
    return reply;
  }

  app.post(
    UPLOAD_ENDPOINT,
    {
      schema: {
        tags: ['uploads'],
        summary:
          'tus 1.0 creation: Upload-Length (required), Upload-Metadata per uploadMetadataSchema; ' +
          'checks type, size, patient and quota, answers 201 with a relative Location',
        headers: z.object({
          ...tusHeaders,
          'upload-length': z.string().optional(),
          'upload-metadata': z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const metadata = await service.admit(viewer, {
        uploadLength: header(request, 'upload-length'),
        uploadDeferLength: header(request, 'upload-defer-length'),
        uploadMetadata: header(request, 'upload-metadata'),
      });
      tus.admit(request.raw, metadata);
      return handOver(request, reply);
    },
  );

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: `${UPLOAD_ENDPOINT}/:id`,
      schema: {
        tags: ['uploads'],
        summary: {
          HEAD:
            'tus offset of one of your uploads; once recorded, Upload-Offset = Upload-Length ' +
            'and Upload-Photo-Id names the photo',
          PATCH:
            'tus bytes at Upload-Offset; the last PATCH answers 200 with the photo record (JSON), ' +
            'and so does any PATCH of an upload already recorded',
          DELETE: 'tus termination of one of your unfinished uploads',
        }[method],
        params: uploadParams,
        headers: z.object(tusHeaders),
      },
      handler: async (request, reply) => {
        const viewer = await viewers.require(request);
        if (method === 'DELETE') {
          await tus.assertOwner(viewer, request.params.id);
          return handOver(request, reply);
        }
        const resumption = await tus.resume(viewer, request.params.id);
        if (resumption.kind === 'in-progress') return handOver(request, reply);
        // Recorded: the offset says so (tus-js-client then stops), the photo says which.
        reply.headers({
          'tus-resumable': '1.0.0',
          'upload-offset': String(resumption.size),
          'upload-length': String(resumption.size),
          'cache-control': 'no-store',
          ...(resumption.photo ? { [UPLOAD_PHOTO_ID_HEADER]: resumption.photo.id } : {}),
        });
        if (method === 'HEAD' || !resumption.photo) return reply.code(200).send();
        return reply.code(200).type('application/json; charset=utf-8').send(resumption.photo);
      },
    });
  }

  app.put(
    '/api/v1/photos/:id/thumbnail',
    {
      schema: {
        tags: ['uploads'],
        summary: "Your video's poster drawn by the browser: image/jpeg body of at most 2 MB",
        params: uploadParams,
        response: { 200: photoRecordSchema },
      },
    },
    async (request) => {
      const viewer = await viewers.require(request);
      if (!Buffer.isBuffer(request.body)) throw new AppError('upload.unsupported_type', 415);
      return service.replaceVideoThumbnail(viewer, request.params.id, request.body);
    },
  );
};
