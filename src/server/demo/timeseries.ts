// One entry template per station and timeseries: tsId, unit, plausibility range, import number, barcode, formula.
import { asTsId } from '../../shared/contract/ids';
import type { Entry, FormulaNode } from '../../shared/schema/entry';
import { formulaString } from '../../shared/maths/formula';
import { SERIES_BY_KIND, type FormulaKind, type HistoryModel, type SeriesTemplate } from './series-templates';
import type { DemoStation } from './stations';
import type { Random } from './random';

export interface DemoSeries {
  station: DemoStation;
  entry: Entry;
  model: HistoryModel;
  decimals: number;
  /** formula series: their history is the formula applied to the source series' history */
  formula?: { node: FormulaNode; sourceTsId: string };
}

/** Station kinds whose timeseries carry barcodes (labels on dam instruments and the demo round). */
const BARCODE_KINDS = new Set(['visual', 'seepage', 'weir', 'pendulum', 'piezometer']);
const BARCODE_ROUNDS = new Set([101]);

export function buildSeries(stations: readonly DemoStation[], random: Random): DemoSeries[] {
  let nextImportNumber = 40001;
  return stations.flatMap((station) =>
    SERIES_BY_KIND[station.kind].map((template) => {
      const tsId = seriesTsId(station, template);
      const entry: Entry = {
        siteName: station.siteName,
        siteNumber: station.siteNumber,
        staName: station.staName,
        staNumber: station.staNumber,
        staOrdinal: station.staOrdinal,
        staLocation: station.staLocation,
        staMetadata: station.staMetadata,
        staTasks: station.staTasks,
        staFacilities: station.staFacilities,
        tsId: asTsId(tsId),
        tsName: template.tsName,
        tsParameter: template.tsParameter,
        tsUnit: template.tsUnit,
        tsPlausibilityCheck: template.range,
        importNumber: importNumberFor(template, nextImportNumber++, random),
      };
      if (BARCODE_KINDS.has(station.kind) || BARCODE_ROUNDS.has(station.mrId)) entry.tsBarcode = `HWE-${tsId}`;
      const series: DemoSeries = { station, entry, model: template.model, decimals: template.decimals };
      if (template.formula && template.model.kind === 'formula') {
        const sourceTsId = `${station.staNumber}-${template.model.source}`;
        entry.tsFormula = formulaFor(template.formula, sourceTsId, station);
        entry.tsFormulaString = formulaString(entry.tsFormula);
        series.formula = { node: entry.tsFormula, sourceTsId };
      }
      return withoutUndefined(series);
    }),
  );
}

function seriesTsId(station: DemoStation, template: SeriesTemplate): string {
  return `${station.staNumber}${template.tsIdEnding ?? `-${template.tsParameter}`}`;
}

/** Mostly a number; some hand-entered series have none or a 'digits-null' one (both mean NO_IMPORT_NUMBER). */
function importNumberFor(template: SeriesTemplate, sequence: number, random: Random): string | undefined {
  if (template.mayLackImportNumber) {
    const draw = random.next();
    if (draw < 0.12) return undefined;
    if (draw < 0.2) return `${sequence}-null`;
  }
  return String(sequence);
}

/** 90° Thomson weir: Q [l/s] = 1360 × h[m]^2.5 */
const THOMSON_LPS = 1360;

function formulaFor(kind: FormulaKind, sourceTsId: string, station: DemoStation): FormulaNode {
  const source: FormulaNode = { tsId: asTsId(sourceTsId), tsOp: 'last' };
  if (kind === 'measuringPointMinusDepth') return { op: '-', opArgs: [{ const: station.measuringPointM ?? 0 }, source] };
  return { op: '*', opArgs: [{ const: THOMSON_LPS }, { op: 'pow', opArgs: [{ op: '/', opArgs: [source, { const: 100 }] }, { const: 2.5 }] }] };
}

/** Optional station fields stay absent rather than `undefined`, so the JSON and deep equality stay clean. */
function withoutUndefined(series: DemoSeries): DemoSeries {
  const entry = series.entry as unknown as Record<string, unknown>;
  for (const key of Object.keys(entry)) if (entry[key] === undefined) delete entry[key];
  return series;
}
