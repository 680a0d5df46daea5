// Personal center (seed §2 /profile). PLACEHOLDER: another engineer builds the profile screen (users/profile,
// password, mobile, email); this shows who is logged in.
import { useGetIdentity, usePermissions, useTranslate } from 'ra-core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';

export default function Profile() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ roles: string[] }>();
  return (
    <Card data-testid="page-profile">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar src={identity?.avatar} sx={{ width: 56, height: 56 }}>{identity?.fullName?.slice(0, 1)}</Avatar>
          <div>
            <Typography variant="h6">{identity?.fullName}</Typography>
            <Stack direction="row" spacing={0.5}>{permissions?.roles?.map((r) => <Chip key={r} size="small" label={r} />)}</Stack>
          </div>
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 2 }}>{translate('app.page.profilePlaceholder')}</Typography>
      </CardContent>
    </Card>
  );
}
