import {
  createDriveFolderBodySchema,
  driveDeleteResultSchema,
  driveFilesQuerySchema,
  driveFilesSchema,
  driveItemRecordSchema,
  driveListQuerySchema,
  driveListSchema,
  driveTreeSummarySchema,
  moveDriveItemBodySchema,
  renameDriveItemBodySchema,
} from '@photodossier/domain/drive';
import { recordIdSchema } from '@photodossier/domain/text-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { sendRangeNotSatisfiable } from '../../platform/http/range-not-satisfiable';
import { attachmentDisposition } from '../media/content-disposition';
import type { DriveService } from './service';
import type { DriveSweep } from './sweep';

const idParams = z.object({ id: recordIdSchema });

export const driveRoutes: FastifyPluginAsyncZod<{
  service: DriveService;
  sweep: DriveSweep;
  viewers: ViewerResolver;
}> = async (app, { service, sweep, viewers }) => {
  app.get(
    '/api/v1/drive/items',
    {
      schema: {
        tags: ['drive'],
        summary: "A folder's items (the root without parent_id), folders first, or a search",
        querystring: driveListQuerySchema,
        response: { 200: driveListSchema },
      },
    },
    async (request) => service.list(await viewers.require(request), request.query),
  );

  app.get(
    '/api/v1/drive/files',
    {
      schema: {
        tags: ['drive'],
        summary: 'Your drive files above 0 bytes, whatever their folder; largest first by default',
        description: "The storage manager's Drive tab.",
        querystring: driveFilesQuerySchema,
        response: { 200: driveFilesSchema },
      },
    },
    async (request) => service.files(await viewers.require(request), request.query),
  );

  app.post(
    '/api/v1/drive/folders',
    {
      schema: {
        tags: ['drive'],
        summary: 'Creates a folder at the root or in one of your folders',
        body: createDriveFolderBodySchema,
        response: { 201: driveItemRecordSchema },
      },
    },
    async (request, reply) => {
      const record = await service.createFolder(await viewers.require(request), request.body);
      return reply.code(201).send(record);
    },
  );

  app.get(
    '/api/v1/drive/items/:id',
    {
      schema: {
        tags: ['drive'],
        summary: 'One of your drive items',
        params: idParams,
        response: { 200: driveItemRecordSchema },
      },
    },
    async (request) => service.get(await viewers.require(request), request.params.id),
  );

  app.patch(
    '/api/v1/drive/items/:id',
    {
      schema: {
        tags: ['drive'],
        summary: 'Renames an item',
        params: idParams,
        body: renameDriveItemBodySchema,
        response: { 200: driveItemRecordSchema },
      },
    },
    async (request) =>
      service.rename(await viewers.require(request), request.params.id, request.body.name),
  );

  app.post(
    '/api/v1/drive/items/:id/move',
    {
      schema: {
        tags: ['drive'],
        summary: 'Moves an item into a folder (null: the root); one row changes',
        description: '409 drive.move_into_itself for a folder moved into itself or below.',
        params: idParams,
        body: moveDriveItemBodySchema,
        response: { 200: driveItemRecordSchema },
      },
    },
    async (request) =>
      service.move(await viewers.require(request), request.params.id, request.body.parent_id),
  );

  app.get(
    '/api/v1/drive/items/:id/summary',
    {
      schema: {
        tags: ['drive'],
        summary: 'What deleting the item would take: folders, files and bytes',
        params: idParams,
        response: { 200: driveTreeSummarySchema },
      },
    },
    async (request) => service.summary(await viewers.require(request), request.params.id),
  );

  app.delete(
    '/api/v1/drive/items/:id',
    {
      schema: {
        tags: ['drive'],
        summary: 'Deletes an item and everything in it, permanently (no trash)',
        params: idParams,
        response: { 200: driveDeleteResultSchema },
      },
    },
    async (request) =>
      service.delete(await viewers.require(request), request.params.id, () => sweep.kick()),
  );

  app.get(
    '/api/v1/drive/items/:id/file',
    {
      schema: {
        tags: ['drive'],
        summary: 'The stored file; ?download=1 as an attachment with its name',
        description: 'Honours single byte ranges (206); 416 for a range past the end.',
        params: idParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const opened = await service.open(
        await viewers.require(request),
        request.params.id,
        request.headers.range,
      );
      reply.header('accept-ranges', 'bytes');
      if ('unsatisfiable' in opened) return sendRangeNotSatisfiable(reply, opened.unsatisfiable);
      const { row, content } = opened;
      if (content.range) {
        reply
          .code(206)
          .header(
            'content-range',
            `bytes ${content.range.start}-${content.range.end}/${content.size}`,
          );
      }
      reply
        .header('content-type', row.mime_type ?? content.contentType)
        .header('content-length', content.contentLength)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff');
      // User content must not run as a page of our origin; Chrome's PDF viewer refuses to
      // render in a sandboxed document, and a PDF checked by its bytes runs no page script.
      if (row.mime_type !== 'application/pdf') {
        reply.header('content-security-policy', "default-src 'none'; sandbox");
      }
      if (request.query.download === '1') {
        reply.header('content-disposition', attachmentDisposition(row.name));
      }
      return reply.send(content.stream);
    },
  );
};
