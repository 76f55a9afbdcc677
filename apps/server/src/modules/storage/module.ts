import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Storage: wires repository -> service -> routes. */
export async function registerStorageModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
