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

/**
 * Patch ids kept per user: a browser re-sends its one unanswered patch, so a few dozen cover
 * every browser a practitioner uses.
 */
const REMEMBERED_PATCH_IDS = 50;

/**
 * A save that finds the document changed under it this many times gives up with a 503, which
 * the app keeps and sends again later (never seen: each retry loses only to a save that won).
 */
const MAX_SAVE_ATTEMPTS = 20;

/** The settings document of spec 01 §3: one per user, merge-written, never with the e-mail. */
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly bus: EventBus,
  ) {}

  async get(viewer: Viewer): Promise<UserSettings> {
    return (await this.#read(viewer)).settings;
  }

  /**
   * Applies the patch to the document as stored. Saves sent at the same time (two tabs, a
   * slider and a switch) each apply to the other's result: a save that finds the document
   * changed since it read it reads again, instead of writing over the other one.
   */
  async update(
    viewer: Viewer,
    patch: UserSettingsPatch,
    patchId: string | null = null,
  ): Promise<UserSettings> {
    for (let attempt = 1; ; attempt += 1) {
      const { settings: current, version, appliedPatchIds } = await this.#read(viewer);
      // Sent again by a browser that never got the answer: applied once, whatever came since.
      if (patchId !== null && appliedPatchIds.includes(patchId)) return current;
      // Always later than the version read, so every save changes it, even within one ms.
      const savedAt = Math.max(nowMs(), (version ?? 0) + 1);
      const next = applyUserSettingsPatch(current, patch, toIso(savedAt));
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
      const saved = await this.repository.replaceDocument(
        viewer.userId,
        stored,
        patchId === null
          ? appliedPatchIds
          : [...appliedPatchIds, patchId].slice(-REMEMBERED_PATCH_IDS),
        version,
        savedAt,
        renamed ? name : null,
      );
      if (!saved) {
        if (attempt < MAX_SAVE_ATTEMPTS) continue;
        throw new AppError('request.internal', 503);
      }
      if (renamed) await this.#publish(SESSION_CHANGED_TOPIC, viewer.userId);
      await this.#publish(SETTINGS_CHANGED_TOPIC, viewer.userId);
      return this.#withAccountFields(next, viewer);
    }
  }

  async betaFeatures(viewer: Viewer): Promise<BetaFeatures> {
    return this.repository.findBetaFeatures(viewer.userId);
  }

  /** The user's own beta switches (spec 01 §3); every open tab follows through the session. */
  async updateBetaFeatures(viewer: Viewer, patch: Partial<BetaFeatures>): Promise<BetaFeatures> {
    await this.repository.saveBetaFeatures(viewer.userId, patch, nowMs());
    await this.#publish(SESSION_CHANGED_TOPIC, viewer.userId);
    return this.repository.findBetaFeatures(viewer.userId);
  }

  #publish(topic: string, userId: string): Promise<void> {
    return this.bus.publish({ topic, ids: [userId], userId });
  }

  async #read(viewer: Viewer) {
    const stored = await this.repository.findDocument(viewer.userId);
    const settings = storedUserSettingsSchema.parse(
      stored?.document ?? namesFromAccount(viewer.name),
    );
    return {
      settings: this.#withAccountFields(settings, viewer),
      version: stored?.version ?? null,
      appliedPatchIds: stored?.appliedPatchIds ?? [],
    };
  }

  // Fields the account decides, whatever the stored document says.
  #withAccountFields(settings: UserSettings, viewer: Viewer): UserSettings {
    return { ...settings, isAdmin: viewer.isAdmin };
  }
}
