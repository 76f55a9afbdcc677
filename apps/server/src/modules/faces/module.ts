import {
  FACES_CHANGED_TOPIC,
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  RESYNC_TOPIC,
} from '@photodossier/domain/live-events';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { FACE_INDEX_IDLE_MS, FACE_INDEX_MAX_BYTES, FaceIndexCache } from './face-index-cache';
import { FacesRepository } from './repository';
import { faceRoutes } from './routes';
import { FacesService } from './service';

/** Topics after which a user's face index may be stale (marked at once; versions decide). */
const INDEX_TOPICS = new Set([FACES_CHANGED_TOPIC, PATIENTS_CHANGED_TOPIC, PHOTOS_CHANGED_TOPIC]);
const IDLE_SWEEP_MS = 60_000;

/** Faces: wires repository -> service -> routes, and the node's face index cache. */
export async function registerFacesModule(
  app: FastifyInstance,
  { platform, viewers }: ModuleContext,
): Promise<void> {
  const indexes = new FaceIndexCache({
    maxBytes: FACE_INDEX_MAX_BYTES,
    idleMs: FACE_INDEX_IDLE_MS,
  });
  const unsubscribe = platform.bus.subscribe((event) => {
    if (event.topic === RESYNC_TOPIC) indexes.markAllStale();
    else if (!INDEX_TOPICS.has(event.topic)) return;
    else if (event.userId === null) indexes.markAllStale();
    else indexes.markStale(event.userId);
  });
  const sweep = setInterval(() => indexes.dropIdle(), IDLE_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    unsubscribe();
    indexes.clear();
  });
  const service = new FacesService(
    new FacesRepository(platform.database.db),
    indexes,
    platform.bus,
  );
  await app.register(faceRoutes, { service, viewers });
}
