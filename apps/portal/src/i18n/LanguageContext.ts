import { createContext, useContext } from 'react';

export interface LanguageValue {
  /** The chosen language code (Arabic by default). */
  language: string;
  /** Keeps the choice in local storage and `<html lang dir>` and reloads language-dependent data. */
  changeLanguage: (code: string) => void;
}

export const LanguageContext = createContext<LanguageValue | null>(null);

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs the App around it.');
  return value;
}
