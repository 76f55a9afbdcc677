import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import { signedBlobRoutes } from './modules/blobs/routes';
import { SignedBlobService } from './modules/blobs/service';
import { eventRoutes } from './modules/events/routes';
import { LiveEventStreams } from './modules/events/service';
import { healthRoutes } from './modules/health/routes';
import { HealthService } from './modules/health/service';
import {
  isApiPath,
  notFoundProblem,
  registerErrorHandling,
  sendProblem,
} from './platform/http/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { registerWebApp } from './platform/http/static-web';
import type { Platform } from './platform/platform';

export interface AppDeps {
  readonly platform: Platform;
  readonly logger: Logger;
  /** Tests shorten the 25 s Server-Sent Events heartbeat. */
  readonly sseHeartbeatMs?: number;
}

/**
 * The HTTP application over an opened platform. Closing the app ends its event streams and
 * stops the server; the platform (database, bus, blobs) is closed by whoever opened it.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const { platform, logger } = deps;
  const app = Fastify({
    // Typed as Fastify's logger so plugins written against the default instance type fit.
    loggerInstance: logger as FastifyBaseLogger,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerOpenApi(app);

  const streams = new LiveEventStreams(platform.bus, logger, deps.sseHeartbeatMs);
  // preClose runs before the server stops: open streams would otherwise hold close() forever.
  app.addHook('preClose', async () => streams.closeAll());

  await app.register(healthRoutes, {
    service: new HealthService(platform.database, platform.blobs, platform.nodeId, logger),
  });
  await app.register(eventRoutes, { streams });
  if (platform.blobUrlSigner) {
    await app.register(signedBlobRoutes, {
      service: new SignedBlobService(platform.blobs, platform.blobUrlSigner),
    });
  }

  const web = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url)) {
      const answered = web.fallback(request, reply);
      if (answered) return answered;
    }
    return sendProblem(reply, notFoundProblem(request));
  });
  return app;
}
