// Every list in the shell takes its defaults from ListDefaults (src/resources/ListError.tsx): the error state with a
// retry, the pagination left out in error, and no full-page auth 加载中 (react-admin reads the pending auth checks
// without subscribing, and a list once stayed on it with its page answered). An outer theme's RaList defaults are
// kept, not replaced — the last fix's authLoading sat in the outer theme and was dropped here.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider, useThemeProps } from '@mui/material/styles';
import { ListDefaults } from '../../src/resources/ListError.tsx';

function Probe({ seen }: { seen: (p: Record<string, unknown>) => void }) {
  seen(useThemeProps({ props: {}, name: 'RaList' as never }) as Record<string, unknown>);
  return null;
}

describe('list defaults', () => {
  it('sets the error state, pagination and no auth 加载中, and keeps an outer theme default', () => {
    let props: Record<string, unknown> = {};
    const outer = createTheme({ components: { RaList: { defaultProps: { perPage: 50 } } } as never });
    render(
      <ThemeProvider theme={outer}>
        <ListDefaults>
          <Probe seen={(p) => (props = p)} />
        </ListDefaults>
      </ThemeProvider>,
    );
    expect(props.authLoading).toBe(false);
    expect(props.perPage).toBe(50);
    expect(props.error).toBeDefined();
    expect(props.pagination).toBeDefined();
  });
});
