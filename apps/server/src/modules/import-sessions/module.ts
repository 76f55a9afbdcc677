import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Wires repository -> service -> routes. */
export async function registerImportSessionsModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
