import { describe, expect, test } from 'vitest';
import { DAM_ROUND_NAME, EVENT_TS_ID, NO_TS_ID, postRoundWithEvent, STEADY_TS_ID } from '../ui/archive/round-in-archive';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { archivedRound } from './archive-on-server';

stopWorkersAfterEachTest();

describe('issue 10: archive decisions and the report are views of the real worker (spec archive.md §2, §4)', () => {
  test('§4 decisions: the worker answers choices, relevance and progress; each change is one call; the post carries every change and the team', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('archive-decisions') });
    const instanceId = await postRoundWithEvent(api);
    const view = await api.openArchiveRound(instanceId, 'de');
    const row = (tsId: string, of = view) => of.entries.find((entry) => entry.entry.tsId === tsId)!;

    expect(view.round.mrName).toBe(DAM_ROUND_NAME);
    expect(view.stage).toBe(1);
    expect(view.onlyNeedingDecisionAtStart).toBe(false);
    expect(view.hasDecisions).toBe(false);
    // relevant: the event and the 'nein' with a series remark; 'unverändert' without remark is not
    expect(view.progress).toEqual({ decided: 0, relevant: 2, ratio: 0 });
    expect([row(EVENT_TS_ID).needsDecision, row(NO_TS_ID).needsDecision, row(STEADY_TS_ID).needsDecision]).toEqual([true, true, false]);
    expect(row(STEADY_TS_ID).decisions).toEqual([]);
    const [eventStage1] = row(EVENT_TS_ID).decisions;
    // -VB digits: the three stage-1 choices; the remark only where the entry holds the incident value
    expect(eventStage1).toMatchObject({ stage: 1, value: '', remark: '', editable: true, remarkEnabled: true });
    expect(eventStage1.choices.map((choice) => choice.label)).toEqual(['nicht relevant', 'sofort beheben', 'weitere Bewertung']);
    expect(row(NO_TS_ID).decisions[0]).toMatchObject({ stage: 1, editable: true, remarkEnabled: false });
    // §5: the incident value is flagged, the row is a warning; the UI words the incident in the page's language (issue 36 item 8)
    expect(row(EVENT_TS_ID)).toMatchObject({ status: 'warning', implausibleText: undefined, incident: true });

    const edited = await api.editArchiveDecision(instanceId, row(EVENT_TS_ID).index, {
      decision1Value: 'FURTHER_ASSESSMENT',
      decision1Remark: { text: 'Riss beobachten' },
    });
    expect(edited.progress).toEqual({ decided: 1, relevant: 2, ratio: 0.5 });
    expect(row(EVENT_TS_ID, edited).decisions[0]).toMatchObject({ value: 'FURTHER_ASSESSMENT', remark: 'Riss beobachten' });
    expect(edited.hasDecisions).toBe(true);

    // a change sent right before the post is part of it (the worker takes the calls in order)
    void api.editArchiveDecision(instanceId, row(NO_TS_ID).index, { decision1Value: 'UNCRITICAL' });
    await api.decideArchiveRound(instanceId, '  Sperrenwart Test ');
    const decided = await archivedRound(instanceId);
    expect(decided.decision1Team).toBe('Sperrenwart Test');
    expect(decided.entries.find((entry) => entry.tsId === EVENT_TS_ID)).toMatchObject({ decision1Value: 'FURTHER_ASSESSMENT', decision1Remark: { text: 'Riss beobachten' } });
    expect(decided.entries.find((entry) => entry.tsId === NO_TS_ID)!.decision1Value).toBe('UNCRITICAL');
    // posted: the round is no longer open for decisions until it is opened again
    await expect(api.decideArchiveRound(instanceId, 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // decision 2: the switch starts on; stage 1 read-only, stage 2 with its four choices for the 'weitere Bewertung' event only
    const stage2 = await api.openArchiveRound(instanceId, 'de');
    expect(stage2.stage).toBe(2);
    expect(stage2.onlyNeedingDecisionAtStart).toBe(true);
    expect(stage2.progress).toEqual({ decided: 0, relevant: 1, ratio: 0 });
    expect(row(EVENT_TS_ID, stage2).decisions.map(({ stage, editable }) => [stage, editable])).toEqual([[1, false], [2, true]]);
    expect(row(EVENT_TS_ID, stage2).decisions[1].choices.map((choice) => choice.label)).toEqual([
      '',
      'Handlung erforderlich',
      'aktuell nicht sicherheitsrelevant',
      'weitere Bewertung',
    ]);
    expect(row(NO_TS_ID, stage2).decisions.map(({ stage, editable }) => [stage, editable])).toEqual([[1, false]]);
  });

  test('§2 report: the matrix of all relevant entries and of events with decisions only; no entry is editable', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('archive-report') });
    const instanceId = await postRoundWithEvent(api);
    const opened = await api.openArchiveRound(instanceId, 'de');
    const event = opened.entries.find((entry) => entry.entry.tsId === EVENT_TS_ID)!;
    await api.editArchiveDecision(instanceId, event.index, { decision1Value: 'FURTHER_ASSESSMENT' });
    await api.decideArchiveRound(instanceId, 'Sperrenwart Test');

    const report = await api.archiveReport([instanceId], 'Bericht Völs', 'de');
    expect(report.title).toBe('Bericht Völs');
    const letters = (matrix: typeof report.matrix.all) => Object.fromEntries(matrix.rows.map((row) => [row.staNumber, [Object.values(row.cells), row.eventCount]]));
    expect(letters(report.matrix.all)).toMatchObject({ VOE02: [['E'], 1], VOE11: [['n'], 0] });
    expect(letters(report.matrix.eventsWithDecisions)).toEqual({ VOE02: [['E'], 1] });
    const [round] = report.rounds;
    expect(round.entries.filter((entry) => entry.eventWithDecision).map((entry) => entry.entry.tsId)).toEqual([EVENT_TS_ID]);
    expect(round.entries.flatMap((entry) => entry.decisions).every((decision) => !decision.editable)).toBe(true);
  });
});
