import { asMrId } from '../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { Permission } from '../../../src/shared/api';
import { roundChoices, userTables, visibleChoices } from '../../../src/worker/permissions/permission-tables';

const observe: Permission = { username: 'maier', mrId: asMrId(9), mrName: 'Pegeltour Inn', role: 'HANDEINGABE_OBSERVE' };
const responsible: Permission = { username: 'huber', mrId: asMrId(7), mrName: 'Sperre Gepatsch', role: 'HANDEINGABE_RESPONSIBLE1' };
const second: Permission = { username: 'huber', mrId: asMrId(7), mrName: 'Sperre Gepatsch', role: 'HANDEINGABE_RESPONSIBLE2' };
const elsewhere: Permission = { username: 'huber', mrId: asMrId(9), mrName: 'Pegeltour Inn', role: 'HANDEINGABE_OBSERVE', $action: 'NEW' };

describe('spec archive.md §2 three-list assignment and filters by user, round and role', () => {
  test('rounds to assign: measure rounds plus rounds only known from permissions, by name, once each', () => {
    const rounds = roundChoices([{ mrId: asMrId(7), mrName: 'Sperre Gepatsch' }, { mrId: asMrId(3), mrName: 'Äußere Runde' }], [responsible, observe]);
    expect(rounds).toEqual([
      { mrId: 3, mrName: 'Äußere Runde' },
      { mrId: 9, mrName: 'Pegeltour Inn' },
      { mrId: 7, mrName: 'Sperre Gepatsch' },
    ]);
  });

  test('the lists are narrowed by the filters: user and round as case-insensitive text, role exactly', () => {
    const lists = { users: ['huber', 'maier'], rounds: roundChoices([], [responsible, observe]), roles: ['HANDEINGABE_OBSERVE', 'HANDEINGABE_RESPONSIBLE1'] };
    expect(visibleChoices(lists, {})).toEqual(lists);
    expect(visibleChoices(lists, { user: 'HUB', round: 'sperre', role: 'HANDEINGABE_OBSERVE' })).toEqual({
      users: ['huber'],
      rounds: [{ mrId: 7, mrName: 'Sperre Gepatsch' }],
      roles: ['HANDEINGABE_OBSERVE'],
    });
    expect(visibleChoices(lists, { round: '9' }).rounds).toEqual([{ mrId: 9, mrName: 'Pegeltour Inn' }]);
  });

  test('per-user tables: users by name, their rounds by name with the roles on each; a user without permissions is listed', () => {
    const tables = userTables(['maier', 'huber', 'neu'], [observe, responsible, second, elsewhere], {});
    expect(tables.map((table) => table.username)).toEqual(['huber', 'maier', 'neu']);
    expect(tables[0].rounds).toEqual([
      { mrId: 9, mrName: 'Pegeltour Inn', entries: [elsewhere] },
      { mrId: 7, mrName: 'Sperre Gepatsch', entries: [responsible, second] },
    ]);
    expect(tables[2].rounds).toEqual([]);
  });

  test('with a round or role filter only users with a matching entry remain, showing only matching entries', () => {
    expect(userTables(['huber', 'maier', 'neu'], [observe, responsible, second, elsewhere], { role: 'HANDEINGABE_OBSERVE', round: 'pegel' })).toEqual([
      { username: 'huber', rounds: [{ mrId: 9, mrName: 'Pegeltour Inn', entries: [elsewhere] }] },
      { username: 'maier', rounds: [{ mrId: 9, mrName: 'Pegeltour Inn', entries: [observe] }] },
    ]);
    expect(userTables(['huber', 'maier'], [observe, responsible], { user: 'mai' }).map((table) => table.username)).toEqual(['maier']);
  });
});
