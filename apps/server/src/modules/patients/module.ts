import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Patients and the user's tag vocabulary. Wires repository -> service -> routes. */
export async function registerPatientsModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
