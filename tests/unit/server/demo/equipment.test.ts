import { describe, expect, test } from 'vitest';
import type { AttributeKind } from '../../../../src/shared/schema/station';
import { ROLES } from '../../../../src/shared/api';
import { generateDemoData } from '../../../../src/server/demo/generate';

const data = generateDemoData({ today: new Date('2025-06-15T10:00:00Z') });

describe('spec entry.md §3 Discharge meter and §9 Discharge: calibrations', () => {
  test('several meters, each with a measuring duration and calibrations ascending by maxImpulses', () => {
    expect(data.dischargeMeters.length).toBeGreaterThanOrEqual(2);
    for (const meter of data.dischargeMeters) {
      expect(meter.name).toBeTruthy();
      expect(meter.seconds).toBeGreaterThan(0);
      expect(meter.calibrations.length).toBeGreaterThanOrEqual(2);
      const maxImpulses = meter.calibrations.map((calibration) => calibration.maxImpulses);
      expect(maxImpulses).toEqual([...maxImpulses].sort((a, b) => a - b));
      expect(new Set(maxImpulses).size).toBe(maxImpulses.length);
      for (const calibration of meter.calibrations) expect(calibration.slope).toBeGreaterThan(0);
    }
  });
});

describe('spec entry.md §3 Facility model and Attribute type', () => {
  test('the models use every attribute kind; LIST attributes have values', () => {
    const kinds = new Set(data.facilityModels.flatMap((model) => (model.attributeTypes ?? []).map((attribute) => attribute.type)));
    expect(kinds).toEqual(new Set<AttributeKind>(['INTEGER', 'LIST', 'NUMBER', 'TEXT', 'TEXTAREA', 'TIMESTAMP']));
    for (const attribute of data.facilityModels.flatMap((model) => model.attributeTypes ?? [])) {
      if (attribute.type === 'LIST') expect(attribute.listValues!.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(data.facilityModels.map((model) => model.name)).size).toBe(data.facilityModels.length);
  });

  test('a storage station holds spare devices to move to stations (entry.md §4 Facility actions)', () => {
    const storage = data.rounds.flatMap((round) => round.entries).find((entry) => entry.siteName === 'Gerätelager Hydrographie')!;
    expect(storage.staFacilities!.length).toBeGreaterThanOrEqual(2);
    for (const facility of storage.staFacilities!) expect(Object.values(facility.stations!)).toEqual([storage.staNumber]);
  });
});

describe('archive.md §3 Measure document', () => {
  test('a few documents with id, file name, base64 content and last-modified time', () => {
    expect(data.documents.length).toBeGreaterThanOrEqual(2);
    expect(new Set(data.documents.map((document) => document.mdId)).size).toBe(data.documents.length);
    for (const document of data.documents) {
      expect(Buffer.from(document.mdDocument, 'base64').toString('base64')).toBe(document.mdDocument);
      expect(Number.isNaN(Date.parse(document.mdLastModified))).toBe(false);
    }
    const pdf = data.documents.find((document) => document.mdFilename.endsWith('.pdf'))!;
    const pdfText = Buffer.from(pdf.mdDocument, 'base64').toString('latin1');
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    expect(pdfText.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefOffset = Number(pdfText.match(/startxref\n(\d+)/)![1]);
    expect(pdfText.slice(xrefOffset, xrefOffset + 4)).toBe('xref');
  });
});

describe('archive.md §6 Roles and permissions: demo users', () => {
  const roundIds = new Set(data.rounds.map((round) => round.mrId));

  test('"demo" is an administrator', () => {
    expect(data.users.find((user) => user.username === 'demo')?.isAdmin).toBe(true);
  });

  test('observer, responsible1 and responsible2 users hold their roles on existing rounds', () => {
    for (const role of ROLES) {
      const holders = data.users.filter((user) => !user.isAdmin && user.roles.some((assignment) => assignment.role === role));
      expect(holders.length, role).toBeGreaterThanOrEqual(1);
    }
    for (const assignment of data.users.flatMap((user) => user.roles)) {
      expect(roundIds.has(assignment.mrId)).toBe(true);
      expect(ROLES).toContain(assignment.role);
    }
  });

  test('every round with a pending decision has a responsible user for that stage', () => {
    for (const round of data.completedRounds) {
      const holders = (role: string) => data.users.filter((user) => user.roles.some((assignment) => assignment.mrId === round.mrId && assignment.role === role));
      if (round.userDecision1Required) expect(holders('HANDEINGABE_RESPONSIBLE1').length).toBeGreaterThanOrEqual(1);
      if (round.userDecision2Required) expect(holders('HANDEINGABE_RESPONSIBLE2').length).toBeGreaterThanOrEqual(1);
    }
  });
});
