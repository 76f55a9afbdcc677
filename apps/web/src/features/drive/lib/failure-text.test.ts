import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { driveFailureText } from './failure-text';

describe('driveFailureText', () => {
  const t = i18n.getFixedT('fr');

  it('says « Utilisateur non authentifié » when the session has ended', () => {
    const ended = new ApiError('auth.unauthenticated', {}, 401, 'Utilisateur non connecté');
    expect(driveFailureText(t, 'drive.rename_failed', ended)).toBe('Utilisateur non authentifié');
  });

  it("keeps the drive rule's own text, and the action's text for anything else", () => {
    const rule = new ApiError('drive.move_into_itself', {}, 409, 'Texte de la règle');
    expect(driveFailureText(t, 'drive.move_failed', rule)).toBe('Texte de la règle');
    const other = new ApiError('request.internal', {}, 500, 'Erreur');
    expect(driveFailureText(t, 'drive.move_failed', other)).toBe(t('errors:drive.move_failed'));
    expect(driveFailureText(t, 'drive.move_failed', new Error('réseau'))).toBe(
      t('errors:drive.move_failed'),
    );
  });
});
