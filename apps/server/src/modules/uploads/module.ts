import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Resumable uploads (tus) and the processing that turns a finished upload into a photo. Wires repository -> service -> routes. */
export async function registerUploadsModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
