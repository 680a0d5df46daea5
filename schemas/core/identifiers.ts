// Identifiers a client record carries, checked where they are typed and where they are stored (one schema, two sides).

/**
 * GB 32100-2015 (法人和其他组织统一社会信用代码编码规则): 18 characters of the code set 0-9 A-H J-N P-R T U W X Y (31
 * characters, I O Z S V left out; 表1 gives them the values 0…30); the 18th is the check character
 * C18 = 31 − MOD(Σ Ci × Wi, 31) for i = 1…17, with Wi = MOD(3^(i−1), 31), and a result of 31 written as 0.
 * Read from the standard's algorithm and its worked example (91350100M000100Y4Z: Σ = 1640, MOD = 28, check 3, so the
 * code as given is refused) as reproduced at https://www.yc00.com/web/1713075042a2177900.html.
 */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = Array.from({ length: 17 }, (_, i) => Number(3n ** BigInt(i) % 31n));

/** The check character of the first 17 characters, or undefined when one of them is outside the code set. */
export function creditCodeCheck(first17: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17[i] ?? '');
    if (v < 0) return undefined;
    sum += v * WEIGHTS[i];
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** The code's form without its check: 18 characters of the code set (upper case), positions 3–8 digits (the registering authority's area code); or none. */
export const CREDIT_CODE_FORM = /^$|^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** The form, and the check character right. */
export const isCreditCode = (code: string) => code !== '' && CREDIT_CODE_FORM.test(code) && creditCodeCheck(code.slice(0, 17)) === code[17];

/**
 * A Chinese phone number as a client writes it: a mobile (1[3-9] + 9 digits, optionally +86), a landline with its
 * area code (0 + 2–3 digits, optionally in brackets, 7–8 digit local number), a 400/800 service number, each with an
 * optional extension (转 / 分机 / ext / # / - followed by 1–6 digits). Spaces and hyphens between groups are allowed.
 */
const MOBILE = /^(\+?86)?1[3-9]\d{9}$/;
const LANDLINE = /^(\(0\d{2,3}\)|0\d{2,3})?[2-9]\d{6,7}$/;
const SERVICE = /^[48]00\d{7}$/;
const EXTENSION = /(?:转|分机|ext\.?|x|#)\s*(\d{1,6})$/i;

/** The characters a phone number may hold (digits, +, brackets, spaces, hyphens and the extension marks); or none. */
export const PHONE_CHARS = /^[\d\s+()#.\-转分机extEXT]*$/;

export function isPhone(raw: string): boolean {
  const v = raw.trim();
  if (!v || v.length > 32) return false;
  const ext = EXTENSION.exec(v);
  // an extension after a hyphen (025-5555 0101-8023) is only read as one when the rest is a whole landline
  const hyphenExt = !ext ? /^(.*\d)-(\d{1,6})$/.exec(v) : null;
  const main = (ext ? v.slice(0, ext.index) : v).replace(/[\s-]/g, '');
  if (!/^[+()\d]+$/.test(main)) return false;
  if (MOBILE.test(main) && !ext) return true;
  if (LANDLINE.test(main) || SERVICE.test(main)) return true;
  if (hyphenExt) {
    const head = hyphenExt[1].replace(/[\s-]/g, '');
    return /^(\(0\d{2,3}\)|0\d{2,3})[2-9]\d{6,7}$/.test(head) || SERVICE.test(head);
  }
  return false;
}
