import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendRangeNotSatisfiable } from '../../platform/http/range-not-satisfiable';
import type { ViewerResolver } from '../../platform/auth/viewer';
import { attachmentDisposition } from './content-disposition';
import type { PhotoFileKind, PhotoFileService } from './file-service';
import { photoParamsSchema } from './routes';

// Originals and previews never change for an id; a video's thumbnail can be replaced by the
// browser's poster just after the upload, so it is revalidated sooner.
const MAX_AGE_SECONDS: Record<PhotoFileKind, number> = {
  original: 3600,
  preview: 3600,
  thumbnail: 300,
};

const FILE_ROUTES: ReadonlyArray<{ path: string; kind: PhotoFileKind; summary: string }> = [
  { path: 'file', kind: 'original', summary: 'The stored original; ?download=1 names it' },
  { path: 'thumbnail', kind: 'thumbnail', summary: 'The 320 px JPEG thumbnail' },
  { path: 'preview', kind: 'preview', summary: 'The display-size WebP preview' },
];

const fileQuerySchema = z.object({
  download: z.enum(['0', '1']).optional().describe('1: as an attachment with the display name'),
});

const singleHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export const photoFileRoutes: FastifyPluginAsyncZod<{
  files: PhotoFileService;
  viewers: ViewerResolver;
}> = async (app, { files, viewers }) => {
  for (const { path, kind, summary } of FILE_ROUTES) {
    app.get(
      `/api/v1/photos/:id/${path}`,
      {
        schema: {
          tags: ['photos'],
          summary,
          description:
            'Streams the file of the user’s photo (in the trash too). Honours single byte ' +
            'ranges (206), If-None-Match (304) and If-Range. 404 when the photo has no such file.',
          params: photoParamsSchema,
          querystring: fileQuerySchema,
        },
      },
      async (request, reply) => {
        const viewer = await viewers.require(request);
        const result = await files.open(viewer, request.params.id, kind, {
          range: request.headers.range,
          ifNoneMatch: request.headers['if-none-match'],
          ifRange: singleHeader(request.headers['if-range']),
          download: request.query.download === '1',
        });
        reply.header('accept-ranges', 'bytes');
        if (result.kind === 'unsatisfiable') return sendRangeNotSatisfiable(reply, result.size);
        reply
          .header('etag', result.etag)
          .header('last-modified', result.lastModified.toUTCString())
          .header('cache-control', `private, max-age=${MAX_AGE_SECONDS[kind]}`)
          .header('x-content-type-options', 'nosniff')
          // User content: opened directly, it must not run as a page of our origin.
          .header('content-security-policy', "default-src 'none'; sandbox");
        if (result.downloadName !== null) {
          reply.header('content-disposition', attachmentDisposition(result.downloadName));
        }
        if (result.kind === 'not_modified') return reply.code(304).send();
        const { content } = result;
        reply
          .header('content-type', result.contentType)
          .header('content-length', content.contentLength);
        if (content.range) {
          reply
            .code(206)
            .header(
              'content-range',
              `bytes ${content.range.start}-${content.range.end}/${content.size}`,
            );
        }
        return reply.send(content.stream);
      },
    );
  }
};
