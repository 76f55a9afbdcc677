import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  archiveQuerySchema,
  dataExportSchema,
  exportFileName,
  exportQuerySchema,
  restoreReportSchema,
} from '@photodossier/domain/archive';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { AppError } from '../../platform/http/problem';
import { practiceCalendarDay } from '../../platform/practice-time';
import type { ArchiveService } from './service';

/** An archive may weigh more than any JSON body: it is taken as a stream, never buffered. */
const RESTORE_BODY_LIMIT = 64 * 1024 * 1024 * 1024;

export const archiveRoutes: FastifyPluginAsyncZod<{
  service: ArchiveService;
  viewers: ViewerResolver;
}> = async (app, { service, viewers }) => {
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
    { bodyLimit: RESTORE_BODY_LIMIT },
    (_request, payload, done) => done(null, payload),
  );

  app.get(
    '/api/v1/export/json',
    {
      schema: {
        tags: ['archive'],
        summary: "The spec's JSON export of the signed-in user's data",
        querystring: exportQuerySchema,
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await service.exportJson(await viewers.require(request));
      const day = request.query.day ?? practiceCalendarDay(new Date(data.exportDate));
      const name = exportFileName(day);
      return reply.header('content-disposition', `attachment; filename="${name}"`).send(data);
    },
  );

  app.get(
    '/api/v1/export/archive',
    {
      schema: {
        tags: ['archive'],
        summary: 'The complete archive (ZIP64): originals, JSON export, CSV tables, annotations',
        querystring: archiveQuerySchema,
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const archive = await service.archive(
        viewer,
        request.query.embeddings === '1',
        request.query.day,
      );
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'no-store')
        .header('content-length', archive.size);
      return reply.send(archive.stream);
    },
  );

  app.post(
    '/api/v1/import/archive',
    {
      bodyLimit: RESTORE_BODY_LIMIT,
      schema: {
        tags: ['archive'],
        summary: 'Restores an archive into the account; nothing is written if it is refused',
        response: { 200: restoreReportSchema },
      },
    },
    async (request) => {
      const viewer = await viewers.require(request);
      // Only a ZIP's bytes are streamed through; any other body (JSON, text, nothing) was
      // parsed by Fastify and is no archive.
      if (!(request.body instanceof Readable)) {
        throw new AppError('archive.invalid', 422, { detail: 'the body is not a ZIP file' });
      }
      // yauzl needs the central directory at the end: the upload is spooled to a private file.
      const folder = await mkdtemp(path.join(tmpdir(), 'pd-restore-'));
      const file = path.join(folder, 'archive.zip');
      try {
        await pipeline(request.body, createWriteStream(file, { mode: 0o600 }));
        return await service.restore(viewer, file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
};
