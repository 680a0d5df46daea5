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
      },
    },
    language === 'en' ? enUS : zhCN,
  );
}
