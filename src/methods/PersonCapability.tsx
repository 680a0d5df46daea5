// A person's authorisations (上岗) and proficiency-testing record on the employee's page: method, role, basis,
// validity and state; scheme, round, z, verdict and state; each row opening its record. Shown only to those who may
// read them (staffauth:query), so the page asks nothing that would answer 403.
import { usePermissions, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { hasAuth } from '../authProvider/access.ts';
import { Related } from './related.tsx';

export function PersonCapability(_: { className?: string }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  if (!hasAuth(permissions, 'staffauth:query')) return null;
  return (
    <Box data-testid="person-capability">
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('cap.person.authorisations')}
      </Typography>
      <Related
        testId="person-authorisations"
        of="staffAuthorisations"
        target="employeeId"
        columns={['methodStandardId', 'parameterIds', 'role', 'basis', 'validFrom', 'validUntil', 'status']}
        chips={['status']}
        sort={{ field: 'validUntil', order: 'ASC' }}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('cap.person.proficiency')}
      </Typography>
      <Related
        testId="person-pt"
        of="ptResults"
        target="employeeId"
        columns={['methodStandardId', 'parameterId', 'scheme', 'round', 'reportedOn', 'zScore', 'verdict', 'status']}
        chips={['verdict', 'status']}
        sort={{ field: 'reportedOn', order: 'DESC' }}
      />
    </Box>
  );
}
