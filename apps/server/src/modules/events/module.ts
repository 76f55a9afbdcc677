import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { eventRoutes } from './routes';
import { LiveEventStreams } from './service';

export interface EventsModuleOptions {
  /** Tests shorten the 25 s Server-Sent Events heartbeat. */
  readonly heartbeatMs?: number;
}

/** Live change notices as Server-Sent Events, one stream per open tab (decision 0006). */
export async function registerEventsModule(
  app: FastifyInstance,
  { platform, viewers, logger }: ModuleContext,
  options: EventsModuleOptions = {},
): Promise<void> {
  const streams = new LiveEventStreams(platform.bus, logger, options.heartbeatMs);
  // preClose runs before the server stops: open streams would otherwise hold close() forever.
  app.addHook('preClose', async () => streams.closeAll());
  await app.register(eventRoutes, { streams, viewers });
}
