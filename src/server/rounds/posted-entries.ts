// issue 9 "the server derives, the client proposes": a posted entry keeps what the observer entered
// (date, values, remarks, station changes); what the round's definition says about its series
// (station, parameter, input type) comes from the server, and what only deciders or the server
// set (decisions, image URLs) is dropped.
import type { CompletedEntry } from '../../shared/schema/archive';
import type { Entry } from '../../shared/schema/entry';
import type { Remark } from '../../shared/schema/remark';
import { deriveInputType } from '../../shared/rules/input-type';
import { ApiError } from '../http/api-error';
import { knownFieldsWithinLimits } from './entry-fields';

/** Fields of a round definition's entry that describe the series; a post never changes them. */
const DEFINED_FIELDS = [
  'siteName',
  'siteNumber',
  'staName',
  'staNumber',
  'staOrdinal',
  'staSubOrdinal',
  'staLocation',
  'staMetadata',
  'tsId',
  'tsName',
  'tsParameter',
  'tsPlausibilityCheck',
  'tsBarcode',
  'importNumber',
  'isOptional',
] as const satisfies readonly (keyof Entry)[];

/** Fields an observer's post may not set: decisions belong to the deciders. */
const DECIDER_FIELDS = ['decision1Value', 'decision1Remark', 'decision2Value', 'decision2Remark'] as const;

/**
 * The entries to store for a post to a round with the given definition. 422 naming the first entry
 * whose tsId is not a series of the round (nothing is stored then).
 */
export function derivePostedEntries(posted: readonly Entry[], definition: readonly Entry[], mrId: number): CompletedEntry[] {
  const byTsId = new Map<string, Entry>();
  for (const entry of definition) if (!byTsId.has(entry.tsId)) byTsId.set(entry.tsId, entry);
  return posted.map((entry, index) => {
    const defined = byTsId.get(entry.tsId);
    if (!defined) {
      throw new ApiError(422, `Entry ${index}: timeseries ${entry.tsId} is not part of measure round ${mrId}`, `entries.${index}.tsId`);
    }
    return derivedEntry(entry, defined, `entries.${index}`);
  });
}

function derivedEntry(posted: Entry, defined: Entry, path: string): CompletedEntry {
  const proposed = knownFieldsWithinLimits(posted, path);
  for (const field of [...DEFINED_FIELDS, ...DECIDER_FIELDS, 'inputType']) delete proposed[field];
  const derived: Record<string, unknown> = {};
  for (const field of DEFINED_FIELDS) if (defined[field] !== undefined) derived[field] = defined[field];
  return {
    ...(proposed as Partial<Entry>),
    ...(derived as Pick<Entry, 'staName' | 'staNumber' | 'tsId' | 'tsParameter'>),
    inputType: defined.inputType ?? deriveInputType(defined),
    tsRemark: withoutImageUrls(posted.tsRemark),
    staRemark: withoutImageUrls(posted.staRemark),
  };
}

/** Image URLs are the server's (built from the stored image names when read), never the client's. */
function withoutImageUrls(remark: Remark | undefined): Remark | undefined {
  if (!remark) return undefined;
  const { imageURLs: _imageURLs, ...rest } = remark;
  return rest;
}
