// The component screens whose matrix has no method of its own (method '—'): generic records of a family in that
// matrix's form (manifest/adapt.ts). No standard, so nothing to read; the departure is the missing method itself.
import { audit, keep } from './build.ts';
import type { StandardAudit } from './types.ts';

const GENERIC = [
  'water-componentSoilLz', 'water-componentGufeiRl', 'water-componentAmbientAirRl', 'water-componentGFRl',
  'water-componentGufeiRlTow', 'water-componentAmbientAirRlTow', 'water-componentGFRlTow', 'water-componentGFPh',
  'water-componentGufeiDdl', 'water-componentGFDdl', 'water-componentSoilRjy', 'water-componentGufeiRjy',
  'water-componentAmbientAirRjy', 'water-componentGFRjy', 'water-componentSoilSh', 'water-componentGufeiSh',
  'water-componentAmbientAirSh', 'water-componentGFSh', 'water-componentGufeiYh', 'water-componentAmbientAirYh',
  'water-componentGFYh', 'water-componentGufeiHw', 'water-componentAmbientAirHw', 'water-componentSoilYw',
  'water-componentGufeiYw', 'water-componentSoilRy', 'water-componentGufeiRy', 'water-componentAmbientAirRy',
  'water-componentGFRy', 'water-componentAmbientAirYjw', 'water-componentGufeiZyjt', 'water-componentAmbientAirZyjt',
  'water-componentGFZyjt', 'water-componentSoilZd', 'water-componentGufeiZd', 'water-componentAmbientAirZd',
  'water-componentGFZd', 'water-componentSoilSd', 'water-componentGufeiSd', 'water-componentAmbientAirSd',
  'water-componentGFSd', 'water-componentSoilJl', 'water-componentGufeiJl', 'water-componentAmbientAirJl',
  'water-componentGFJl', 'water-componentSoilZdc', 'water-componentGufeiZdc', 'water-componentAmbientAirZdc',
  'water-componentGFZdc', 'water-componentSoilFdc', 'water-componentGufeiFdc', 'water-componentAmbientAirFdc',
  'water-componentGFFdc', 'water-componentSoilWsw', 'water-componentGufeiWsw', 'water-componentAmbientAirWsw',
  'water-componentGFWsw', 'water-componentGFQcl', 'water-componentGFYp', 'water-componentWaterZlGwz',
  'water-componentSoilZlGwz', 'water-componentAmbientAirZlGwz', 'water-componentGFZlGwz', 'water-componentWaterRz',
  'water-componentGufeiRz', 'water-componentAmbientAirRz', 'water-componentGFRz', 'water-componentSoilZr',
  'water-componentGufeiZr', 'water-componentAmbientAirZr', 'water-componentGFZr', 'water-componentWaterBh',
  'water-componentGufeiBh', 'water-componentAmbientAirBh', 'water-componentGFBh', 'water-componentWaterKxd',
  'water-componentGufeiKxd', 'water-componentAmbientAirKxd', 'water-componentGFKxd', 'water-componentWaterJxzc',
  'water-componentGufeiJxzc', 'water-componentAmbientAirJxzc', 'water-componentGFJxzc', 'water-componentWaterVocQcl',
  'water-componentAmbientAirVocQcl', 'water-componentGFVocQcl', 'water-componentGufeiHffQcl', 'water-componentAmbientAirHffQcl',
  'water-componentGFHffQcl', 'water-componentWaterJc', 'water-componentSoilJc', 'water-componentAmbientAirJc',
  'water-componentGFJc', 'water-componentWaterFjw', 'water-componentSoilFjw', 'water-componentGufeiFjw',
  'water-componentWaterHfxQcl', 'water-componentAmbientAirHfxQcl', 'water-componentGFHfxQcl', 'water-componentWaterLswQcl',
  'water-componentSoilLswQcl', 'water-componentGufeiLswQcl', 'water-componentAmbientAirLswQcl', 'water-componentWaterCzQcl',
  'water-componentGufeiCzQcl', 'water-componentAmbientAirCzQcl', 'water-componentGFCzQcl', 'water-componentWaterBzlm',
  'water-componentSoilBzlm', 'water-componentGufeiBzlm', 'water-componentWaterFsx', 'water-componentSoilFsx',
  'water-componentAmbientAirFsx', 'water-componentGFFsx', 'water-componentWaterZlJc', 'water-componentSoilZlJc',
  'water-componentAmbientAirZlJc', 'water-componentGFZlJc', 'water-componentWaterZlYjz', 'water-componentSoilZlYjz',
  'water-componentAmbientAirZlYjz', 'water-componentGFZlYjz', 'water-componentWaterZlJcSp', 'water-componentSoilZlJcSp',
  'water-componentAmbientAirZlJcSp', 'water-componentGFZlJcSp', 'water-componentWaterZlJcLs', 'water-componentSoilZlJcLs',
  'water-componentAmbientAirZlJcLs', 'water-componentGFZlJcLs',
];

export const genericAudit: StandardAudit = audit('—', 'no method standard (generic record)', GENERIC, {
  edition: '—',
  formulaClause: 'none: the family formula of the method named in the template notes',
  reportingClause: 'none',
  reportingRule: 'none: the family default',
  belowMdlNotation: 'none (no MDL declared)',
  departures: [
    keep(GENERIC, 'method', "method '—', no MDL", 'no standard',
      'Placeholders that make every seed route resolve (README "The manifest"); a result from them cannot be reported under CMA until the lab assigns a method, or the screen is retired.'),
  ],
});
