// A test item's raw-record template, picked from the registry (never typed): the templates serving the item's matrix,
// those citing its method standard first, each shown by name (its analytes and code as secondary text). The server checks the same fit.
import { AutocompleteInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { analforms, type TemplateChoice } from '../dataProvider/client/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { templateName } from '../analysis/rawRecord/templateName.ts';

export type { TemplateChoice };

/** The registry's choices for a matrix and method (GET /admin/api/v1/analforms/choices). */
export function useTemplateChoices(matrix: string | undefined, methodNo: string | undefined, current: string | undefined) {
  return useQuery({
    queryKey: ['analforms/choices', matrix, methodNo, current],
    enabled: !!matrix,
    staleTime: 60_000,
    queryFn: ({ signal }) => analforms.choices({ matrix, methodNo: methodNo || undefined, current: current || undefined }, signal),
  });
}

/** One option (react-admin renders it with the choice as its record). */
function Option() {
  const c = useRecordContext<TemplateChoice & { id?: string }>();
  const translate = useTranslate();
  const [locale] = useLanguage();
  if (!c) return null;
  const analytes = c.parameters.map((p) => (locale === 'en' ? p.nameEn : p.name)).join(locale === 'en' ? ', ' : '、');
  return (
    <Box data-testid={`template-option-${c.templateId}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2">{templateName(c.templateId, locale)}</Typography>
        {c.fitsMethod && <Chip size="small" color="success" variant="outlined" label={translate('sys.catalogue.methodFits')} />}
      </Box>
      {/* the code as secondary text only: a person picks the template by its name */}
      <Typography variant="caption" color="text.secondary">
        {analytes} · {c.templateId}
      </Typography>
    </Box>
  );
}

export function TemplateInput({ source = 'templateId' }: { source?: string }) {
  const translate = useTranslate();
  const [locale] = useLanguage();
  const [matrix, methodNo, current] = useWatch({ name: ['matrix', 'methodNo', source] }) as [string | undefined, string | undefined, string | undefined];
  const { data = [], isPending } = useTemplateChoices(matrix, methodNo, current);
  const anyFits = data.some((c) => c.fitsMethod);
  const helper = !matrix
    ? 'sys.catalogue.pickMatrixFirst'
    : methodNo && !isPending && !anyFits
      ? translate('sys.catalogue.pickNoMethod', { method: methodNo })
      : 'sys.catalogue.pickHint';
  return (
    <AutocompleteInput
      source={source}
      choices={data}
      optionValue="templateId"
      isPending={!!matrix && isPending}
      optionText={<Option />}
      inputText={(c: TemplateChoice) => templateName(c.templateId, locale)}
      matchSuggestion={(filter: string, c: TemplateChoice) =>
        `${c.templateId} ${templateName(c.templateId, locale)} ${c.name} ${c.methodNo ?? ''}`.toLowerCase().includes(filter.toLowerCase())
      }
      disabled={!matrix}
      helperText={helper}
      fullWidth
      sx={{ maxWidth: 720, mb: 2 }}
      parse={(v: string | null) => v ?? ''}
    />
  );
}
