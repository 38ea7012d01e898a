// View state of the monthly meteo table (spec entry.md §2 Meteo input): the worker's view of the month shown.
import type { MrId } from '../../../shared/contract/ids';
import { proxy } from 'valtio';
import type { MeteoMonthView } from '../../../shared/contract';

interface MeteoState {
  status: 'idle' | 'loading' | 'loaded' | 'noParameters' | 'failed';
  /** the month asked for (the view may still be the one before while it loads) */
  mrId?: MrId;
  month?: string;
  /** the group's name (also when it has no meteo parameters) */
  mrName?: string;
  view?: MeteoMonthView;
  /** this tab's edits on the way to the worker: pushed views wait until their answers are in */
  pendingEdits: number;
  posting: boolean;
}

export const meteoStore = proxy<MeteoState>({ status: 'idle', pendingEdits: 0, posting: false });
