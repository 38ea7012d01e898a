import { describe, expect, test } from 'vitest';
import { decisionProgress, isDecided, isRelevantForStage } from '../../../../src/shared/rules/decisions';
import { FURTHER_ASSESSMENT } from '../../../../src/shared/format/decision-labels';
import { isEvent } from '../../../../src/shared/rules/completed-entry-type';
import { generateDemoData } from '../../../../src/server/demo/generate';

const data = generateDemoData({ today: new Date('2025-06-15T10:00:00Z') });
const historyByTsId = new Map(data.history.map((series) => [series.tsId, series]));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('archive.md §3 CompletedMeasureRound: the demo archive', () => {
  test('completed rounds of existing rounds with unique uuid instance ids and ordered times', () => {
    expect(data.completedRounds.length).toBeGreaterThanOrEqual(5);
    expect(new Set(data.completedRounds.map((round) => round.instanceId)).size).toBe(data.completedRounds.length);
    for (const round of data.completedRounds) {
      expect(round.instanceId).toMatch(UUID);
      expect(data.rounds.find((candidate) => candidate.mrId === round.mrId)?.mrName).toBe(round.mrName);
      const times = [round.creationTime, round.submissionTime, round.decision1Time, round.decision2Time, round.completionTime]
        .filter((time): time is string => time !== undefined)
        .map(Date.parse);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(round.entries.length).toBeGreaterThan(0);
    }
  });

  test('posted values are the history values of that day, with the derived input type', () => {
    for (const entry of data.completedRounds.flatMap((round) => round.entries)) {
      const series = historyByTsId.get(entry.tsId)!;
      const day = Date.parse(entry.dt!);
      const index = series.t.findLastIndex((time) => time <= day);
      expect(series.v[index]).toBe(entry.value);
      expect(entry.inputType).toBeTruthy();
    }
  });
});

describe('archive.md §4 decisions: rounds waiting for decision 1 and decision 2', () => {
  const needing1 = data.completedRounds.filter((round) => round.userDecision1Required);
  const needing2only = data.completedRounds.filter((round) => !round.userDecision1Required && round.userDecision2Required);

  test('rounds needing decision 1 have events (Ereignis) and remarks, none decided yet', () => {
    expect(needing1.length).toBeGreaterThanOrEqual(2);
    for (const round of needing1) {
      expect(round.entries.some(isEvent)).toBe(true);
      expect(round.entries.some((entry) => entry.staRemark?.text)).toBe(true);
      const progress = decisionProgress(round);
      expect(progress.relevant).toBeGreaterThan(0);
      expect(progress.decided).toBe(0);
      expect(round.completionTime).toBeUndefined();
    }
  });

  test('events are offered both decision lists: "-VB" digits and "VB" tsIds', () => {
    const events = needing1.flatMap((round) => round.entries.filter(isEvent));
    expect(events.some((entry) => /-VB\d+/.test(entry.tsId))).toBe(true);
    expect(events.some((entry) => !/-VB\d+/.test(entry.tsId) && entry.tsId.includes('VB'))).toBe(true);
  });

  test('rounds needing only decision 2 have decision 1 done with "weitere Bewertung" on events', () => {
    expect(needing2only.length).toBeGreaterThanOrEqual(1);
    for (const round of needing2only) {
      expect(round.decision1Time).toBeTruthy();
      expect(round.entries.filter((entry) => isRelevantForStage(entry, 1)).every((entry) => isDecided(entry, 1))).toBe(true);
      expect(round.entries.some((entry) => isEvent(entry) && entry.decision1Value === FURTHER_ASSESSMENT)).toBe(true);
      const progress = decisionProgress(round);
      expect(progress.relevant).toBeGreaterThan(0);
      expect(progress.decided).toBe(0);
    }
  });

  test('fully decided rounds are complete: every relevant entry decided in the stages it needed', () => {
    const decided = data.completedRounds.filter((round) => round.decision1Time && !round.userDecision1Required && !round.userDecision2Required);
    expect(decided.length).toBeGreaterThanOrEqual(1);
    for (const round of decided) {
      expect(round.completionTime).toBeTruthy();
      expect(round.decision2Time).toBeTruthy();
      for (const entry of round.entries.filter((candidate) => isRelevantForStage(candidate, 1))) expect(isDecided(entry, 1)).toBe(true);
      for (const entry of round.entries.filter((candidate) => isRelevantForStage(candidate, 2))) expect(isDecided(entry, 2)).toBe(true);
    }
  });

  test('rounds without decisions (hydro, meteo) are complete at submission', () => {
    const plain = data.completedRounds.filter((round) => !round.decision1Time && !round.userDecision1Required && !round.userDecision2Required);
    expect(plain.length).toBeGreaterThanOrEqual(3);
    for (const round of plain) expect(round.completionTime).toBe(round.submissionTime);
  });
});

describe('archive.md §2 Archive detail: remarks with discharge data, depth profile, facilities and location', () => {
  const entries = data.completedRounds.flatMap((round) => round.entries);

  test('a discharge protocol carries gauge and discharge of that reading', () => {
    const withProtocol = entries.filter((entry) => entry.dischargeProtocol);
    expect(withProtocol.length).toBeGreaterThanOrEqual(1);
    for (const entry of withProtocol) {
      expect(entry.dischargeProtocol!.discharge).toBe(entry.value);
      expect(entry.dischargeProtocol!.dischargeUnit).toBe('l/s');
      expect(typeof entry.dischargeProtocol!.gauge).toBe('number');
      expect(data.dischargeMeters.map((meter) => meter.name)).toContain(entry.dischargeProtocol!.meter);
    }
  });

  test('a depth profile at a station with a numeric Messpunkthöhe: absolute depth = Messpunkthöhe − depth', () => {
    const withProfile = entries.filter((entry) => entry.depthProfile?.length);
    expect(withProfile.length).toBeGreaterThanOrEqual(1);
    for (const entry of withProfile) {
      const height = Number(entry.staMetadata!['Messpunkthöhe']);
      for (const row of entry.depthProfile!) expect(row.depthAbsoluteM).toBeCloseTo(height - row.depthM!, 3);
    }
  });

  test('an edited facility keeps its original attributes; a station remark has a location', () => {
    const edited = entries.flatMap((entry) => entry.staFacilities ?? []).filter((facility) => facility.$action === 'EDIT');
    expect(edited.length).toBeGreaterThanOrEqual(1);
    expect(edited[0].attributes).not.toEqual(edited[0].$originalAttributes);
    expect(entries.some((entry) => entry.staRemark?.location?.latitude)).toBe(true);
  });
});
