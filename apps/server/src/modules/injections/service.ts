import {
  injectionPointSchema,
  type InjectionMapBody,
  type InjectionMapRecord,
} from '@photodossier/domain/injection-map';
import { INJECTION_MAP_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { z } from 'zod';
import type { Viewer } from '../../platform/auth/viewer';
import { fromJsonText, nowMs, toIso, toJsonText } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { InjectionsRepository } from './repository';

const storedPointsSchema = z.array(injectionPointSchema);

/**
 * Injection maps (botox tracking, Pro only: the routes carry the plan gate). One map per
 * patient of the signed-in user, replaced as a whole.
 */
export class InjectionsService {
  constructor(
    private readonly injections: InjectionsRepository,
    private readonly bus: EventBus,
  ) {}

  async get(viewer: Viewer, patientId: string): Promise<InjectionMapRecord> {
    await this.#requireActivePatient(viewer.userId, patientId);
    const row = await this.injections.findMap(viewer.userId, patientId);
    return {
      patient_id: patientId,
      points: row ? storedPointsSchema.parse(fromJsonText(row.points)) : [],
      updated_at: row ? toIso(row.updated_at) : null,
    };
  }

  async save(
    viewer: Viewer,
    patientId: string,
    body: InjectionMapBody,
  ): Promise<InjectionMapRecord> {
    await this.#requireActivePatient(viewer.userId, patientId);
    const at = nowMs();
    await this.injections.saveMap(viewer.userId, patientId, toJsonText(body.points), at);
    await this.bus.publish({
      topic: INJECTION_MAP_CHANGED_TOPIC,
      ids: [patientId],
      userId: viewer.userId,
    });
    return { patient_id: patientId, points: body.points, updated_at: toIso(at) };
  }

  async #requireActivePatient(userId: string, patientId: string): Promise<void> {
    if (!(await this.injections.activePatientExists(userId, patientId))) {
      throw new AppError('request.not_found', 404);
    }
  }
}
