// Staff authorisations (/capability/authorisations): the generated list (filters by person, method, role, basis and
// state from the declaration) with the state as a coloured chip.
import type { staffAuthorisations } from '../../schemas/methods/authorisations.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { chipCells } from './chips.tsx';

export function AuthorisationList() {
  return <GenericList<typeof staffAuthorisations> rowClick="show" overrides={chipCells('staffAuthorisations', ['status'] as const)} />;
}
