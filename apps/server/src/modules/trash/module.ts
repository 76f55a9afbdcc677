import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Trash: wires repository -> service -> routes. */
export async function registerTrashModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
