// For component screens whose matrix has no method of its own (e.g. a BOD5 screen under GF), the manifest still
// registers a template: the same family, its matrix form (soil digest, gas volume...), units on the matrix basis,
// no MDL, method '—', confidence DESIGN. These are honest placeholders, marked as generic in notes and README.
import type { FamilyId, Matrix, ParameterDef } from '../types.ts';

type Basis = 'L' | 'kg' | 'm³';

const FORMS: Partial<Record<FamilyId, Record<string, Partial<Record<Matrix, string>>>>> = {
  'spectro-curve': {
    water: { soil: 'soil', air: 'air', gas: 'air' },
    tn: { soil: 'soil', air: 'air', gas: 'air', gufei: 'water' },
    soil: { water: 'water', gufei: 'water', air: 'air', gas: 'air' },
    air: { water: 'water', gufei: 'water', soil: 'soil' },
    ise: { soil: 'iseSoil', air: 'iseAir', gas: 'iseAir' },
    iseSoil: { water: 'ise', gufei: 'ise', air: 'iseAir', gas: 'iseAir' },
    iseAir: { water: 'ise', gufei: 'ise', soil: 'iseSoil' },
  },
  metals: {
    waterDirect: { soil: 'soilDigest', gufei: 'soilDigest', air: 'airFilter', gas: 'airFilter' },
    waterDigest: { soil: 'soilAfs', gufei: 'soilAfs', air: 'airFilter', gas: 'airFilter' },
    soilDigest: { water: 'waterDirect', air: 'airFilter', gas: 'airFilter' },
    airFilter: { water: 'waterDirect', soil: 'soilDigest', gufei: 'soilDigest' },
  },
  chromatography: {
    externalWater: { soil: 'externalSoil', gufei: 'externalSoil', air: 'externalGas', gas: 'externalGas' },
    externalDirect: { soil: 'externalSoil', gufei: 'externalSoil', air: 'externalGas', gas: 'externalGas' },
    externalSoil: { water: 'externalWater', air: 'externalGas', gas: 'externalGas' },
    externalGas: { water: 'externalWater', soil: 'externalSoil', gufei: 'externalSoil' },
    internalWater: { soil: 'internalSoil', gufei: 'internalSoil', air: 'internalAir', gas: 'internalAir' },
    internalSoil: { water: 'internalWater', air: 'internalAir', gas: 'internalAir' },
    internalExtract: { water: 'internalWater', air: 'internalAir', gas: 'internalAir' },
    internalAir: { water: 'internalWater', soil: 'internalSoil', gufei: 'internalSoil' },
  },
  gravimetric: { waterResidue: { soil: 'dryMatter', gufei: 'dryMatter', air: 'ambientPM', gas: 'stack' } },
  'ir-oil': {
    water: { soil: 'soil', gufei: 'soil', air: 'fume', gas: 'fume' },
    soil: { water: 'water', air: 'fume', gas: 'fume' },
    fume: { water: 'water', soil: 'soil', gufei: 'soil' },
  },
};

const SOLID_FORMS = new Set(['soil', 'iseSoil', 'soilDigest', 'soilAfs', 'externalSoil', 'internalSoil', 'internalExtract', 'dryMatter', 'directMass']);
const GAS_FORMS = new Set(['air', 'iseAir', 'airFilter', 'externalGas', 'internalAir', 'ambientPM', 'stack', 'fume', 'nmhc']);

export function adaptVariant(family: FamilyId, variant: string, matrix: Matrix): string {
  return FORMS[family]?.[variant]?.[matrix] ?? variant;
}

function basisOf(variant: string, matrix: Matrix): Basis {
  if (SOLID_FORMS.has(variant)) return 'kg';
  if (GAS_FORMS.has(variant)) return 'm³';
  if (matrix === 'soil') return 'kg';
  if (matrix === 'air' || matrix === 'gas') return 'm³';
  return 'L';
}

/** mg/L ↔ mg/kg ↔ mg/m³ (and μg, ng); CFU/mL → CFU/g; other units unchanged. */
export function adaptUnit(unit: string, variant: string, matrix: Matrix): string {
  const basis = basisOf(variant, matrix);
  const m = /^(mg|μg|ng)\/(L|kg|m³)$/.exec(unit);
  if (m) return `${m[1]}/${basis}`;
  if (/\/mL$/.test(unit) && basis === 'kg') return unit.replace(/\/mL$/, '/g');
  return unit;
}

export function adaptParams(params: ParameterDef[], variant: string, matrix: Matrix): ParameterDef[] {
  return params.map(({ mdl: _mdl, ...rest }) => ({ ...rest, unit: adaptUnit(rest.unit, variant, matrix) }));
}
