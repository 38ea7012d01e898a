import { asMrId } from '../../../../src/shared/contract/ids';
import { describe, expect, it } from 'vitest';
import {
  filterGroups,
  isOfflineCopyExpired,
  groupByCategory,
  isCategoryExpanded,
  versionAge,
} from '../../../../src/shared/rules/group-selection';

const groups = [
  { mrId: asMrId(1), mrName: 'Pegel Inn', mrGroup: 'Pegel' },
  { mrId: asMrId(2), mrName: 'Damm Nord', mrGroup: 'Messtouren für demo' },
  { mrId: asMrId(3), mrName: 'Achensee', mrGroup: 'Pegel' },
];

describe('spec entry.md §2 Group selection: groups are collapsed by category', () => {
  it('lists each category once with its rounds', () => {
    const categories = groupByCategory(groups);
    expect(categories.map((c) => c.name)).toEqual(['Messtouren für demo', 'Pegel']);
    expect(categories[1]!.groups.map((g) => g.mrName)).toEqual(['Achensee', 'Pegel Inn']);
  });

  it("expands 'Messtouren für' + the user's name only", () => {
    expect(isCategoryExpanded('Messtouren für demo', 'demo', false)).toBe(true);
    expect(isCategoryExpanded('Messtouren für anna', 'demo', false)).toBe(false);
    expect(isCategoryExpanded('Pegel', 'demo', false)).toBe(false);
    expect(isCategoryExpanded('Messtouren für demo', undefined, false)).toBe(false);
  });

  it('expands every matching category while a filter is active', () => {
    expect(isCategoryExpanded('Pegel', 'demo', true)).toBe(true);
    expect(filterGroups(groups, 'inn').map((g) => g.mrId)).toEqual([1]);
    expect(filterGroups(groups, '  ').length).toBe(3);
  });
});

describe('spec entry.md §2 / §9 version age colours 3 h and 72 h', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is ok under 3 hours', () => {
    expect(versionAge('2026-11-22T09:00:01Z', now)).toBe('ok');
  });
  it('is neither between 3 and 72 hours', () => {
    expect(versionAge('2026-11-22T09:00:00Z', now)).toBe('normal');
    expect(versionAge('2026-11-19T12:00:00Z', now)).toBe('normal');
  });
  it('warns over 72 hours and when unknown', () => {
    expect(versionAge('2026-11-19T11:59:59Z', now)).toBe('warning');
    expect(versionAge(undefined, now)).toBe('warning');
  });
});

describe('spec entry.md §2 / §9 offline copies older than 7 days show in a warning colour', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is not expired at exactly 7 days', () => {
    expect(isOfflineCopyExpired('2026-11-15T12:00:00Z', now)).toBe(false);
  });
  it('is expired after 7 days', () => {
    expect(isOfflineCopyExpired('2026-11-15T11:59:59Z', now)).toBe(true);
  });
});
