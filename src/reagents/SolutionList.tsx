// The prepared solutions' list: the generated one, with each expiry marked once it is past (the lab's day), so an
// approved solution that may no longer be used reads so before anyone opens it.
import { useRecordContext, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import { labDay } from '../../schemas/core/dates.ts';
import type { solutions } from '../../schemas/reagents/solutions.ts';
import { GenericList } from '../resources/generic/GenericList.tsx';
import { labTimeZone, useWhen } from '../resources/when.tsx';

export function ExpiryField(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const when = useWhen();
  const expires = record?.expiresOn as string | null | undefined;
  if (!expires) return null;
  const past = expires < labDay(new Date(), labTimeZone());
  return (
    <span data-testid="expires" data-past={past}>
      {when(expires, 'date')}
      {past && <Chip size="small" color="error" variant="outlined" sx={{ ml: 1 }} label={translate('prep.expired')} />}
    </span>
  );
}

export const SolutionList = () => <GenericList<typeof solutions> overrides={{ expiresOn: <ExpiryField /> }} />;
