// Family registry: id → builder, with a short description for the analform registry.
import type { FamilyId, Label } from '../types.ts';
import { bod5 } from './bod5.ts';
import { chromatography, CHROM_VARIANTS } from './chromatography.ts';
import { L, type FamilyBuilder } from './common.ts';
import { gravimetric, GRAVIMETRIC_VARIANTS } from './gravimetric.ts';
import { metals, METALS_VARIANTS } from './metals.ts';
import { micro, MICRO_VARIANTS } from './micro.ts';
import { irOil, OIL_VARIANTS } from './oil.ts';
import { pretreatment, PRETREATMENT_VARIANTS } from './pretreatment.ts';
import { singleReading, SINGLE_VARIANTS } from './single.ts';
import { soilPhysical, SOILPHYS_VARIANTS } from './soilphys.ts';
import { solidWaste, SOLIDWASTE_VARIANTS } from './solidwaste.ts';
import { spectroCurve, SPECTRO_VARIANTS } from './spectro.ts';
import { titration, TITRATION_VARIANTS } from './titration.ts';

export interface FamilyInfo {
  id: FamilyId;
  name: Label;
  variants: string[];
  build: FamilyBuilder;
}

export const FAMILIES: Record<FamilyId, FamilyInfo> = {
  'single-reading': { id: 'single-reading', name: L('直读法', 'Single reading'), variants: SINGLE_VARIANTS, build: singleReading },
  titration: { id: 'titration', name: L('滴定法', 'Titration'), variants: TITRATION_VARIANTS, build: titration },
  'spectro-curve': {
    id: 'spectro-curve',
    name: L('分光光度法/电极法(校准曲线)', 'Spectrophotometry / electrode with curve'),
    variants: SPECTRO_VARIANTS,
    build: spectroCurve,
  },
  gravimetric: { id: 'gravimetric', name: L('重量法', 'Gravimetric'), variants: GRAVIMETRIC_VARIANTS, build: gravimetric },
  bod5: { id: 'bod5', name: L('五日生化需氧量', 'BOD5'), variants: ['dilution'], build: bod5 },
  'ir-oil': { id: 'ir-oil', name: L('红外分光光度法(油类)', 'Infrared oils'), variants: OIL_VARIANTS, build: irOil },
  metals: { id: 'metals', name: L('原子吸收/原子荧光/ICP', 'AAS / AFS / ICP'), variants: METALS_VARIANTS, build: metals },
  chromatography: { id: 'chromatography', name: L('色谱/质谱法', 'GC / GC-MS / LC / IC'), variants: CHROM_VARIANTS, build: chromatography },
  micro: { id: 'micro', name: L('微生物计数', 'Microbiology counts'), variants: MICRO_VARIANTS, build: micro },
  'soil-physical': { id: 'soil-physical', name: L('土壤物理性质', 'Soil physical properties'), variants: SOILPHYS_VARIANTS, build: soilPhysical },
  'solid-waste': { id: 'solid-waste', name: L('固体废物特性', 'Solid waste characteristics'), variants: SOLIDWASTE_VARIANTS, build: solidWaste },
  pretreatment: { id: 'pretreatment', name: L('前处理记录', 'Pretreatment record'), variants: PRETREATMENT_VARIANTS, build: pretreatment },
};
