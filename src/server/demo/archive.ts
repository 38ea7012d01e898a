// Completed rounds in the archive (archive.md §3–§4): posted readings taken from the history, some rounds
// fully decided, some waiting for decision 1 or decision 2 with events (Ereignis) and remarks.
import { asMrId } from '../../shared/contract/ids';
import { addMinutes, subMinutes } from 'date-fns';
import type { CompletedEntry, CompletedMeasureRound } from '../../shared/schema/archive';
import { valueCodes } from '../../shared/format/reading';
import { deriveInputType, INCIDENT_VALUE } from '../../shared/rules/input-type';
import { isRelevantForStage, stage1Choices, VB_NUMBER_PATTERN } from '../../shared/rules/decisions';
import { FURTHER_ASSESSMENT, STAGE2_CHOICES } from '../../shared/format/decision-labels';
import type { DemoHistorySeries, DemoRound } from './demo-data';
import type { Random } from './random';
import { addArchiveDetails } from './archive-details';

type ArchiveStage = 'plain' | 'decided' | 'needsDecision1' | 'needsDecision2';

interface ArchivePlan {
  mrId: number;
  daysAgo: number;
  stage: ArchiveStage;
}

const ARCHIVE_PLANS: ArchivePlan[] = [
  { mrId: 102, daysAgo: 28, stage: 'decided' },
  { mrId: 102, daysAgo: 9, stage: 'needsDecision2' },
  { mrId: 102, daysAgo: 2, stage: 'needsDecision1' },
  { mrId: 501, daysAgo: 35, stage: 'decided' },
  { mrId: 501, daysAgo: 4, stage: 'needsDecision1' },
  { mrId: 502, daysAgo: 21, stage: 'decided' },
  { mrId: 502, daysAgo: 6, stage: 'needsDecision2' },
  { mrId: 503, daysAgo: 1, stage: 'needsDecision1' },
  { mrId: 101, daysAgo: 3, stage: 'plain' },
  { mrId: 201, daysAgo: 5, stage: 'plain' },
  { mrId: 204, daysAgo: 12, stage: 'plain' },
  { mrId: 301, daysAgo: 8, stage: 'plain' },
  { mrId: 401, daysAgo: 2, stage: 'plain' },
  { mrId: 601, daysAgo: 10, stage: 'plain' },
];

const TEAMS = ['Hofer, Haller', 'Pfurtscheller', 'Gstrein, Auer', 'Kirchmair, Spiss', 'Neurauter'];
const DECISION1_TEAM = 'Sperrenwart Haller';
const DECISION2_TEAM = 'Betriebsleitung Kuprian';
const INCIDENT_REMARK = 'Neuer Riss ca. 2 mm an Fuge 12, fotografiert';
const STATION_MINUTES = 4;

/** Builds the archive; the events it needs are written into `history` as well, so both tell the same story. */
export function buildCompletedRounds(rounds: readonly DemoRound[], history: DemoHistorySeries[], random: Random): CompletedMeasureRound[] {
  const historyByTsId = new Map(history.map((series) => [series.tsId, series]));
  return ARCHIVE_PLANS.map((plan) => {
    const round = rounds.find((candidate) => candidate.mrId === plan.mrId);
    if (!round) throw new Error(`Demo archive plan names unknown round ${plan.mrId}`);
    if (plan.stage === 'needsDecision1' || plan.stage === 'needsDecision2') forceIncidents(round, historyByTsId, plan.daysAgo);
    return completedRound(round, plan, historyByTsId, random);
  });
}

/** The first series of each decision pattern (-VB digits, VB) reports an event that day. */
function forceIncidents(round: DemoRound, historyByTsId: Map<string, DemoHistorySeries>, daysAgo: number): void {
  const incidentSeries = round.entries.filter((entry) => deriveInputType(entry) === 'NO_STEADY_INCIDENT');
  const targets = [incidentSeries.find((entry) => VB_NUMBER_PATTERN.test(entry.tsId)), incidentSeries.find((entry) => !VB_NUMBER_PATTERN.test(entry.tsId))];
  for (const target of targets) {
    const series = target && historyByTsId.get(target.tsId);
    if (!series) continue;
    const index = series.t.length - 1 - daysAgo;
    series.v[index] = INCIDENT_VALUE;
    const remarks = (series.remarks ?? []).filter((remark) => remark.index !== index);
    series.remarks = [...remarks, { index, staRemark: INCIDENT_REMARK }].sort((a, b) => a.index - b.index);
  }
}

function completedRound(round: DemoRound, plan: ArchivePlan, historyByTsId: Map<string, DemoHistorySeries>, random: Random): CompletedMeasureRound {
  const entries: CompletedEntry[] = [];
  let readingTime: Date | undefined;
  let stationIndex = -1;
  let lastStation = '';
  for (const entry of round.entries) {
    if (entry.tsFormula) continue;
    const series = historyByTsId.get(entry.tsId);
    if (!series) continue;
    const index = series.t.length - 1 - plan.daysAgo;
    readingTime ??= new Date(series.t[index]);
    if (entry.staNumber !== lastStation) stationIndex++;
    lastStation = entry.staNumber;
    const value = series.v[index];
    const remark = series.remarks?.find((candidate) => candidate.index === index);
    if (value === null && !remark) continue;
    const inputType = deriveInputType(entry);
    const completed: CompletedEntry = { ...structuredClone(entry), inputType, dt: addMinutes(readingTime, stationIndex * STATION_MINUTES).toISOString(), value };
    const label = value === null ? undefined : valueCodes(inputType)?.find((code) => code.value === value)?.label;
    if (label) completed.valueOverviewString = label;
    if (remark?.staRemark) completed.staRemark = { text: remark.staRemark };
    if (remark?.tsRemark) completed.tsRemark = { text: remark.tsRemark };
    entries.push(completed);
  }
  const start = readingTime ?? new Date(0);
  const submission = addMinutes(start, stationIndex * STATION_MINUTES + 25);
  const completedRound: CompletedMeasureRound = {
    instanceId: random.uuid(),
    creationTime: subMinutes(start, 20).toISOString(),
    submissionTime: submission.toISOString(),
    mrTeam: random.pick(TEAMS),
    mrId: asMrId(round.mrId),
    mrName: round.mrName,
    mrGroup: round.mrGroup,
    userDecision1Required: plan.stage === 'needsDecision1',
    userDecision2Required: plan.stage === 'needsDecision1' || plan.stage === 'needsDecision2',
    entries,
  };
  if (plan.stage === 'plain') {
    completedRound.completionTime = completedRound.submissionTime;
    addArchiveDetails(entries);
  }
  if (plan.stage === 'decided' || plan.stage === 'needsDecision2') decideStage1(completedRound, addMinutes(submission, 24 * 60), plan.stage, random);
  if (plan.stage === 'decided') decideStage2(completedRound, addMinutes(submission, 3 * 24 * 60), random);
  return completedRound;
}

function decideStage1(round: CompletedMeasureRound, time: Date, stage: ArchiveStage, random: Random): void {
  round.decision1Time = time.toISOString();
  round.decision1Team = DECISION1_TEAM;
  for (const entry of round.entries.filter((candidate) => isRelevantForStage(candidate, 1))) {
    const furtherAssessment = stage === 'needsDecision2' && entry.value === INCIDENT_VALUE;
    entry.decision1Value = furtherAssessment ? FURTHER_ASSESSMENT : random.pick(stage1Choices(entry.tsId)).value;
    if (entry.decision1Value === FURTHER_ASSESSMENT) entry.decision1Remark = { text: 'Bitte durch die Betriebsleitung bewerten' };
  }
}

function decideStage2(round: CompletedMeasureRound, time: Date, random: Random): void {
  round.decision2Time = time.toISOString();
  round.decision2Team = DECISION2_TEAM;
  round.completionTime = addMinutes(time, 10).toISOString();
  for (const entry of round.entries.filter((candidate) => isRelevantForStage(candidate, 2))) {
    entry.decision2Value = random.pick(STAGE2_CHOICES.filter((choice) => choice.value !== '' && choice.value !== FURTHER_ASSESSMENT)).value;
    entry.decision2Remark = { text: entry.decision2Value === 'ACTION_REQUIRED' ? 'Instandsetzung im Herbst einplanen' : 'Beobachten, keine Maßnahme' };
  }
}
