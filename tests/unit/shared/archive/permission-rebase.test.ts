// issue 33: a permissions save refused because another admin saved first keeps this admin's edits over the fresh state.
import { describe, expect, test } from 'vitest';
import { asMrId } from '../../../../src/shared/contract/ids';
import type { Permission } from '../../../../src/shared/api';
import { rebasePermissionEdits } from '../../../../src/shared/rules/permission-rebase';

const entry = (username: string, role: string, $action?: Permission['$action']): Permission => ({
  username,
  mrId: asMrId(1),
  mrName: 'Pegel Inn',
  role,
  ...($action && { $action }),
});

describe('issue 33 rebasePermissionEdits', () => {
  test('NEW and DELETED marks and added users are laid over the fresh state; the other admin\'s changes are named', () => {
    const edited = {
      roles: ['R1', 'R2'],
      users: ['anna', 'bert', 'neu'],
      permissions: [entry('anna', 'R1', 'DELETED'), entry('bert', 'R1'), entry('neu', 'R2', 'NEW'), entry('gone', 'R1')],
    };
    const fresh = { roles: ['R1', 'R2', 'R3'], users: ['anna', 'bert', 'carl'], permissions: [entry('anna', 'R1'), entry('bert', 'R1'), entry('carl', 'R3')] };
    const { data, byOther } = rebasePermissionEdits(edited, ['anna', 'bert'], fresh);
    expect(data.permissions).toEqual([entry('anna', 'R1', 'DELETED'), entry('bert', 'R1'), entry('carl', 'R3'), entry('neu', 'R2', 'NEW')]);
    expect(data.users).toEqual(['anna', 'bert', 'carl', 'neu']);
    expect(data.roles).toEqual(['R1', 'R2', 'R3']);
    expect(byOther).toEqual({ added: [entry('carl', 'R3')], removed: [entry('gone', 'R1')] });
  });

  test('a NEW entry the other admin also granted is an existing one now; a DELETED one they removed is gone', () => {
    const edited = { roles: ['R1'], users: ['anna'], permissions: [entry('anna', 'R1', 'DELETED'), entry('anna', 'R2', 'NEW')] };
    const fresh = { roles: ['R1', 'R2'], users: ['anna'], permissions: [entry('anna', 'R2')] };
    const { data } = rebasePermissionEdits(edited, ['anna'], fresh);
    expect(data.permissions).toEqual([entry('anna', 'R2')]);
  });
});
