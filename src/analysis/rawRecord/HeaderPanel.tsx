// The record header: method (fixed by the template), instruments (only in-service equipment within its
// calibration period that serves the record's items; the others greyed out with the reason), reagent lots, room
// conditions and the template's own sheet-level values.
import { memo, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import type { FieldDef, TemplateDef } from '../../../schemas/templates/types.ts';
import { implausible } from '../../../schemas/templates/fields.ts';
import { labelOf, type Lang } from './format.ts';
import type { Action } from './model.ts';
import { LabDateField } from '../../resources/dateInputs.tsx';
import { equipmentBlock, type EquipmentBlock } from '../../../schemas/core/calibration.ts';

export interface EquipmentOption {
  id: number;
  assetNo: string;
  name: string;
  nextCalibrationDue?: string | null;
  status?: string;
  parameterIds?: number[];
  /** why it cannot go on this record (shown greyed out with the reason), or undefined when it can */
  block?: EquipmentBlock;
}

/**
 * The instruments a raw record's picker shows: every one not retired, those usable on this record (in service,
 * calibrated, serving one of `parameterIds`: the rule the server applies on save) first, the others with the reason.
 * Without `parameterIds` (try mode, no sheet) the items are not asked.
 */
export function equipmentChoices(list: EquipmentOption[], parameterIds: readonly number[] | undefined, today: string): EquipmentOption[] {
  return list
    .filter((e) => e.status !== 'retired')
    .map((e) => {
      const block = equipmentBlock(e, parameterIds ?? (e.parameterIds ?? []).map(Number), today);
      return { ...e, block: parameterIds || block !== 'notForMethod' ? block : undefined };
    })
    .sort((a, b) => Number(!!a.block) - Number(!!b.block) || a.assetNo.localeCompare(b.assetNo));
}

interface Props {
  template: TemplateDef;
  header: Record<string, string>;
  equipmentIds: number[];
  equipment: EquipmentOption[] | null;
  errors: Map<string, string>;
  /** The errors as text: the panel re-renders only when they (or the header) change. */
  errorsSig: string;
  readOnly?: boolean;
  lang: Lang;
  dispatch: Dispatch<Action>;
}

/** Wide enough for the label beside the unit: a long label (稀释水(接种稀释水)培养前溶解氧) ran under "mg/L". */
function fieldWidth(label: string, unit: string | undefined): number {
  const text = (s: string) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) >= 0x2e80 ? 16 : 9), 0);
  return Math.min(520, Math.max(180, text(label) + 40 + (unit ? text(unit) + 16 : 0)));
}

function HeaderPanelImpl({ template, header, equipmentIds, equipment, errors, readOnly, lang, dispatch }: Props) {
  const translate = useTranslate();
  const field = (f: FieldDef) => {
    const label = labelOf(f.label, lang);
    const error = errors.get(f.key);
    // a value that is kept but looks entered in another unit: warned beside it, below any error
    const hint = error ? null : implausible(f, header[f.key]);
    const common = {
      size: 'small' as const,
      label,
      disabled: readOnly,
      error: !!error,
      helperText: error ?? (hint ? labelOf(hint, lang) : undefined),
      color: hint ? ('warning' as const) : undefined,
      focused: hint ? true : undefined,
      'data-plausibility': hint ? 'warn' : undefined,
      value: header[f.key] ?? '',
      name: `header.${f.key}`,
      sx: { minWidth: fieldWidth(label, f.unit) },
    };
    const set = (value: string) => dispatch({ type: 'header', key: f.key, value });
    if (f.kind === 'equipment' && equipment) {
      return (
        <TextField
          key={f.key}
          {...common}
          select
          sx={{ minWidth: 260 }}
          value={equipmentIds}
          data-testid="instrument-select"
          helperText={error ?? (equipment.some((e) => !e.block) ? translate('rr.instrumentsHint') : translate('rr.noInstruments'))}
          slotProps={{
            select: { multiple: true, displayEmpty: !!header[f.key], renderValue: () => header[f.key] ?? '' },
            inputLabel: header[f.key] ? { shrink: true } : undefined,
          }}
          onChange={(e) => {
            const raw = e.target.value as unknown;
            const ids = (Array.isArray(raw) ? raw : String(raw).split(',')).map(Number).filter((n) => equipment.some((x) => x.id === n && !x.block));
            const text = ids.map((id) => equipment.find((x) => x.id === id)!.assetNo).join('、');
            dispatch({ type: 'instruments', ids, text });
          }}
        >
          {equipment.map((e) => (
            <MenuItem key={e.id} value={e.id} data-asset={e.assetNo} data-block={e.block} disabled={!!e.block}>
              {e.assetNo} {e.name}
              {e.block ? (
                <Typography component="span" variant="caption" color="error" sx={{ ml: 1 }}>
                  {translate(`rr.equipmentBlock.${e.block}`)}
                </Typography>
              ) : e.nextCalibrationDue ? (
                <Typography component="span" variant="caption" color="text.secondary">
                  &nbsp;{translate('rr.calibrationDue', { date: String(e.nextCalibrationDue).slice(0, 10) })}
                </Typography>
              ) : null}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    // instruments only from the picker (in service, calibrated): never typed, even when the list is unavailable
    if (f.kind === 'equipment') {
      return (
        <TextField
          key={f.key}
          {...common}
          disabled
          helperText={error ?? (readOnly ? undefined : translate('rr.noEquipmentAccess'))}
          data-testid="instrument-select"
        />
      );
    }
    if (f.kind === 'choice') {
      return (
        <TextField key={f.key} {...common} select onChange={(e) => set(e.target.value)}>
          {(f.choices ?? []).map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {labelOf(c.label, lang)}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    if (f.kind === 'date') {
      return <LabDateField key={f.key} {...common} value={common.value || null} readOnly={readOnly} onChange={(v) => set(v ?? '')} />;
    }
    return (
      <TextField
        key={f.key}
        {...common}
        onChange={(e) => set(e.target.value)}
        slotProps={{
          htmlInput: { inputMode: f.kind === 'text' ? 'text' : 'decimal' },
          input: f.unit ? { endAdornment: <InputAdornment position="end">{f.unit}</InputAdornment> } : undefined,
        }}
      />
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="record-header">
      <Typography variant="subtitle1">{translate('rr.header')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="record-method">
        {translate('rr.method')}：{template.method.standard} {labelOf(template.method.title, lang)}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5}>
        {template.header.map(field)}
      </Stack>
    </Paper>
  );
}

export const HeaderPanel = memo(
  HeaderPanelImpl,
  (a, b) =>
    a.template === b.template &&
    a.header === b.header &&
    a.equipmentIds === b.equipmentIds &&
    a.equipment === b.equipment &&
    a.errorsSig === b.errorsSig &&
    a.readOnly === b.readOnly &&
    a.lang === b.lang &&
    a.dispatch === b.dispatch,
);
