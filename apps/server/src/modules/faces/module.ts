import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Faces: wires repository -> service -> routes. */
export async function registerFacesModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
