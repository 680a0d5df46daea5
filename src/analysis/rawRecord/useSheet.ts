// The sheet a raw-record screen shows (loaded by id through analysis/show_cgorder, reloadable after a step) and
// the instruments it may name: shared by the entry screen, the sheet screen and the read-only Detail screen.
import { useCallback, useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import { hasAuth } from '../../authProvider/access.ts';
import type { EquipmentOption } from './HeaderPanel.tsx';
import type { SolutionOption } from './SolutionsPanel.tsx';
import { loadEquipment, loadSheet, loadSolutions, type SheetData } from './sheet.ts';

export function useSheetData(id: string | number | undefined) {
  const [data, setData] = useState<SheetData | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!id) return;
    try {
      setData(await loadSheet(id));
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    }
  }, [id]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, failed, reload };
}

/** null until loaded, or when this user may not list equipment (not asked then: no refused request). */
export function useEquipment() {
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const enabled = hasAuth(permissions, 'device:query');
  const [equipment, setEquipment] = useState<EquipmentOption[] | null>(null);
  useEffect(() => {
    if (enabled) void loadEquipment().then(setEquipment);
  }, [enabled]);
  return equipment;
}

/**
 * The prepared solutions for the record's pickers: empty while they load, null when this user may not read them (not
 * asked then: no refused request; the pickers say which permission it takes).
 */
export function useSolutions() {
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const enabled = hasAuth(permissions, 'reagent:query');
  const [solutions, setSolutions] = useState<SolutionOption[] | null>([]);
  useEffect(() => {
    if (enabled) void loadSolutions().then(setSolutions);
  }, [enabled]);
  return enabled ? solutions : null;
}
