// A list whose page call failed says so, with a retry, instead of "no results" over a made-up page count
// (react-admin's default: the empty table and "1-25 of 25"). Applied to every react-admin <List> of the app as
// theme default props (RaList), so screens with their own list get it without a change.
import type { ReactNode } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export function ListError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const message = error instanceof Error && error.message ? error.message : 'app.error.system';
  return (
    <Alert
      severity="error"
      data-testid="list-error"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('app.error.retry')}
        </Button>
      }
    >
      {translate('app.error.listFailed')} {translate(message, { _: message })}
    </Alert>
  );
}

/** react-admin's pagination, left out while the list is in error (it has no total to show). */
export function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

const outerList = (outer: Theme) => (outer.components as Record<string, { defaultProps?: object }> | undefined)?.RaList;
const withListDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    RaList: {
      ...outerList(outer),
      defaultProps: {
        ...outerList(outer)?.defaultProps,
        error: <ListError />,
        pagination: <ListPagination />,
        // no full-page 加载中 while the list's auth checks are pending: react-admin reads them from the query cache
        // without subscribing (useIsAuthPending), and a list rendered while one was pending stayed on 加载中 with its
        // page answered (the signatory's report list, instrument e2e under load: 3 of 8 runs). The rows' query still
        // waits for the checks (useListController), and the server decides access anyway.
        authLoading: false,
      },
    },
  } as Theme['components'],
});

export const ListDefaults = ({ children }: { children: ReactNode }) => <ThemeProvider theme={withListDefaults}>{children}</ThemeProvider>;
