import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { TagsRepository } from './repository';
import { tagRoutes } from './routes';
import { TagsService } from './service';

/** The tags service, also handed to the patients module, which files a patient's new tags. */
export function createTagsService({ platform }: ModuleContext): TagsService {
  return new TagsService(new TagsRepository(platform.database.db), platform.bus);
}

/** The user's tag vocabulary (decision 0046). Wires repository -> service -> routes. */
export async function registerTagsModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  await app.register(tagRoutes, { service: createTagsService(context), viewers: context.viewers });
}
