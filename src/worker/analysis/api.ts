// The analysis domain's door: the office's analysis table and remarks (contract: shared/contract/analysis.ts).
import type { AnalysisApi } from '../../shared/contract';
import { analysisRemarks, pushAnalysisRemarks, pushAnalysisTable } from './analysis-views';

export const analysisApi = { pushAnalysisTable, pushAnalysisRemarks, analysisRemarks } satisfies AnalysisApi;
