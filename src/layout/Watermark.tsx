// The watermark: a fixed, click-through layer at z-index 9999 with the content repeated diagonally in a
// translucent colour (alpha 0.15): light text on dark themes, dark text on light ones.
import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { useTheme } from '@mui/material/styles';
import { settings } from '../settings.ts';
import { usePersisted } from '../store/persisted.ts';

export const WATERMARK = { zIndex: 9999, alpha: 0.15 } as const;

export const watermarkColor = (dark: boolean): string => (dark ? `rgba(255, 255, 255, ${WATERMARK.alpha})` : `rgba(0, 0, 0, ${WATERMARK.alpha})`);

function tile(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><text x="50%" y="50%" fill="${color}" font-size="16" font-family="sans-serif" text-anchor="middle" dominant-baseline="middle" transform="rotate(-22 160 100)">${text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

export function Watermark() {
  const translate = useTranslate();
  const theme = useTheme();
  const [enabled] = usePersisted(settings.watermarkEnabled);
  const [content] = usePersisted(settings.watermarkContent);
  const dark = theme.palette.mode === 'dark';
  const text = content || translate('app.title');
  const color = watermarkColor(dark);
  const background = useMemo(() => tile(text, color), [text, color]);
  if (!enabled) return null;
  return (
    <div
      data-testid="watermark"
      data-text={text}
      data-color={color}
      aria-hidden
      style={{ position: 'fixed', inset: 0, zIndex: WATERMARK.zIndex, pointerEvents: 'none', backgroundImage: background, backgroundRepeat: 'repeat' }}
    />
  );
}
