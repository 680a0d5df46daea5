// Dictionary demo: the cached dicts (loaded after login, refreshed on /topic/dict) as a select, radio buttons
// and coloured tags in the current language, one value in a react-admin form; the cache can be cleared and reloaded.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate, Title, Form, SelectInput, RadioButtonGroupInput } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dictCache, useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';

const TAG = { default: 'default', primary: 'primary', success: 'success', warning: 'warning', error: 'error', info: 'info' } as const;
const DEFAULTS = { code: 'matrix', value: '' };

export default function DictDemo() {
  return (
    <Card data-testid="page-dictionary">
      <Title title="menu.demo.dictionary" />
      <CardContent>
        {/* nothing is saved: the form only holds the dict picked and the value chosen */}
        <Form defaultValues={DEFAULTS} record={DEFAULTS} onSubmit={() => undefined}>
          <DictFields />
        </Form>
      </CardContent>
    </Card>
  );
}

function DictFields() {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const codes = useSyncExternalStore(dictCache.subscribe, () => dictCache.codes().join(','));
  const { setValue } = useFormContext();
  const [code, value] = useWatch({ name: ['code', 'value'] }) as [string, string | null];
  const items = useDict(code);
  // another dict: the value chosen was one of the old dict's
  const shown = useRef(code);
  useEffect(() => {
    if (shown.current === code) return;
    shown.current = code;
    setValue('value', '');
  }, [code, setValue]);
  const choices = items.map((i) => ({ id: i.value, name: dictLabel(i, locale) }));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <SelectInput
          source="code"
          label="sys.demo.dictPick"
          choices={codes
            .split(',')
            .filter(Boolean)
            .map((c) => ({ id: c, name: c }))}
          translateChoice={false}
          emptyText=""
          sx={{ minWidth: 220 }}
          helperText={false}
        />
        <Button onClick={() => void dictCache.refresh()}>{translate('sys.demo.refreshDict')}</Button>
      </Stack>
      <Typography variant="subtitle2">{translate('sys.demo.dictSelect')}</Typography>
      <SelectInput source="value" label={false} choices={choices} translateChoice={false} sx={{ maxWidth: 320 }} helperText={false} data-testid="dict-select" />
      <Typography variant="subtitle2">{translate('sys.demo.dictRadio')}</Typography>
      <RadioButtonGroupInput source="value" label={false} choices={choices} translateChoice={false} row helperText={false} />
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
  );
}
