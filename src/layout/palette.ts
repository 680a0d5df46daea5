// Seed §4/§9: the primary palette is the theme colour plus nine lighter shades, each 10 % nearer white, and one
// darker shade at −20 %; it is recomputed on every theme or colour switch and published as CSS variables.
export type Palette = Record<'primary' | `primary-light-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}` | 'primary-dark-2', string>;

const hex = (n: number): string => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

export function parseHex(color: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) throw new Error(`not a hex colour: ${color}`);
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `level` of the way from `color` to white (level 0.1 = 10 % nearer white). */
export const lighten = (color: string, level: number): string =>
  '#' + parseHex(color).map((c) => hex(c + (255 - c) * level)).join('');

/** `level` darker: each channel scaled by (1 − level). */
export const darken = (color: string, level: number): string =>
  '#' + parseHex(color).map((c) => hex(c * (1 - level))).join('');

export function primaryPalette(color: string): Palette {
  const p = { primary: color.toLowerCase() } as Palette;
  for (let i = 1 as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9; i <= 9; i++) p[`primary-light-${i}`] = lighten(color, i / 10);
  p['primary-dark-2'] = darken(color, 0.2);
  return p;
}

/** Publishes the palette as --el-color-* variables (the names vue3-element-admin users know) and the dark class. */
export function applyPalette(color: string, dark: boolean, root: HTMLElement = document.documentElement): void {
  for (const [k, v] of Object.entries(primaryPalette(color))) root.style.setProperty(`--el-color-${k}`, v);
  root.classList.toggle('dark', dark);
}
