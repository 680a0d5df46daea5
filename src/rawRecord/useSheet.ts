// The sheet a raw-record screen shows (loaded by id through analysis/show_cgorder, reloadable after a step) and
// the instruments it may name: shared by the entry screen, the sheet screen and the read-only Detail screen.
import { useCallback, useEffect, useState } from 'react';
import type { EquipmentOption } from './HeaderPanel.tsx';
import { loadEquipment, loadSheet, type SheetData } from './sheet.ts';

export function useSheetData(id: string | number | undefined) {
  const [data, setData] = useState<SheetData | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!id) return;
    try { setData(await loadSheet(id)); } catch (e) { setFailed(e instanceof Error ? e.message : String(e)); }
  }, [id]);
  useEffect(() => { void reload(); }, [reload]);
  return { data, failed, reload };
}

/** null until loaded, or when this user may not list equipment (the picker then says so). */
export function useEquipment(enabled = true) {
  const [equipment, setEquipment] = useState<EquipmentOption[] | null>(null);
  useEffect(() => { if (enabled) void loadEquipment().then(setEquipment); }, [enabled]);
  return equipment;
}
