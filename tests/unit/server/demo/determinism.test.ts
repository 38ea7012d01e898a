import { afterEach, describe, expect, test, vi } from 'vitest';
import { generateDemoData } from '../../../../src/server/demo/generate';

const today = new Date('2025-03-10T09:30:00Z');

describe('issue 2 demo data: deterministic generation', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  test('the same today gives deeply equal data', () => {
    const first = generateDemoData({ today });
    const second = generateDemoData({ today: new Date(today) });
    expect(JSON.stringify(second) === JSON.stringify(first)).toBe(true);
    expect(second.rounds).toEqual(first.rounds);
  });

  test('uses neither Math.random nor the clock when today is given', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(() => generateDemoData({ today })).not.toThrow();
  });

  test('another today moves the history but keeps rounds and stations', () => {
    const march = generateDemoData({ today });
    const april = generateDemoData({ today: new Date('2025-04-10T09:30:00Z') });
    expect(april.rounds.map((round) => round.entries.map((entry) => entry.tsId))).toEqual(
      march.rounds.map((round) => round.entries.map((entry) => entry.tsId)),
    );
    expect(april.history[0].t.at(-1)).toBeGreaterThan(march.history[0].t.at(-1)!);
  });

  test('is fast enough to seed on first start (about 0.2 s alone; under 3 s even on a loaded test machine)', () => {
    const start = performance.now();
    generateDemoData({ today });
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
