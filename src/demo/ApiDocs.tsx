// API reference: the server's OpenAPI document grouped by menu group (the tag's title in the current language), each
// operation with its summary, who may call it, its body types and every status it answers; the full interactive
// reference is at /admin/api-docs.
import { useEffect, useMemo, useState } from 'react';
import { useTranslate, useLocaleState, Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { apiDocs } from '../dataProvider/client/index.ts';

interface Op {
  method: string;
  path: string;
  summary: string;
  tag: string;
  access: unknown;
  isPublic: boolean;
  body: string[];
  codes: string[];
}
interface Tag {
  name: string;
  'x-displayName'?: string;
  'x-displayName-en'?: string;
}
interface Doc {
  tags?: Tag[];
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        tags?: string[];
        security?: unknown[];
        'x-access'?: unknown;
        requestBody?: { content: Record<string, unknown> };
        responses?: Record<string, unknown>;
      }
    >
  >;
}
const COLOR: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'default'> = { get: 'success', post: 'primary', put: 'warning', delete: 'error' };

export default function ApiDocs() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [doc, setDoc] = useState<Doc | null>(null);
  const [q, setQ] = useState('');
  useEffect(() => {
    apiDocs
      .document<Doc>()
      .then(setDoc)
      .catch(() => undefined);
  }, []);
  const ops = useMemo<Op[]>(
    () =>
      Object.entries(doc?.paths ?? {}).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method,
          path,
          summary: op.summary ?? '',
          tag: op.tags?.[0] ?? 'other',
          access: op['x-access'],
          isPublic: Array.isArray(op.security) && op.security.length === 0,
          body: Object.keys(op.requestBody?.content ?? {}),
          codes: Object.keys(op.responses ?? {}),
        })),
      ),
    [doc],
  );
  const title = (name: string) => {
    const tag = doc?.tags?.find((t) => t.name === name);
    return (locale === 'en' ? tag?.['x-displayName-en'] : tag?.['x-displayName']) ?? name;
  };
  const who = (o: Op) =>
    o.isPublic
      ? translate('sys.demo.publicRoute')
      : o.access === 'login'
        ? translate('sys.demo.anyUser')
        : o.access === 'ROOT'
          ? translate('sys.demo.rootOnly')
          : translate('sys.demo.perm', { perm: [o.access].flat().join(' | ') });
  const groups = useMemo(() => {
    const shown = ops.filter((o) => !q || `${o.path} ${o.summary}`.toLowerCase().includes(q.toLowerCase()));
    const out = new Map<string, Op[]>();
    for (const o of shown) out.set(o.tag, [...(out.get(o.tag) ?? []), o]);
    const order = (doc?.tags ?? []).map((t) => t.name);
    return [...out.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  }, [ops, q, doc]);
  return (
    <Card data-testid="page-api-docs">
      <Title title="menu.demo.api-docs" />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField size="small" label="API" value={q} onChange={(e) => setQ(e.target.value)} />
          <Typography>{translate('sys.demo.endpoints', { count: ops.length })}</Typography>
          <Link href={apiDocs.page} target="_blank" rel="noopener">
            {translate('sys.demo.apiDocs')}
          </Link>
          <Link href={apiDocs.json} target="_blank" rel="noopener">
            {translate('sys.demo.openapiJson')}
          </Link>
        </Stack>
        {groups.map(([tag, list]) => (
          <Accordion key={tag} disableGutters data-testid={`api-tag-${tag}`}>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography>
                {title(tag)} ({list.length})
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {list.map((o) => (
                <Stack key={o.method + o.path} direction="row" spacing={1} alignItems="center" sx={{ py: 0.25, flexWrap: 'wrap' }}>
                  <Chip size="small" color={COLOR[o.method] ?? 'default'} label={o.method.toUpperCase()} sx={{ width: 72 }} />
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {o.path}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {o.summary}
                  </Typography>
                  <Chip size="small" variant="outlined" label={who(o)} />
                  {o.body.length > 0 && <Typography variant="caption">{translate('sys.demo.requestBody', { types: o.body.join(', ') })}</Typography>}
                  <Typography variant="caption" color="text.secondary">
                    {translate('sys.demo.answers', { codes: o.codes.join(' ') })}
                  </Typography>
                </Stack>
              ))}
            </AccordionDetails>
          </Accordion>
        ))}
      </CardContent>
    </Card>
  );
}
