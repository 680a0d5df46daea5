// The concentration units a certificate or a prepared solution states, each as a factor to mg/L (mass per volume; µg/mL
// is mg/L). A mass fraction (a solid's purity) is not among them: it is the lot's `purity`.
export const CONCENTRATION_UNITS = ['g/L', 'mg/L', 'µg/L', 'mg/mL', 'µg/mL', 'ng/mL'] as const;
export type ConcentrationUnit = (typeof CONCENTRATION_UNITS)[number];

/** the factor that takes a value in the unit to mg/L (exact decimals, as strings, for decimal.js) */
export const TO_MG_PER_L: Record<ConcentrationUnit, string> = {
  'g/L': '1000',
  'mg/L': '1',
  'µg/L': '0.001',
  'mg/mL': '1000',
  'µg/mL': '1',
  'ng/mL': '0.001',
};
