// spec entry.md §5 facility serial rules: the problem of a device's serial in German, one source for the posted `$invalid`
// (the archive shows that text, spec archive.md) and the German screen's text (i18next's form, mobile.facility.*).
import type { SerialProblem } from '../rules/station-facilities';

export const SERIAL_PROBLEM_DE = {
  serialEmpty: 'Die Seriennummer ist leer',
  serialInUse: 'Die Seriennummer wird bereits verwendet: {{staName}} ({{staNumber}})',
} as const;

/** The problem as the posted round carries it in `$invalid`. */
export function serialProblemText(problem: SerialProblem): string {
  if (problem.key === 'mobile.facility.serialEmpty') return SERIAL_PROBLEM_DE.serialEmpty;
  return SERIAL_PROBLEM_DE.serialInUse.replace('{{staName}}', () => problem.values.staName).replace('{{staNumber}}', () => problem.values.staNumber);
}
