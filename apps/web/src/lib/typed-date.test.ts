import { describe, expect, it } from 'vitest';
import { datePlaceholder, shapeTypedDate, typedDateValue } from './typed-date';

/** The text after typing `keys` one by one into an empty field. */
function typeInto(keys: string, dateFormat: Parameters<typeof shapeTypedDate>[2]) {
  let shown = '';
  for (const key of keys) shown = shapeTypedDate(shown + key, shown, dateFormat);
  return shown;
}

describe('a date typed in the reader format', () => {
  it('writes the separators as the digits come, so a digit keypad is enough', () => {
    expect(typeInto('0106', 'DD/MM/YYYY')).toBe('01/06/');
    expect(typeInto('01061985', 'DD/MM/YYYY')).toBe('01/06/1985');
    expect(typeInto('06011985', 'MM/DD/YYYY')).toBe('06/01/1985');
    expect(typeInto('19850601', 'YYYY-MM-DD')).toBe('1985-06-01');
    // Digits past the year are not taken.
    expect(typeInto('010619851', 'DD/MM/YYYY')).toBe('01/06/1985');
  });

  it('reads a one-digit day or month closed by a separator', () => {
    expect(typeInto('1/6/1985', 'DD/MM/YYYY')).toBe('01/06/1985');
    expect(typeInto('1985-6-1', 'YYYY-MM-DD')).toBe('1985-06-1');
    // A separator typed after one the field wrote is not doubled.
    expect(typeInto('01//', 'DD/MM/YYYY')).toBe('01/');
  });

  it('leaves an erased text as it is, separators included', () => {
    expect(shapeTypedDate('01/06', '01/06/', 'DD/MM/YYYY')).toBe('01/06');
    expect(shapeTypedDate('01/0', '01/06', 'DD/MM/YYYY')).toBe('01/0');
  });

  it('holds the day in the reader order, never in the browser one', () => {
    expect(typedDateValue('01/06/1985', 'DD/MM/YYYY')).toBe('1985-06-01');
    expect(typedDateValue('01/06/1985', 'MM/DD/YYYY')).toBe('1985-01-06');
    expect(typedDateValue('1985-06-01', 'YYYY-MM-DD')).toBe('1985-06-01');
    expect(typedDateValue('  ', 'DD/MM/YYYY')).toBe('');
  });

  it('keeps a text that is no whole, real day as typed, for the form to refuse', () => {
    expect(typedDateValue('01/06/85', 'DD/MM/YYYY')).toBe('01/06/85');
    expect(typedDateValue('30/02/2024', 'DD/MM/YYYY')).toBe('30/02/2024');
    expect(typedDateValue('13/13/2024', 'DD/MM/YYYY')).toBe('13/13/2024');
    expect(typedDateValue('01/06/', 'DD/MM/YYYY')).toBe('01/06/');
  });

  it('shows the format with the letters of the reader language', () => {
    const french = { day: 'jj', month: 'mm', year: 'aaaa' };
    expect(datePlaceholder('DD/MM/YYYY', french)).toBe('jj/mm/aaaa');
    expect(datePlaceholder('MM/DD/YYYY', french)).toBe('mm/jj/aaaa');
    expect(datePlaceholder('YYYY-MM-DD', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe(
      'yyyy-mm-dd',
    );
  });
});
