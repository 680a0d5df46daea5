// The vendor parsers' ids (server/instruments/detect.ts `parsers`), listed here so a saved mapping can name one without
// schemas/ importing server code; tests/unit/instruments/contract.test.ts keeps the two lists equal.
export const PARSER_IDS = [
  'agilent-masshunter-icpms',
  'agilent-masshunter-quant',
  'thermo-qtegra',
  'agilent-icp-expert',
  'perkinelmer-winlab32',
  'shimadzu-toc',
  'shimadzu-labsolutions',
  'thermo-chromeleon',
  'hach-uvvis',
  'perkinelmer-nexion',
  'balance-print',
] as const;
