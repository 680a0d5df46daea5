// Method verifications (/capability/verifications): the generated list with the verdict and the state as chips.
import type { methodVerifications } from '../../schemas/methods/verifications.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { chipCells } from './chips.tsx';

export function VerificationList() {
  return <GenericList<typeof methodVerifications> rowClick="show" overrides={chipCells('methodVerifications', ['verdict', 'status'] as const)} />;
}
