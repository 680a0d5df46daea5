// The limit table read from Excel on an edition's form (issue 33 item 4): the rows the server read are merged into
// the form (a row of the same table, analyte, class and condition replaced, new ones appended) only when the sheet
// has no refused cell; refused cells are listed by row, column and reason, and merging is then refused with why.
// Nothing is saved here: saving the edition stays the generated form's signed save.
import { describe, expect, it, beforeEach } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetMe } from '../../src/authProvider/index.ts';
import { session } from '../../src/authProvider/session.ts';
import { LimitStandardEdit } from '../../src/standards/LimitStandardForms.tsx';
import { server, serveMsw, ok } from './msw.ts';
import { mountScreen } from './screen.tsx';

serveMsw();
configure({ asyncUtilTimeout: 8000 });

const CLASS = { code: 'leach', label: '浸出毒性鉴别' };
const row = (analyte: string, limit: string) => ({ table: '表1', analyte, classCode: 'leach', limit, unit: 'mg/L' });
const edition = {
  id: 7,
  standardNo: 'GB 5085.3-2007',
  edition: '2007',
  title: '危险废物鉴别标准 浸出毒性鉴别',
  kind: 'identification',
  matrix: 'solid_waste',
  effectiveFrom: '2007-10-01',
  classes: [CLASS],
  rows: [row('铜', '≤100'), row('锌', '≤100')],
  version: 3,
};

function mount(perms: string[], answer: object) {
  session.save({ token: 't', avatar: '', id: 9, userinfo: { id: 9, username: 'qa' }, menulist: [{ name: 'management' }] }, true);
  server.use(
    http.get('*/admin/api/v1/users/me', () => HttpResponse.json(ok({ userId: 9, username: 'qa', nickname: '郑质控', roles: ['QA'], perms }))),
    http.get('*/admin/api/v1/dict/list', () => HttpResponse.json(ok([]))),
    http.get('*/admin/api/v1/limitStandards/7/form', () => HttpResponse.json(ok(edition))),
    http.post('*/admin/standards/limit-rows/read', () => HttpResponse.json(ok(answer))),
  );
  return mountScreen('/management/limit-standards/7', '/management/limit-standards/:id', 'limitStandards', <LimitStandardEdit />);
}

const choose = async () => {
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'limits.xlsx');
  fireEvent.change(await screen.findByTestId('limit-rows-file'), { target: { files: [file] } });
};
const analytes = () => [...document.querySelectorAll<HTMLInputElement>('input[name$=".analyte"]')].map((i) => i.value);

beforeEach(() => forgetMe());

describe("the limit table read from Excel on an edition's form", () => {
  it('merges the rows read into the form: same key replaced, new appended', async () => {
    mount(['standard:query', 'standard:edit'], { rows: [row('铜', '≤50'), row('铅', '≤5')], errors: [] });
    await waitFor(() => expect(analytes()).toEqual(['铜', '锌']));
    await choose();
    expect((await screen.findByTestId('limit-rows-counts')).textContent).toBe('读到 2 行：新增 1 行，替换表单中同表号、项目、类别和适用条件的 1 行');
    fireEvent.click(screen.getByTestId('limit-rows-merge'));
    await waitFor(() => expect(analytes()).toEqual(['铜', '锌', '铅']));
    const limits = [...document.querySelectorAll<HTMLInputElement>('input[name$=".limit"]')].map((i) => i.value);
    expect(limits).toEqual(['≤50', '≤100', '≤5']);
  });

  it('lists the refused cells and merges nothing while there are any', async () => {
    mount(['standard:query', 'standard:edit'], { rows: [row('铅', '≤5')], errors: [{ row: 4, column: '限值', message: '限值格式不正确' }] });
    await waitFor(() => expect(analytes()).toEqual(['铜', '锌']));
    await choose();
    const errors = await screen.findByTestId('limit-rows-errors');
    expect(errors.textContent).toContain('4限值限值格式不正确');
    expect(screen.getByText('表格有错误时不并入任何一行')).toBeTruthy();
    expect((screen.getByTestId('limit-rows-merge') as HTMLButtonElement).disabled).toBe(true);
  });
});
