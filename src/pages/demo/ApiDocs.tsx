// API docs demo: the server's OpenAPI document grouped by tag (method, path, summary), and a link to the full
// interactive reference at /admin/api-docs.
import { useEffect, useMemo, useState } from 'react';
import { useTranslate, Title } from 'react-admin';
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

interface Op { method: string; path: string; summary: string; tag: string }
const COLOR: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'default'> = { get: 'success', post: 'primary', put: 'warning', delete: 'error' };

export default function ApiDocs() {
  const translate = useTranslate();
  const [ops, setOps] = useState<Op[]>([]);
  const [q, setQ] = useState('');
  useEffect(() => {
    fetch('/admin/api-docs/openapi.json').then((r) => r.json()).then((doc: { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> }) => {
      setOps(Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, summary: op.summary ?? '', tag: op.tags?.[0] ?? 'other' }))));
    }).catch(() => undefined);
  }, []);
  const groups = useMemo(() => {
    const shown = ops.filter((o) => !q || `${o.path} ${o.summary}`.toLowerCase().includes(q.toLowerCase()));
    const out = new Map<string, Op[]>();
    for (const o of shown) out.set(o.tag, [...(out.get(o.tag) ?? []), o]);
    return [...out.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [ops, q]);
  return (
    <Card data-testid="page-api-docs">
      <Title title="menu.demo.api-docs" />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField size="small" label="API" value={q} onChange={(e) => setQ(e.target.value)} />
          <Typography>{translate('sys.demo.endpoints', { count: ops.length })}</Typography>
          <Link href="/admin/api-docs" target="_blank" rel="noopener">{translate('sys.demo.apiDocs')}</Link>
        </Stack>
        {groups.map(([tag, list]) => (
          <Accordion key={tag} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />}><Typography>{tag} ({list.length})</Typography></AccordionSummary>
            <AccordionDetails>
              {list.map((o) => (
                <Stack key={o.method + o.path} direction="row" spacing={1} alignItems="center" sx={{ py: 0.25 }}>
                  <Chip size="small" color={COLOR[o.method] ?? 'default'} label={o.method.toUpperCase()} sx={{ width: 72 }} />
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{o.path}</Typography>
                  <Typography variant="body2" color="text.secondary">{o.summary}</Typography>
                </Stack>
              ))}
            </AccordionDetails>
          </Accordion>
        ))}
      </CardContent>
    </Card>
  );
}
