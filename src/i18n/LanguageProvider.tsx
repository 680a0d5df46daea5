// Switching language without remounting the app: react-admin's own locale switch remounts everything under its
// i18n context (open tabs and forms would lose their state, and the success toast with them). Here the `language`
// setting drives the provider and a fresh context value re-renders the consumers in place.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nContext } from 'ra-core';
import { appState } from '../settings.ts';
import { usePersisted } from '../store/persisted.ts';
import { i18nProvider } from './index.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language] = usePersisted(appState.language);
  const [active, setActive] = useState(i18nProvider.getLocale());
  useEffect(() => {
    if (language === i18nProvider.getLocale()) return setActive(language);
    let live = true;
    Promise.resolve(i18nProvider.changeLocale(language)).then(() => live && setActive(language));
    return () => void (live = false);
  }, [language]);
  // a new object per language: every useTranslate() consumer re-renders with the new messages
  const value = useMemo(() => ({ ...i18nProvider, getLocale: () => active }), [active]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language ('zh-cn' | 'en') and its setter. */
export const useLanguage = () => usePersisted(appState.language);
