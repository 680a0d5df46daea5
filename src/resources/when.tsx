// Dates and times on screens, through the one helper (schemas/format/when.ts): in the lab's time zone, which the
// server sends with the user (configuration key lab.timeZone), and the UI language.
import { useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatWhen, validTimeZone, DEFAULT_TIME_ZONE, type WhenStyle } from '../../schemas/format/when.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { appState } from '../settings.ts';

let timeZone = DEFAULT_TIME_ZONE;
export const setLabTimeZone = (tz: unknown): void => void (timeZone = validTimeZone(tz));
/** The lab's time zone, for inputs that type a moment in it. */
export const labTimeZone = (): string => timeZone;
const langOf = (locale: string): 'en' | 'zh-CN' => (locale === 'en' ? 'en' : 'zh-CN');

/** Outside React (helpers of custom screens): the current UI language. */
export const when = (value: string | Date | null | undefined, style: WhenStyle = 'minute'): string =>
  formatWhen(value, langOf(appState.language.get()), timeZone, style);

/** In React: follows a language switch. */
export function useWhen(): (value: string | Date | null | undefined, style?: WhenStyle) => string {
  const [locale] = useLanguage();
  return (value, style = 'minute') => formatWhen(value, langOf(locale), timeZone, style);
}

/** A record's date or moment field, in lists and show pages. */
export function WhenField({ source, style = 'minute' }: { source: string; style?: WhenStyle; label?: string }) {
  const record = useRecordContext();
  const fmt = useWhen();
  const v = record?.[source];
  if (v == null || v === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {fmt(v as string, style)}
    </Typography>
  );
}
