// The credit code's check character (GB 32100-2015) and the phone formats a client record accepts, on the schema
// fields the server and the forms both validate with.
import { describe, expect, it } from 'vitest';
import { creditCodeCheck, isCreditCode, isPhone, CREDIT_CODE_CHARS } from '../../../schemas/core/identifiers.ts';
import { clients } from '../../../schemas/business/clients.ts';

describe('unified social credit code (GB 32100-2015)', () => {
  it("reproduces the standard's worked example: 91350100M000100Y4 has check character 3, so …Y4Z is refused", () => {
    // the example's steps: Σ Ci×Wi = 1640, MOD(1640, 31) = 28, C18 = 31 − 28 = 3 (www.yc00.com/web/1713075042a2177900.html)
    expect(creditCodeCheck('91350100M000100Y4')).toBe('3');
    expect(isCreditCode('91350100M000100Y4Z')).toBe(false);
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
  });

  it('accepts a published code: Huawei Technologies Co., Ltd. 914403001922038216 (zh.wikipedia.org, 華為 infobox)', () => {
    expect(isCreditCode('914403001922038216')).toBe(true);
  });

  it('refuses a wrong check character, a short code, letters outside the code set and lower case', () => {
    expect(isCreditCode('914403001922038217')).toBe(false);
    expect(isCreditCode('12345')).toBe(false);
    expect(isCreditCode('91440300192203821')).toBe(false);
    expect(isCreditCode('9144030019220382I6')).toBe(false); // I is not in the code set
    expect(isCreditCode('91350100m000100y43')).toBe(false); // never upper-cased for the writer
  });

  it('has the 31 characters of 表1 and writes a sum divisible by 31 as check 0', () => {
    expect(CREDIT_CODE_CHARS).toHaveLength(31);
    expect(CREDIT_CODE_CHARS).not.toMatch(/[IOZSV]/);
    // 17 zeros: Σ = 0, C18 = 31 − 0 = 31 → 0 (the standard's MOD(31, 31) = 0)
    expect(creditCodeCheck('00000000000000000')).toBe('0');
  });
});

describe('phone numbers', () => {
  it.each([
    '13812345678',
    '+86 138 1234 5678',
    '025-5555 0101',
    '027-8888 0303',
    '(025)55550101',
    '5555 0101',
    '400-810-8888',
    '025-5555 0101 转 8023',
    '025-5555 0101-8023',
    '025 5555 0101 ext 12',
  ])('accepts %s', (v) => expect(isPhone(v)).toBe(true));
  it.each(['abc', '12345', '138123456789', '23812345678', '025-555', '13812345678 转 1', '025-5555 0101 转 1234567', '1'.repeat(40)])('refuses %s', (v) =>
    expect(isPhone(v)).toBe(false),
  );
});

describe('the client schema', () => {
  const fields = clients.fields;
  it('names the field that is wrong, with the same message keys the server sends', () => {
    const cc = fields.creditCode.safeParse('12345');
    expect(cc.success).toBe(false);
    expect(cc.error?.issues[0].message).toBe('validation.creditCode');
    const ph = fields.phone.safeParse('abc');
    expect(ph.error?.issues[0].message).toBe('validation.phone');
    expect(fields.creditCode.safeParse('914403001922038216').success).toBe(true);
    expect(fields.phone.safeParse('').success).toBe(true); // no phone given
  });
});
