// The lots list (/reagents/lots): the generated list, the certified value read with its unit, U and k as the
// certificate states them ("500 mg/L (U = 5, k = 2)"), never a bare number whose unit is elsewhere.
import { useRecordContext } from 'react-admin';
import { GenericList } from '../resources/generic/GenericList.tsx';
import type { MaterialLot, materialLots } from '../../schemas/reagents/lots.ts';

function CertifiedValue() {
  const lot = useRecordContext<MaterialLot>();
  if (!lot?.certifiedValue) return null;
  const uk = lot.certifiedU ? ` (U = ${lot.certifiedU}${lot.certifiedK ? `, k = ${lot.certifiedK}` : ''})` : '';
  return (
    <span data-testid="lot-certified">
      {lot.certifiedValue} {lot.certifiedUnit ?? ''}
      {uk}
    </span>
  );
}

export function LotList() {
  return <GenericList<typeof materialLots> overrides={{ certifiedValue: <CertifiedValue /> }} />;
}
