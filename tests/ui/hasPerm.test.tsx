// hasPerm: an empty value throws 'need perms'; without the perm nothing renders; ROOT passes.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { server, serveMsw, ok } from './msw.ts';
import { authProvider, forgetMe } from '../../src/authProvider/index.ts';
import { dataProvider } from '../../src/dataProvider/index.ts';
import { HasPerm, useHasPerm } from '../../src/hasPerm/index.tsx';

serveMsw();

const Wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext authProvider={authProvider} dataProvider={dataProvider} store={memoryStore()}>
    {children}
  </AdminContext>
);
const as = (roles: string[], perms: string[]) => {
  forgetMe();
  server.use(http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 1, username: 'u', roles, perms }))));
};

describe('hasPerm', () => {
  it('renders only with the perm; a list passes if any item matches', async () => {
    as(['CLERK'], ['order:add']);
    render(
      <Wrapper>
        <HasPerm value="order:add">
          <span>add</span>
        </HasPerm>
        <HasPerm value="order:delete">
          <span>delete</span>
        </HasPerm>
        <HasPerm value={['x:y', 'order:add']}>
          <span>either</span>
        </HasPerm>
        <HasPerm value="CLERK" type="role">
          <span>clerk page</span>
        </HasPerm>
      </Wrapper>,
    );
    await screen.findByText('add');
    await screen.findByText('either');
    await screen.findByText('clerk page');
    expect(screen.queryByText('delete')).toBeNull();
  });

  it('ROOT passes every button check', async () => {
    as(['ROOT'], []);
    render(
      <Wrapper>
        <HasPerm value="report:approve">
          <span>approve</span>
        </HasPerm>
      </Wrapper>,
    );
    await screen.findByText('approve');
  });

  it("throws 'need perms' for an empty value, before asking anything", () => {
    // the check comes first, so it throws even outside the admin context
    expect(() => renderHook(() => useHasPerm(''))).toThrow('need perms');
    expect(() => renderHook(() => useHasPerm([]))).toThrow('need perms');
    expect(() => renderHook(() => useHasPerm('  '))).toThrow('need perms');
  });
});
