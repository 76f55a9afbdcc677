import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';

/** Photos and videos: lists, viewer data, files, edits, assignment, soft delete. Wires repository -> service -> routes. */
export async function registerMediaModule(
  _app: FastifyInstance,
  _context: ModuleContext,
): Promise<void> {}
