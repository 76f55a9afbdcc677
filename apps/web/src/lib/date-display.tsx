import { DEFAULT_DATE_FORMAT, type DateFormat } from '@photodossier/domain/app-preferences';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from './i18n/languages';
import type { DateDisplay } from './format';

const DateFormatContext = createContext<DateFormat>(DEFAULT_DATE_FORMAT);

/** Gives the pages below the signed-in user's "Format des dates"; the default elsewhere. */
export function DateFormatProvider({
  dateFormat,
  children,
}: {
  dateFormat: DateFormat | undefined;
  children: ReactNode;
}) {
  return (
    <DateFormatContext.Provider value={dateFormat ?? DEFAULT_DATE_FORMAT}>
      {children}
    </DateFormatContext.Provider>
  );
}

/** The reader's language and date format, for `formatDate`. */
export function useDateDisplay(): DateDisplay {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const dateFormat = useContext(DateFormatContext);
  return useMemo(() => ({ language, dateFormat }), [language, dateFormat]);
}
