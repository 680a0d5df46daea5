// The MUI theme from the settings: colour, light/dark/auto (auto follows the OS), size and language. Switching
// recomputes the palette, publishes it as CSS variables and toggles the `dark` class on the document root.
import { useEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { appState, settings } from '../settings.ts';
import { usePersisted } from '../store/persisted.ts';
import { makeTheme } from './theme.ts';
import { applyPalette } from './palette.ts';

export function AppTheme({ children }: { children: ReactNode }) {
  const [mode] = usePersisted(settings.theme);
  const [color] = usePersisted(settings.themeColor);
  const [size] = usePersisted(appState.size);
  const [language] = usePersisted(appState.language);
  const osDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = mode === 'dark' || (mode === 'auto' && osDark);
  const theme = useMemo(() => makeTheme(color, dark, size, language), [color, dark, size, language]);
  useEffect(() => applyPalette(color, dark), [color, dark]);
  useEffect(() => {
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  }, [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
