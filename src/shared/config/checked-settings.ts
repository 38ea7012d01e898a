// issue 34: settings from the server and from the device are read through their schema like every other record.
// A field that breaks it falls back to its default (objects field by field) with a note naming it; the app never
// starts from a setting it cannot use (a `locale: 7` once left it blank).
import type { TSchema } from 'typebox';
import type { Settings } from '../schema/settings';
import { violationOf } from '../schema/check';
import { SettingsSchema } from '../schema/settings';

/** A setting that fell back to its default: the field (e.g. 'locale', 'csvImporter.dateTimeFormat') and why. */
export interface SettingNote {
  field: string;
  message: string;
}

export interface CheckedSettings {
  settings: Settings;
  /** one per field that fell back */
  notes: SettingNote[];
}

/** The merged settings with every field that breaks SettingsSchema replaced by its default. */
export function withinSchema(merged: Record<string, unknown>, defaults: Settings): CheckedSettings {
  const notes: SettingNote[] = [];
  const settings = checkedFields(SettingsSchema.properties, merged, defaults as unknown as Record<string, unknown>, '', notes);
  return { settings: settings as unknown as Settings, notes };
}

function checkedFields(schemas: Record<string, TSchema>, value: Record<string, unknown>, defaults: Record<string, unknown>, path: string, notes: SettingNote[]) {
  const checked = { ...value };
  for (const [key, schema] of Object.entries(schemas)) {
    if (checked[key] === undefined) continue;
    const violation = violationOf(schema, checked[key]);
    if (!violation) continue;
    const fallback = defaults[key];
    if (isRecord(fallback) && isRecord(checked[key]) && isRecord((schema as { properties?: unknown }).properties)) {
      checked[key] = checkedFields((schema as { properties: Record<string, TSchema> }).properties, checked[key], fallback, `${path}${key}.`, notes);
      continue;
    }
    notes.push({ field: `${path}${violation.field ? `${key}.${violation.field}` : key}`, message: violation.message });
    if (fallback === undefined) delete checked[key];
    else checked[key] = fallback;
  }
  return checked;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
