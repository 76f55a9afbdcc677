import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSENT_TEMPLATES, fillConsentText } from './consents';

const values = {
  patient: 'Léa Roux',
  date_naissance: '14/03/1988',
  procedure: 'Peeling chimique',
  praticien: 'Dr Claire Martin',
  date: '30/11/2026',
};

describe('fillConsentText', () => {
  it('fills the placeholders and leaves unknown ones as written', () => {
    expect(fillConsentText('{{patient}}, {{ date }}, {{autre}}', values)).toBe(
      'Léa Roux, 30/11/2026, {{autre}}',
    );
  });

  it('gives the birth date when the record has one', () => {
    expect(fillConsentText(DEFAULT_CONSENT_TEMPLATES.peel.body, values)).toMatch(
      /^Je soussigné\(e\) Léa Roux, né\(e\) le 14\/03\/1988, reconnais avoir/,
    );
  });

  it('leaves out the words that give the birth date when the record has none', () => {
    const none = { ...values, date_naissance: '' };
    for (const { body } of Object.values(DEFAULT_CONSENT_TEMPLATES)) {
      const filled = fillConsentText(body, none);
      expect(filled).toMatch(/^Je soussigné\(e\) Léa Roux, reconnais avoir été informé\(e\) par/);
      expect(filled).not.toMatch(/né\(e\) le|—/);
    }
    expect(fillConsentText('Moi, {{patient}} ({{date_naissance}}), accepte.', none)).toBe(
      'Moi, Léa Roux, accepte.',
    );
    expect(fillConsentText('{{patient}}, née le {{date_naissance}}.', none)).toBe('Léa Roux.');
  });

  it('drops a labelled line or a label and its value when the placeholder is empty', () => {
    const none = { ...values, date_naissance: '' };
    expect(
      fillConsentText(
        'Patient : {{patient}}\nDate de naissance : {{date_naissance}}\nActe : {{procedure}}',
        none,
      ),
    ).toBe('Patient : Léa Roux\nActe : Peeling chimique');
    // French spacing before the colon, a full stop after the value, a paragraph of its own.
    expect(
      fillConsentText(
        'Je soussigné(e) {{patient}}.\n\nDate de naissance\u00a0: {{ date_naissance }}.\n\nFait le {{date}}.',
        none,
      ),
    ).toBe('Je soussigné(e) Léa Roux.\n\nFait le 30/11/2026.');
    expect(
      fillConsentText(
        'Patient : {{patient}} — date de naissance : {{date_naissance}}, acte : {{procedure}}.',
        none,
      ),
    ).toBe('Patient : Léa Roux, acte : Peeling chimique.');
    expect(
      fillConsentText('Patient : {{patient}}, date de naissance : {{date_naissance}}.', none),
    ).toBe('Patient : Léa Roux.');
    expect(
      fillConsentText('Fait le {{date}}.\n\nDate de naissance : {{date_naissance}}', none),
    ).toBe('Fait le 30/11/2026.');
    // With a birth date the same template says it.
    expect(fillConsentText('Date de naissance : {{date_naissance}}', values)).toBe(
      'Date de naissance : 14/03/1988',
    );
  });
});
