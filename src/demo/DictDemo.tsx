// Dictionary demo: the cached dicts (loaded after login, refreshed on /topic/dict) as a select, radio buttons
// and coloured tags in the current language; the cache can be cleared and reloaded.
import { useState, useSyncExternalStore } from 'react';
import { useTranslate, Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dictCache, useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';

const TAG = { default: 'default', primary: 'primary', success: 'success', warning: 'warning', error: 'error', info: 'info' } as const;

export default function DictDemo() {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const codes = useSyncExternalStore(dictCache.subscribe, () => dictCache.codes().join(','));
  const [code, setCode] = useState('matrix');
  const items = useDict(code);
  const [value, setValue] = useState('');
  return (
    <Card data-testid="page-dictionary">
      <Title title="menu.demo.dictionary" />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <TextField
              select
              size="small"
              sx={{ minWidth: 220 }}
              label={translate('sys.demo.dictPick')}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setValue('');
              }}
            >
              {codes
                .split(',')
                .filter(Boolean)
                .map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
            </TextField>
            <Button onClick={() => void dictCache.refresh()}>{translate('sys.demo.refreshDict')}</Button>
          </Stack>
          <Typography variant="subtitle2">{translate('sys.demo.dictSelect')}</Typography>
          <TextField select size="small" sx={{ maxWidth: 320 }} value={value} onChange={(e) => setValue(e.target.value)} data-testid="dict-select">
            {items.map((i) => (
              <MenuItem key={i.value} value={i.value}>
                {dictLabel(i, locale)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2">{translate('sys.demo.dictRadio')}</Typography>
          <RadioGroup row value={value} onChange={(e) => setValue(e.target.value)}>
            {items.map((i) => (
              <FormControlLabel key={i.value} value={i.value} control={<Radio size="small" />} label={dictLabel(i, locale)} />
            ))}
          </RadioGroup>
          <Typography variant="subtitle2">{translate('sys.demo.dictTags')}</Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {items.map((i) => (
              <Chip key={i.value} label={dictLabel(i, locale)} color={TAG[i.tagType ?? 'default']} variant={i.value === value ? 'filled' : 'outlined'} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {value && `${code}: ${value}`}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
