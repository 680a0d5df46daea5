// The MUI theme from the settings: react-admin's default theme, the primary palette of palette.ts, light or
// dark, the layout size (small/default/large) and the MUI locale of the language.
import { createTheme, type Theme } from '@mui/material/styles';
import { zhCN, enUS } from '@mui/material/locale';
import { defaultLightTheme, defaultDarkTheme } from 'react-admin';
import type { Language, Size } from '../settings.ts';
import { primaryPalette } from './palette.ts';

const SIZE = {
  small: { fontSize: 12, spacing: 6, input: 'small' },
  default: { fontSize: 14, spacing: 8, input: 'small' },
  large: { fontSize: 16, spacing: 9, input: 'medium' },
} as const;

export function makeTheme(color: string, dark: boolean, size: Size, language: Language): Theme {
  const base = dark ? defaultDarkTheme : defaultLightTheme;
  const p = primaryPalette(color);
  const s = SIZE[size];
  return createTheme(
    {
      ...base,
      palette: {
        ...base.palette,
        mode: dark ? 'dark' : 'light',
        primary: { main: p.primary, light: p['primary-light-3'], dark: p['primary-dark-2'], contrastText: '#fff' },
        secondary: { main: p.primary },
      },
      spacing: s.spacing,
      typography: { ...(base.typography as object), fontSize: s.fontSize },
      components: {
        ...base.components,
        MuiTextField: { defaultProps: { size: s.input, variant: 'outlined' } },
        MuiFormControl: { defaultProps: { size: s.input } },
        MuiButton: { defaultProps: { size: size === 'large' ? 'medium' : 'small' } },
        MuiTable: { defaultProps: { size: size === 'large' ? 'medium' : 'small' } },
        // react-admin's List shows a full-page 加载中 while its auth checks are pending, read from the query cache
        // without subscribing (useIsAuthPending): a report list once stayed on it with its page already answered
        // (instrument e2e, CI and locally). Without it the list frame shows at once and its rows when they come; the
        // rows' query still waits for the checks (useListController), and the server decides access anyway.
        RaList: { defaultProps: { authLoading: false } },
      },
    },
    language === 'en' ? enUS : zhCN,
  );
}
