import { patientFullName } from '@photodossier/domain/display-names';
import { SESSION_CHANGED_TOPIC, SETTINGS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import {
  applyUserSettingsPatch,
  storedUserSettingsSchema,
  type UserSettings,
  type UserSettingsPatch,
} from '@photodossier/domain/user-settings';
import type { Viewer } from '../../platform/auth/viewer';
import type { EventBus } from '../../platform/events/event-bus';
import { nowMs, toIso } from '../../platform/db/portable';
import { AppError } from '../../platform/http/problem';
import type { BetaFeatures, SettingsRepository } from './repository';

/**
 * Before the first save, first and last name come from the account's display name, given at
 * sign-up as "Prénom Nom" (or by Google): the first word, then the rest.
 */
function namesFromAccount(name: string): { prenom: string; nom: string } {
  const [prenom = '', ...rest] = name.trim().split(/\s+/);
  return { prenom, nom: rest.join(' ') };
}

// The practitioner's name is written like a patient's: "Prénom Nom".
function displayName(settings: UserSettings): string {
  return patientFullName(settings);
}

/** The settings document of spec 01 §3: one per user, merge-written, never with the e-mail. */
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly bus: EventBus,
  ) {}

  async get(viewer: Viewer): Promise<UserSettings> {
    const stored = await this.repository.findDocument(viewer.userId);
    return this.#withAccountFields(
      storedUserSettingsSchema.parse(stored ?? namesFromAccount(viewer.name)),
      viewer,
    );
  }

  async update(viewer: Viewer, patch: UserSettingsPatch): Promise<UserSettings> {
    const current = await this.get(viewer);
    const now = nowMs();
    const next = applyUserSettingsPatch(current, patch, toIso(now));
    // Spec 02 §8: the automatic e-mail goes out only with a recipient, so it is not turned on
    // without one (nor left on once the recipient is erased).
    if (next.emailTransfer.enabled && next.emailTransfer.recipientEmail.trim() === '') {
      throw new AppError('email.recipient_missing', 400);
    }
    const { isAdmin: _isAdmin, storageUsed: _storageUsed, ...stored } = next;
    // Spec 01 §7: the account's display name follows first name plus last name.
    const name = displayName(next);
    const renamed =
      (patch.prenom !== undefined || patch.nom !== undefined) &&
      name !== '' &&
      name !== viewer.name;
    await this.repository.saveDocument(viewer.userId, stored, now, renamed ? name : null);
    if (renamed) await this.#publish(SESSION_CHANGED_TOPIC, viewer.userId);
    await this.#publish(SETTINGS_CHANGED_TOPIC, viewer.userId);
    return this.#withAccountFields(next, viewer);
  }

  async betaFeatures(viewer: Viewer): Promise<BetaFeatures> {
    return this.repository.findBetaFeatures(viewer.userId);
  }

  /** The user's own beta switches (spec 01 §3); every open tab follows through the session. */
  async updateBetaFeatures(viewer: Viewer, patch: Partial<BetaFeatures>): Promise<BetaFeatures> {
    const next = { ...(await this.repository.findBetaFeatures(viewer.userId)), ...patch };
    await this.repository.saveBetaFeatures(viewer.userId, next, nowMs());
    await this.#publish(SESSION_CHANGED_TOPIC, viewer.userId);
    return next;
  }

  #publish(topic: string, userId: string): Promise<void> {
    return this.bus.publish({ topic, ids: [userId], userId });
  }

  // Fields the account decides, whatever the stored document says.
  #withAccountFields(settings: UserSettings, viewer: Viewer): UserSettings {
    return { ...settings, isAdmin: viewer.isAdmin };
  }
}
