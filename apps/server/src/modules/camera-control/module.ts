import { CAMERA_COMMAND_LIMIT } from '@photodossier/domain/camera-control';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from '../../platform/http/attempt-limiter';
import type { ModuleContext } from '../module-context';
import { CameraPresence } from './presence';
import { cameraControlRoutes } from './routes';
import { CameraControlService } from './service';

/** Heartbeats of a few cameras every 10 s stay far below; a runaway client does not. */
const HEARTBEAT_LIMIT = { max: 60, windowSeconds: 60 };

/** Remote shutter (decision 0023): no repository, the bus carries everything. */
export async function registerCameraControlModule(
  app: FastifyInstance,
  { platform, viewers }: ModuleContext,
): Promise<void> {
  const presence = new CameraPresence(platform.bus);
  app.addHook('onClose', async () => presence.close());
  const db = platform.database.db;
  const service = new CameraControlService(
    platform.bus,
    presence,
    new AttemptLimiter(db, HEARTBEAT_LIMIT),
    new AttemptLimiter(db, CAMERA_COMMAND_LIMIT),
  );
  await app.register(cameraControlRoutes, { service, viewers });
}
