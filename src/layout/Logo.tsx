import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ScienceIcon from '@mui/icons-material/Science';
import { defaultSettings } from '../settings.ts';

export function Logo({ collapsed }: { collapsed: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      data-testid="logo"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', px: 1.5, color: 'primary.main', textDecoration: 'none' }}
    >
      <ScienceIcon />
      {!collapsed && (
        <Typography variant="subtitle1" noWrap fontWeight={600}>
          {translate(defaultSettings.title)}
        </Typography>
      )}
    </Box>
  );
}
