// Date and date-time inputs in the UI language: the browser's <input type="date"> follows the browser's locale
// (11/24/2026 in the Chinese UI), so every date the app asks for goes through MUI X's picker instead, with dayjs in
// the UI language. The stored value stays what the schemas require: a calendar day as ISO `YYYY-MM-DD`, a moment as
// an ISO date-time with zone (UTC `…Z`), typed and shown in the lab's time zone (configuration lab.timeZone).
// The field is the plain-input variant (enableAccessibleFieldDOMStructure false): one <input name=…> that a user can
// paste a whole date into, and that tests fill as before.
import { useMemo, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/en-gb.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { zhCN, enUS } from '@mui/x-date-pickers/locales';
import { useInput, FieldTitle, InputHelperText, type InputProps } from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { labTimeZone } from './when.tsx';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How a day and a moment are written in each UI language (the same as formatWhen shows them in lists). */
export const DATE_FORMAT = { zh: 'YYYY-MM-DD', en: 'DD MMM YYYY' } as const;
export const DATETIME_FORMAT = { zh: 'YYYY-MM-DD HH:mm', en: 'DD MMM YYYY, HH:mm' } as const;
/** What a half-typed or impossible date stores: the schema refuses it under the field, nothing is silently dropped. */
export const INVALID_DATE = 'Invalid Date';

const langKey = (locale: string): 'zh' | 'en' => (locale === 'en' ? 'en' : 'zh');

/** The pickers' language: dayjs locale (month and weekday names) and MUI X's texts (buttons, placeholders). */
export function DatesProvider({ children }: { children: ReactNode }) {
  const [locale] = useLanguage();
  const en = langKey(locale) === 'en';
  const texts = (en ? enUS : zhCN).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={en ? 'en-gb' : 'zh-cn'} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}

const toDay = (d: Dayjs | null): string | null => (d == null ? null : d.isValid() ? d.format('YYYY-MM-DD') : INVALID_DATE);
const toMoment = (d: Dayjs | null): string | null => (d == null ? null : d.isValid() ? d.toISOString() : INVALID_DATE);
const parsed = (v: unknown): Dayjs | null => (v == null || v === '' ? null : dayjs(String(v)));

export interface DateFieldProps {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  label?: ReactNode;
  name?: string;
  /** a moment (date and time in the lab's time zone) rather than a calendar day */
  withTime?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
  id?: string;
  className?: string;
}

/** A controlled date (or date-time) field for screens that hold their own state (the raw-record header). */
export function LabDateField({
  value,
  onChange,
  label,
  name,
  withTime,
  error,
  helperText,
  disabled,
  readOnly,
  required,
  size = 'small',
  fullWidth,
  onBlur,
  inputRef,
  sx,
  id,
  className,
}: DateFieldProps) {
  const [locale] = useLanguage();
  const lang = langKey(locale);
  // one object per stored text: a new but equal value each render would make the picker re-type its sections
  const day = useMemo(() => parsed(value), [value]);
  // margin 'dense' as react-admin's own inputs have (its theme sets it on MuiTextField, which the picker's field does
  // not read): without it a date field in a form column sat on the border of the input above it
  const textField = {
    name,
    error,
    helperText,
    required,
    size,
    fullWidth,
    onBlur,
    sx,
    id,
    className,
    margin: 'dense' as const,
    slotProps: { inputLabel: { shrink: true } },
  };
  // the calendar's title as each language writes a month: 2026年11月 (dayjs zh-cn alone gives 十一月 2026)
  const calendarHeader = { format: lang === 'en' ? 'MMMM YYYY' : 'YYYY年M月' };
  const common = { label, disabled, readOnly, inputRef, enableAccessibleFieldDOMStructure: false as const, slotProps: { textField, calendarHeader } };
  return (
    <DatesProvider>
      {withTime ? (
        <DateTimePicker {...common} value={day} timezone={labTimeZone()} format={DATETIME_FORMAT[lang]} ampm={false} onChange={(d) => onChange(toMoment(d))} />
      ) : (
        <DatePicker {...common} value={day} format={DATE_FORMAT[lang]} onChange={(d) => onChange(toDay(d))} />
      )}
    </DatesProvider>
  );
}

export type LabDateInputProps = Omit<InputProps, 'label'> & {
  label?: string | false;
  helperText?: string | false;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  alwaysOn?: boolean;
};

function DateInputBase({ withTime, label, helperText, size, fullWidth, sx, alwaysOn: _alwaysOn, ...props }: LabDateInputProps & { withTime: boolean }) {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ ...props, format: (v) => v, parse: (v) => v });
  return (
    <LabDateField
      withTime={withTime}
      id={id}
      name={field.name}
      value={field.value as string | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={invalid}
      disabled={props.disabled}
      readOnly={props.readOnly}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      className={`ra-input ra-input-${props.source}`}
      label={label === false ? undefined : <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : undefined}
    />
  );
}

/** react-admin input for a calendar day: stores `YYYY-MM-DD`, shows it in the UI language. */
export const LabDateInput = (props: LabDateInputProps) => <DateInputBase {...props} withTime={false} />;

/** react-admin input for a moment: stores an ISO date-time in UTC, typed and shown in the lab's time zone. */
export const LabDateTimeInput = (props: LabDateInputProps) => <DateInputBase {...props} withTime />;
