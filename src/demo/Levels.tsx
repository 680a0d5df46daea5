// Multi-level menu and route-param demos: a nested menu (four levels, the deepest item opens its path) and a page
// that shows its :id route parameter and query string and moves between ids.
import { useState } from 'react';
import { useNavigate, useParams, useLocation } from 'react-router-dom';
import { useTranslate, Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

interface Level {
  id: string;
  children?: Level[];
}
const TREE: Level[] = [
  { id: '1', children: [{ id: '1-1', children: [{ id: '1-1-1', children: [{ id: '1-1-1-1' }, { id: '1-1-1-2' }] }, { id: '1-1-2' }] }, { id: '1-2' }] },
  { id: '2', children: [{ id: '2-1' }] },
];

function Node({ node, depth, picked, onPick }: { node: Level; depth: number; picked: string; onPick(id: string): void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(depth < 1);
  const label = `${translate('sys.demo.level', { n: depth + 1 })} · ${node.id}`;
  if (!node.children) {
    return (
      <ListItemButton sx={{ pl: 2 + depth * 2 }} selected={picked === node.id} onClick={() => onPick(node.id)} data-level={node.id}>
        <ListItemText primary={label} />
      </ListItemButton>
    );
  }
  return (
    <>
      <ListItemButton sx={{ pl: 2 + depth * 2 }} onClick={() => setOpen(!open)} data-level={node.id}>
        <ListItemText primary={label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {node.children.map((c) => (
            <Node key={c.id} node={c} depth={depth + 1} picked={picked} onPick={onPick} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export function MultiLevel() {
  const [picked, setPicked] = useState('');
  return (
    <Card data-testid="page-multi-level">
      <Title title="menu.demo.multi-level" />
      <CardContent>
        <List sx={{ maxWidth: 360 }}>
          {TREE.map((n) => (
            <Node key={n.id} node={n} depth={0} picked={picked} onPick={setPicked} />
          ))}
        </List>
        <Typography data-testid="level-picked">{picked}</Typography>
      </CardContent>
    </Card>
  );
}

export function RouteParam() {
  const translate = useTranslate();
  const { id } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = String((Number(id) || 0) + 1);
  return (
    <Card data-testid="page-route-param">
      <Title title="menu.demo.route-param" />
      <CardContent>
        <Typography data-testid="route-id">{translate('sys.demo.param', { id: id ?? '—' })}</Typography>
        <Typography>{translate('sys.demo.query', { query: search || '—' })}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => navigate(`/demo/route-param/${next}?from=${id ?? ''}`)}>
            {translate('sys.demo.goTo', { id: next })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
