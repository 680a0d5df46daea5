// The trail of a record's workflow (server/workflow/trail.ts): every step in order — who, when, signed or not — and a
// return (退回) with its reason, which stays after the record is submitted again.
import { useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWhen } from './when.tsx';
import type { TrailStep } from '../../schemas/workflows/trail.ts';

/** One step of the trail, as the server builds it (schemas/workflows/trail.ts). */
export type { TrailStep };

/** Steps that send a record back: shown as such, with their reason. */
const BACK = new Set(['return', 'sendBack', 'reject', 'withdraw']);

/** The trail of a record of `schemaName` (its transitions' labels name the steps). */
export function Trail({ schemaName, steps }: { schemaName: string; steps: TrailStep[] }) {
  const translate = useTranslate();
  const when = useWhen();
  if (!steps.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="trail-empty">
        {translate('wf.trail.empty')}
      </Typography>
    );
  return (
    <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }} data-testid="trail">
      {steps.map((s, i) => (
        <li key={i} data-step={s.step}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Chip
              size="small"
              variant={BACK.has(s.step) ? 'filled' : 'outlined'}
              color={BACK.has(s.step) ? 'warning' : s.signed ? 'primary' : 'default'}
              label={translate(`resources.${schemaName}.transitions.${s.step}`, { _: s.step })}
            />
            <Typography variant="body2">{s.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {when(s.at)}
            </Typography>
            {s.signed && (
              <Typography variant="caption" color="primary">
                {translate('wf.trail.signed')}
              </Typography>
            )}
          </Stack>
          {s.reason && (
            <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }} data-testid="trail-reason">
              {translate('wf.trail.reason', { reason: s.reason })}
            </Typography>
          )}
        </li>
      ))}
    </Stack>
  );
}
