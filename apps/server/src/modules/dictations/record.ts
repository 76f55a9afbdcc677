import type { DictationRecord } from '@photodossier/domain/dictation';
import { patientFullName } from '@photodossier/domain/display-names';
import { toIso } from '../../platform/db/portable';
import type { DictationRow } from './repository';

export function toDictationRecord(row: DictationRow): DictationRecord {
  return {
    id: row.id,
    title: row.title,
    recorded_on: row.recorded_on,
    patient_id: row.patient_id,
    patient_name: row.patient_id ? patientFullName(row) : null,
    text: row.text,
    has_audio: row.audio_key !== null,
    audio_type: row.audio_type,
    audio_size: Number(row.audio_size),
    duration_ms: row.duration_ms,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
