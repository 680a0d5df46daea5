// "Remember this name": an analyte name the file writes that no parameter of the sheet has (a Hach DR test such as
// "P385 N Ammonia Salic. (NH₃-N)", a user program, a vendor's compound name) goes into the instrument's saved settings
// for that export format (instrumentMappings.aliases), so the next file — and this one, read again — matches by
// itself instead of a reading-by-reading assignment. Through the resource's own create/update (perm analysis:import).
import { useCallback, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { parserText } from './words.ts';

export interface AliasToRemember {
  equipmentId: number;
  /** the export format the file was read as (the saved settings' parserId) */
  parserId: string;
  /** the saved settings the preview used, if any: the alias is added there */
  mappingId: number | null;
  alias: string;
  /** a parameter code of the sheet (the template's code) */
  parameter: string;
  /** for new settings: their name, and whether they become the instrument's default */
  name: string;
  makeDefault: boolean;
}

type Alias = { alias: string; parameter: string };

/** Adds the alias (replacing one of the same name) and answers the id of the settings that hold it. */
export async function rememberAlias(dp: DataProvider, a: AliasToRemember): Promise<number> {
  const entry: Alias = { alias: a.alias, parameter: a.parameter };
  if (a.mappingId) {
    const { data } = await dp.getOne('instrumentMappings', { id: a.mappingId });
    const aliases = [...((data.aliases ?? []) as Alias[]).filter((x) => x.alias !== a.alias), entry];
    await dp.update('instrumentMappings', { id: a.mappingId, data: { ...data, aliases }, previousData: data });
    return a.mappingId;
  }
  const { data } = await dp.create('instrumentMappings', {
    data: { equipmentId: a.equipmentId, name: a.name, parserId: a.parserId, aliases: [entry], isDefault: a.makeDefault },
  });
  return Number(data.id);
}

/** The saved settings of an instrument as the import dialog lists them. */
export interface SavedSettings {
  id: number;
  name: string;
  isDefault?: boolean;
  /** a saved vendor-parser choice (no columns to edit) */
  parserId?: string | null;
}

/**
 * The import dialog's "remember": saves the alias, says so, and hands back the settings now holding it (the dialog
 * selects them and previews again). Absent where there is nowhere to save it: a file read with an unsaved mapping.
 */
export function useRememberAlias(
  preview: { parser: string; parserLabel: string; mappingId: number | null } | null,
  equipmentId: number | '',
  saved: SavedSettings[],
  done: (s: SavedSettings) => void,
  failed: (e: unknown) => void,
): ((analyte: string, parameter: string, parameterName: string) => void) | undefined {
  const dp = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  // the latest of what changes every render, so the callback stays one function (the preview table is memoised)
  const latest = useRef({ preview, equipmentId, saved, done, failed });
  latest.current = { preview, equipmentId, saved, done, failed };
  const remember = useCallback(
    (analyte: string, parameter: string, parameterName: string) => {
      const { preview: p, equipmentId: eq, saved: list, done: ok, failed: ko } = latest.current;
      if (!p || !eq) return;
      const own = list.find((m) => m.id === p.mappingId);
      const name = own?.name ?? translate('inst.aliasesName', { parser: parserText(translate, p) });
      const makeDefault = own?.isDefault ?? !list.some((m) => m.isDefault);
      rememberAlias(dp, { equipmentId: eq, parserId: p.parser, mappingId: p.mappingId, alias: analyte, parameter, name, makeDefault }).then((id) => {
        notify('inst.remembered', { type: 'success', messageArgs: { analyte, parameter: parameterName } });
        ok({ id, name, isDefault: makeDefault, parserId: own ? own.parserId : p.parser });
      }, ko);
    },
    [dp, notify, translate],
  );
  return !preview || !equipmentId || (preview.parser === 'mapping' && !preview.mappingId) ? undefined : remember;
}
