// The meteo domain's door: the month table's drafts and its post (contract: shared/contract/meteo.ts).
import type { MeteoApi } from '../../shared/contract';
import { editMeteoDay, openMeteoMonth } from './meteo-drafts';
import { postMeteoMonth } from './meteo-post';

export const meteoApi = { openMeteoMonth, editMeteoDay, postMeteoMonth } satisfies MeteoApi;
