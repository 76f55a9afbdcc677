// Phone numbers for SMS codes: what a French practitioner types, turned into E.164 (the form
// the SMS provider and the account store). The spec shows no format; French habits are kept:
// "06 12 34 56 78", "06.12.34.56.78", "+33 6 12 34 56 78", "+33 (0)6 12 34 56 78",
// "0033 6 12 34 56 78", and any international number written with + or 00.

const E164 = /^\+[1-9]\d{7,14}$/;
const FRENCH_NATIONAL = /^0[1-9]\d{8}$/;

// Overseas departments share the French 10-digit plan but have their own country codes; the
// national significant number keeps its first digits (0590 12 34 56 -> +590 590 12 34 56).
const OVERSEAS_COUNTRY_CODES: Readonly<Record<string, string>> = {
  '590': '590',
  '690': '590',
  '691': '590',
  '594': '594',
  '694': '594',
  '596': '596',
  '696': '596',
  '697': '596',
  '262': '262',
  '263': '262',
  '269': '262',
  '639': '262',
  '692': '262',
  '693': '262',
};

/** The E.164 form ("+33612345678") of a typed number, or null when it is not a phone number. */
export function normalizePhoneNumber(input: string): string | null {
  let compact = input.trim().replace(/[\s.\-/]/g, '');
  // "+33 (0)6…": the bracketed trunk zero is dropped, as a caller from abroad would.
  compact = compact.replace(/^(\+\d{1,3})\(0\)/, '$1').replace(/[()]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;

  if (compact.startsWith('+33')) {
    const national = compact.slice(3).replace(/^0/, '');
    return /^[1-9]\d{8}$/.test(national) ? `+33${national}` : null;
  }
  if (compact.startsWith('+')) return E164.test(compact) ? compact : null;
  if (!FRENCH_NATIONAL.test(compact)) return null;

  const significant = compact.slice(1);
  const overseas = OVERSEAS_COUNTRY_CODES[significant.slice(0, 3)];
  return overseas ? `+${overseas}${significant}` : `+33${significant}`;
}

export function isValidPhoneNumber(input: string): boolean {
  return normalizePhoneNumber(input) !== null;
}

/** An E.164 number as people read it: "+33 6 12 34 56 78"; other countries stay as they are. */
export function formatPhoneNumber(e164: string): string {
  const french = /^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return french ? `+33 ${french.slice(1).join(' ')}` : e164;
}
