// The settings drawer: theme and colour, tags view, fixed header, sidebar logo, watermark (and its
// text), layout left/top/mix, size and language. Each choice is stored under its own key at once.
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import Drawer from '@mui/material/Drawer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Switch from '@mui/material/Switch';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { appState, settings, LANGUAGES, LAYOUTS, SIZES, THEMES, TIMING } from '../settings.ts';
import { usePersisted, type Persisted } from '../store/persisted.ts';

export const PRESET_COLORS = ['#4080FF', '#409EFF', '#626AEF', '#13C2C2', '#18A058', '#F5A623', '#F5222D', '#722ED1'];

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.75, gap: 1 }}>
    <Typography variant="body2">{label}</Typography>
    {children}
  </Box>
);

function Toggle({ p, label, name }: { p: Persisted<boolean>; label: string; name: string }) {
  const [v, set] = usePersisted(p);
  return (
    <Row label={label}>
      <Switch checked={v} onChange={(e) => set(e.target.checked)} slotProps={{ input: { name, 'aria-label': label } }} />
    </Row>
  );
}

function Choice<T extends string>({
  p,
  values,
  label,
  labelOf,
  name,
  onChanged,
}: {
  p: Persisted<T>;
  values: readonly T[];
  label: string;
  labelOf: (v: T) => string;
  name: string;
  onChanged?: (v: T) => void;
}) {
  const [v, set] = usePersisted(p);
  return (
    <Row label={label}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={v}
        data-name={name}
        onChange={(_, next: T | null) => {
          if (next) {
            set(next);
            onChanged?.(next);
          }
        }}
      >
        {values.map((x) => (
          <ToggleButton key={x} value={x} data-value={x}>
            {labelOf(x)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Row>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [color, setColor] = usePersisted(settings.themeColor);
  const [wmText, setWmText] = usePersisted(settings.watermarkContent);
  const [wmOn] = usePersisted(settings.watermarkEnabled);
  const ok = (key: string) => notify(key, { type: 'success', autoHideDuration: TIMING.toastMs });
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 320, p: 2 }, 'data-testid': 'settings-drawer' } as object }}>
      <Typography variant="h6" gutterBottom>
        {translate('app.settings.title')}
      </Typography>
      <Choice p={settings.theme} values={THEMES} name="theme" label={translate('app.settings.theme')} labelOf={(v) => translate(`app.theme.${v}`)} />
      <Row label={translate('app.settings.themeColor')}>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          {PRESET_COLORS.map((c) => (
            <Box
              key={c}
              component="button"
              aria-label={c}
              data-color={c}
              onClick={() => setColor(c)}
              sx={{
                width: 18,
                height: 18,
                p: 0,
                bgcolor: c,
                border: 2,
                borderColor: c === color ? 'text.primary' : 'transparent',
                borderRadius: 0.5,
                cursor: 'pointer',
              }}
            />
          ))}
          <input
            type="color"
            value={color}
            aria-label={translate('app.settings.themeColor')}
            onChange={(e) => setColor(e.target.value.toUpperCase())}
            style={{ width: 24, height: 22, padding: 0, border: 0 }}
          />
        </Box>
      </Row>
      <Divider sx={{ my: 1 }} />
      <Toggle p={settings.tagsView} name="tagsView" label={translate('app.settings.tagsView')} />
      <Toggle p={settings.fixedHeader} name="fixedHeader" label={translate('app.settings.fixedHeader')} />
      <Toggle p={settings.sidebarLogo} name="sidebarLogo" label={translate('app.settings.sidebarLogo')} />
      <Toggle p={settings.watermarkEnabled} name="watermarkEnabled" label={translate('app.settings.watermark')} />
      {wmOn && (
        <TextField
          fullWidth
          size="small"
          label={translate('app.settings.watermarkContent')}
          value={wmText}
          placeholder={translate('app.title')}
          onChange={(e) => setWmText(e.target.value)}
          sx={{ my: 1 }}
        />
      )}
      <Divider sx={{ my: 1 }} />
      <Choice p={settings.layout} values={LAYOUTS} name="layout" label={translate('app.settings.layout')} labelOf={(v) => translate(`app.layout.${v}`)} />
      <Choice
        p={appState.size}
        values={SIZES}
        name="size"
        label={translate('app.navbar.size')}
        labelOf={(v) => translate(`app.size.${v}`)}
        onChanged={() => ok('app.switchSizeSuccess')}
      />
      <Choice
        p={appState.language}
        values={LANGUAGES}
        name="language"
        label={translate('app.navbar.language')}
        labelOf={(v) => translate(`app.language.${v}`)}
        onChanged={() => ok('app.switchLanguageSuccess')}
      />
    </Drawer>
  );
}
