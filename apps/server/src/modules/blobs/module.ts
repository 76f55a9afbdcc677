import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { signedBlobRoutes } from './routes';
import { SignedBlobService } from './service';

/**
 * Signed links to stored files, served by this server when the blob store cannot sign its own
 * (local disk); on S3 the links point at the bucket and nothing is registered.
 */
export async function registerBlobsModule(
  app: FastifyInstance,
  { platform }: ModuleContext,
): Promise<void> {
  if (!platform.blobUrlSigner) return;
  await app.register(signedBlobRoutes, {
    service: new SignedBlobService(platform.blobs, platform.blobUrlSigner),
  });
}
