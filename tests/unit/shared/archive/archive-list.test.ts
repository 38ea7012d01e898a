import { asMrId, asTsId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import { localNoon } from './local-noon';
import type { CompletedEntry, CompletedMeasureRound } from '../../../../src/shared/schema/archive';
import { defaultDayRange, filterArchive, roundMatcher } from '../../../../src/shared/rules/archive-filter';
import {
  archiveReportPath,
  archiveReportTitle,
  ARCHIVE_PAGE_SIZE,
  hasRoundRemark,
  needsDecision,
  pageCount,
  pageRows,
  roundImageCount,
} from '../../../../src/shared/rules/archive-list';
import { sortRows } from '../../../../src/shared/rules/table-sort';

const entry = (values: Partial<CompletedEntry> = {}): CompletedEntry => ({
  siteName: 'Innsbruck',
  staName: 'Pegel Inn',
  staNumber: '201012',
  tsId: asTsId('201012-W'),
  tsParameter: 'W',
  ...values,
});

const round = (instanceId: string, values: Partial<CompletedMeasureRound> = {}): CompletedMeasureRound => ({
  instanceId,
  creationTime: localNoon('2025-03-10'),
  mrId: asMrId(1),
  mrName: 'Pegeltour Nord',
  mrGroup: 'Messtouren für Huber',
  mrTeam: 'Huber',
  entries: [entry()],
  ...values,
});

describe('spec archive.md §2/§5 Archive filter: case-insensitive regular expression over the round', () => {
  const matchesFilterText = (round: CompletedMeasureRound, text: string) => roundMatcher(text)(round);
  const r = round('a', {
    mrRemark: 'Hochwasser',
    entries: [entry({ staRemark: { text: 'Zaun kaputt' }, tsRemark: { text: 'Treibgut' }, tsParameter: 'LT', siteName: 'Hall' })],
  });

  test.each([
    ['group', 'messtouren für'],
    ['name', 'pegeltour'],
    ['team', 'HUBER'],
    ['round remark', 'hochwasser'],
    ['station remark', 'zaun'],
    ['series remark', 'treibgut'],
    ['station name', 'pegel inn'],
    ['station number', '^2010'],
    ['site', '^hall$'],
    ['parameter', '^lt$'],
  ])('matches the %s', (_field, text) => {
    expect(matchesFilterText(r, text)).toBe(true);
  });

  test('regular expression syntax works and non-matching text excludes', () => {
    expect(matchesFilterText(r, 'zaun|mauer')).toBe(true);
    expect(matchesFilterText(r, 'Sperre')).toBe(false);
  });

  test('an invalid regular expression does not throw and is matched as literal text', () => {
    expect(() => matchesFilterText(r, 'Pegeltour (')).not.toThrow();
    expect(matchesFilterText(round('b', { mrName: 'Tour (Nord' }), 'tour (')).toBe(true);
    expect(matchesFilterText(r, 'Pegeltour (')).toBe(false);
  });
});

describe('spec archive.md §2 Archive list: date range defaults to earliest through latest creation time', () => {
  const rounds = [
    round('b', { creationTime: localNoon('2025-03-20') }),
    round('a', { creationTime: localNoon('2025-01-05') }),
    round('c', { creationTime: localNoon('2025-02-11') }),
  ];

  test('default range', () => {
    expect(defaultDayRange(rounds)).toEqual({ from: '2025-01-05', to: '2025-03-20' });
    expect(defaultDayRange([])).toEqual({ from: undefined, to: undefined });
  });

  test('the range includes both end days', () => {
    const found = filterArchive(rounds, { from: '2025-01-05', to: '2025-02-11' }).map((r) => r.instanceId);
    expect(found).toEqual(['a', 'c']);
    expect(filterArchive(rounds, { ...defaultDayRange(rounds), text: '' })).toHaveLength(3);
  });
});

describe('spec archive.md §2 Sorting: numeric columns', () => {
  test('staOrdinal and value sort numerically (2 before 10), not as text', () => {
    const rows = [{ staOrdinal: 10 }, { staOrdinal: 2 }, { staOrdinal: undefined }, { staOrdinal: 1 }];
    expect(sortRows(rows, { column: 'staOrdinal', direction: 'asc' }).map((r) => r.staOrdinal)).toEqual([1, 2, 10, undefined]);
    expect(sortRows(rows, { column: 'staOrdinal', direction: 'desc' }).map((r) => r.staOrdinal)).toEqual([10, 2, 1, undefined]);
    const values = [{ value: -1.5 }, { value: 12 }, { value: 3 }];
    expect(sortRows(values, { column: 'value', direction: 'asc' }).map((r) => r.value)).toEqual([-1.5, 3, 12]);
    expect(sortRows([{ valueForPlausibilityCheck: '10' }, { valueForPlausibilityCheck: '9' }], { column: 'valueForPlausibilityCheck', direction: 'asc' }))
      .toEqual([{ valueForPlausibilityCheck: '9' }, { valueForPlausibilityCheck: '10' }]);
  });

  test('dt and creationTime sort by instant, even across time-zone notations', () => {
    const rows = [{ dt: '2025-03-10T08:00:00+01:00' }, { dt: '2025-03-10T06:30:00Z' }, { dt: '2025-03-09T23:00:00Z' }];
    expect(sortRows(rows, { column: 'dt', direction: 'asc' }).map((r) => r.dt)).toEqual([
      '2025-03-09T23:00:00Z',
      '2025-03-10T06:30:00Z',
      '2025-03-10T08:00:00+01:00',
    ]);
  });

  test('text columns sort alphabetically (German), cleared keeps the original order', () => {
    const rows = [{ mrName: 'Ötztal' }, { mrName: 'achental' }, { mrName: 'Zillertal' }];
    expect(sortRows(rows, { column: 'mrName', direction: 'asc' }).map((r) => r.mrName)).toEqual(['achental', 'Ötztal', 'Zillertal']);
    expect(sortRows(rows, undefined)).toEqual(rows);
  });
});

describe('spec archive.md §2 Pagination: 100 per page; count line', () => {
  const rows = Array.from({ length: 250 }, (_, index) => index);

  test('100 per page', () => {
    expect(ARCHIVE_PAGE_SIZE).toBe(100);
    expect(pageCount(250)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageRows(rows, 1)).toEqual(rows.slice(0, 100));
    expect(pageRows(rows, 3)).toEqual(rows.slice(200, 250));
    expect(pageRows(rows, 9)).toEqual(rows.slice(200, 250));
  });
});

describe('spec archive.md §2 Archive list: warning rows, camera and note icons', () => {
  test('rows needing a decision', () => {
    expect(needsDecision({ userDecision1Required: true })).toBe(true);
    expect(needsDecision({ userDecision2Required: true })).toBe(true);
    expect(needsDecision({})).toBe(false);
  });

  test('image count counts each image once; remark icon needs a round remark', () => {
    const r = round('a', {
      entries: [
        entry({ staRemark: { images: ['s1.jpg'] }, tsRemark: { images: ['t1.jpg', 't2.jpg'] } }),
        entry({ tsId: asTsId('201012-Q'), staRemark: { images: ['s1.jpg'] } }),
      ],
    });
    expect(roundImageCount(r)).toBe(3);
    expect(hasRoundRemark(r)).toBe(false);
    expect(hasRoundRemark({ mrRemark: 'Hochwasser' })).toBe(true);
  });
});

describe("spec archive.md §2 Report button: title 'report {filter} {from}–{to}'", () => {
  test('title with filter and range', () => {
    expect(archiveReportTitle('Sperre', { from: '2025-01-05', to: '2025-03-20' })).toBe('report Sperre 05.01.2025–20.03.2025');
    expect(archiveReportTitle('', { from: '2025-01-05', to: '2025-03-20' })).toBe('report 05.01.2025–20.03.2025');
  });

  test('route with comma-separated instanceIds and the title query', () => {
    expect(archiveReportPath(['a1', 'b2'], 'report Sperre 05.01.2025–20.03.2025')).toBe(
      '/archive/report/a1,b2?title=report%20Sperre%2005.01.2025%E2%80%9320.03.2025',
    );
  });
});
