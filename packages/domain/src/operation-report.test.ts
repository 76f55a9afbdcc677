import { describe, expect, it } from 'vitest';
import { procedureWithDictation } from './operation-report';

describe('procedureWithDictation', () => {
  it('fills an empty description with the dictated text', () => {
    expect(procedureWithDictation('', '  Incision sous-mammaire.\n')).toBe(
      'Incision sous-mammaire.',
    );
    expect(procedureWithDictation(' \n ', 'Incision.')).toBe('Incision.');
  });

  it('appends after a blank line what was already written, which stays as it was', () => {
    expect(procedureWithDictation('Décollement rétro-glandulaire.\n', 'Hémostase.')).toBe(
      'Décollement rétro-glandulaire.\n\nHémostase.',
    );
  });

  it('leaves the description unchanged for a dictation without text', () => {
    expect(procedureWithDictation('Fermeture.', '   ')).toBe('Fermeture.');
  });
});
