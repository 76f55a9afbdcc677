import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { TagsRepository } from '../tags/repository';
import { tagRoutes } from '../tags/routes';
import { TagsService } from '../tags/service';
import { PatientsRepository } from './repository';
import { patientRoutes } from './routes';
import { PatientsService } from './service';

/** Patients and the user's tag vocabulary. Wires repository -> service -> routes. */
export async function registerPatientsModule(
  app: FastifyInstance,
  { platform, viewers, journal }: ModuleContext,
): Promise<void> {
  const { db } = platform.database;
  const tags = new TagsService(new TagsRepository(db), platform.bus);
  const patients = new PatientsService(new PatientsRepository(db), tags, platform.bus, journal);
  await app.register(tagRoutes, { service: tags, viewers });
  await app.register(patientRoutes, { service: patients, viewers });
}
