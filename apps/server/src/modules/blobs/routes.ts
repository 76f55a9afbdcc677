import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendRangeNotSatisfiable } from '../../platform/http/range-not-satisfiable';
import { SIGNED_BLOB_ROUTE_PREFIX } from '../../platform/blobs/url-signer';
import type { SignedBlobService } from './service';

const querySchema = z.object({
  expires: z.coerce.number().int().positive().describe('Expiry, Unix time in seconds'),
  signature: z.string().min(1).max(200),
});

export const signedBlobRoutes: FastifyPluginAsyncZod<{ service: SignedBlobService }> = async (
  app,
  { service },
) => {
  app.get(
    `${SIGNED_BLOB_ROUTE_PREFIX}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file, through a signed link (local disk storage only)',
        description: 'Honours single byte ranges (Range: bytes=start-end) with 206 answers.',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { expires, signature } = request.query;
      const result = await service.open(key, expires, signature, request.headers.range);
      reply.header('accept-ranges', 'bytes');
      if (result.kind === 'unsatisfiable') return sendRangeNotSatisfiable(reply, result.size);
      const { content } = result;
      const secondsLeft = Math.max(0, result.expires - Math.floor(Date.now() / 1000));
      reply
        .header('content-type', content.contentType)
        .header('content-length', content.contentLength)
        .header('last-modified', content.lastModified.toUTCString())
        // The link itself expires; a cached copy must not outlive it.
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        // Stored files are user content: opened directly, they must not run as a page.
        .header('content-security-policy', "default-src 'none'; sandbox");
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
};
