import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { createTagsService } from '../tags/module';
import { PatientsRepository } from './repository';
import { patientRoutes } from './routes';
import { PatientsService } from './service';

/** Patients. Wires repository -> service -> routes. */
export async function registerPatientsModule(
  app: FastifyInstance,
  context: ModuleContext,
): Promise<void> {
  const { platform, viewers, journal } = context;
  const patients = new PatientsService(
    new PatientsRepository(platform.database.db),
    createTagsService(context),
    platform.bus,
    journal,
  );
  await app.register(patientRoutes, { service: patients, viewers });
}
