// spec entry.md §4 (posting refused while a transfer runs or printing is missing) and §8 alerts: the refusals the
// worker answers are explained to the user in the UI language, not in the worker's internal English message.
import { describe, expect, test } from 'vitest';
import { workerErrorKey } from '../../../src/ui/app/worker-error-key';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';

const textOf = (resources: typeof de | typeof en, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);

describe('spec entry.md §4 refusals shown in the UI language', () => {
  test("'A transfer is running' and the print requirement have German and English texts", () => {
    const running = workerErrorKey({ code: 'VALIDATION', message: 'A transfer is running' })!;
    expect(textOf(de, running)).toBe('Eine Übertragung läuft gerade; die Messtour kann erst danach wieder übertragen oder geändert werden.');
    expect(textOf(en, running)).toBe('A transfer is running; the measuring tour can be transferred or changed again only afterwards.');
    const sent = workerErrorKey({ code: 'VALIDATION', message: 'The readings were transferred; post again to send the missing photos' })!;
    expect(textOf(de, sent)).toBe('Die Messwerte sind bereits übertragen und können nicht mehr geändert werden; bitte erneut übertragen, um die fehlenden Fotos zu senden.');
    const print = workerErrorKey({ code: 'VALIDATION', message: 'The round must be printed before it is posted' })!;
    expect(textOf(de, print)).toBe('Vor dem Übertragen muss die Messtour gedruckt werden.');
  });

  test('other errors: the code decides (login, no groups), else the message itself is shown', () => {
    expect(workerErrorKey({ code: 'NOT_LOGGED_IN', message: 'x' })).toBe('groups.loginRequired');
    expect(workerErrorKey({ code: 'NO_GROUPS', message: 'x' })).toBe('groups.noGroups');
    expect(workerErrorKey({ code: 'VALIDATION', message: 'Missing instanceId!' })).toBeUndefined();
  });
});
