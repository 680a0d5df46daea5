// Seed §4/§9: the primary palette is the theme colour plus nine lighter shades, each 10 % nearer white, and one
// darker shade at −20 %; it is recomputed on every theme or colour switch and published as CSS variables.
import { darken, lighten, rgbToHex } from '@mui/material/styles';

export type Palette = Record<'primary' | `primary-light-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}` | 'primary-dark-2', string>;

// MUI's colour functions (channels truncated, as MUI composes rgb()); the palette publishes hex for the CSS variables
const shade = (color: string, f: typeof lighten, level: number) => rgbToHex(f(color, level));

export function primaryPalette(color: string): Palette {
  const p = { primary: color.toLowerCase() } as Palette;
  for (let i = 1 as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9; i <= 9; i++) p[`primary-light-${i}`] = shade(color, lighten, i / 10);
  p['primary-dark-2'] = shade(color, darken, 0.2);
  return p;
}

/** Publishes the palette as --el-color-* variables (the names vue3-element-admin users know) and the dark class. */
export function applyPalette(color: string, dark: boolean, root: HTMLElement = document.documentElement): void {
  for (const [k, v] of Object.entries(primaryPalette(color))) root.style.setProperty(`--el-color-${k}`, v);
  root.classList.toggle('dark', dark);
}
