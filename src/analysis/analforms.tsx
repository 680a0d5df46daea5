// The raw-record template registry (/management/analform): every template of the manifest with its method, matrix
// (as a label), family, the analytes it reports and the lab's test items wired to it, and a button that opens the
// template's entry screen in trial mode (/analyse/{templateId} without a sheet: nothing is saved).
import { useMemo } from 'react';
import {
  DataTable,
  List,
  TopToolbar,
  FilterButton,
  ColumnsButton,
  useListContext,
  useRecordContext,
  useTranslate,
  useGetList,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { schemaOf, raNameOf } from '../resources/names.ts';
import { displayFor } from '../resources/display.tsx';
import { filtersFor } from '../resources/filters.tsx';
import { useHasPerm } from '../hasPerm/index.tsx';

interface Analyte {
  code: string;
  name: string;
  nameEn: string;
  unit: string;
}

function Analytes() {
  const record = useRecordContext();
  const [locale] = useLanguage();
  const list = (record?.parameters as Analyte[] | undefined) ?? [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" data-testid="analytes">
      {list.map((p) => (
        <Chip key={p.code} size="small" variant="outlined" label={`${locale === 'en' ? p.nameEn : p.name}${p.unit ? ` (${p.unit})` : ''}`} />
      ))}
    </Stack>
  );
}

/** The lab's test items naming each template of the page: one request per page, for those who may read them. */
function useUsedBy(): Map<string, RaRecord[]> {
  const { data } = useListContext();
  const ids = useMemo(() => (data ?? []).map((r) => String(r.templateId)), [data]);
  const { data: params } = useGetList(
    raNameOf('parameters'),
    { filter: { templateId: ids }, pagination: { page: 1, perPage: 500 }, sort: { field: 'code', order: 'ASC' } },
    { enabled: ids.length > 0, retry: false },
  );
  return useMemo(() => {
    const by = new Map<string, RaRecord[]>();
    for (const p of params ?? []) by.set(String(p.templateId), [...(by.get(String(p.templateId)) ?? []), p]);
    return by;
  }, [params]);
}

function UsedBy({ by }: { by: Map<string, RaRecord[]> }) {
  const record = useRecordContext();
  const [locale] = useLanguage();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {(by.get(String(record?.templateId)) ?? []).map((p) => (
        <Chip key={p.id} size="small" color="primary" label={`${p.code} ${locale === 'en' && p.nameEn ? p.nameEn : p.name}`} />
      ))}
    </Stack>
  );
}

/** The template's name in the user's language. */
function Name() {
  const record = useRecordContext();
  const [locale] = useLanguage();
  return (
    <Typography component="span" variant="body2">
      {String((locale === 'en' && record?.nameEn) || record?.name || '')}
    </Typography>
  );
}

function TryButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Tooltip title={translate('sys.catalogue.tryHint')}>
      <Button
        size="small"
        startIcon={<PlayIcon />}
        component={Link}
        to={`/analyse/${record.templateId}`}
        onClick={(e) => e.stopPropagation()}
        data-testid={`try-${record.templateId}`}
      >
        {translate('sys.catalogue.try')}
      </Button>
    </Tooltip>
  );
}

function Rows() {
  const r = schemaOf('analforms')!;
  const canReadParams = useHasPerm('testparms:query');
  const usedBy = useUsedBy();
  const field = (name: string) => r.fieldList.find((f) => f.name === name)!;
  const col = (name: string) => (
    <DataTable.Col key={name} source={name} disableSort={!r.sortable.has(name)}>
      {displayFor(r, field(name), true)}
    </DataTable.Col>
  );
  return (
    <DataTable
      rowClick="edit"
      bulkActionButtons={false}
      sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      {col('templateId')}
      <DataTable.Col source="name">
        <Name />
      </DataTable.Col>
      {col('methodNo')}
      {col('matrix')}
      {col('family')}
      <DataTable.Col source="parameters" disableSort>
        <Analytes />
      </DataTable.Col>
      {canReadParams ? (
        <DataTable.Col label="sys.catalogue.usedBy" disableSort>
          <UsedBy by={usedBy} />
        </DataTable.Col>
      ) : null}
      {col('active')}
      <DataTable.Col label="sys.catalogue.actions" disableSort>
        <TryButton />
      </DataTable.Col>
    </DataTable>
  );
}

export function AnalformList() {
  const r = schemaOf('analforms')!;
  const filters = useMemo(() => filtersFor(r), [r]);
  return (
    <List
      filters={filters}
      sort={{ field: 'templateId', order: 'ASC' }}
      perPage={25}
      storeKey={false}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 } }}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
        </TopToolbar>
      }
    >
      <Rows />
    </List>
  );
}
