import { asMrId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { Permission } from '../../../../src/shared/api';
import { permissionBadgeClass, roleLabelKey, toggleAllShown } from '../../../../src/ui/state/permissions/permission-view';

const responsible: Permission = { username: 'huber', mrId: asMrId(7), mrName: 'Sperre Gepatsch', role: 'HANDEINGABE_RESPONSIBLE1' };
const elsewhere: Permission = { username: 'huber', mrId: asMrId(9), mrName: 'Pegeltour Inn', role: 'HANDEINGABE_OBSERVE', $action: 'NEW' };

describe('spec archive.md §6 role labels: the three known roles translated, others raw', () => {
  test('known roles have a label key, other role names none', () => {
    expect(roleLabelKey('HANDEINGABE_OBSERVE')).toBe('permissions.roleNames.HANDEINGABE_OBSERVE');
    expect(roleLabelKey('HANDEINGABE_RESPONSIBLE1')).toBe('permissions.roleNames.HANDEINGABE_RESPONSIBLE1');
    expect(roleLabelKey('HANDEINGABE_RESPONSIBLE2')).toBe('permissions.roleNames.HANDEINGABE_RESPONSIBLE2');
    expect(roleLabelKey('PEGELWART')).toBeUndefined();
  });
});

describe('spec archive.md §2 badge colours: success, primary, and warning for new ones', () => {
  test('existing success, toggled for deletion primary, NEW warning', () => {
    expect(permissionBadgeClass(responsible)).toBe('badge-success');
    expect(permissionBadgeClass({ ...responsible, $action: 'DELETED' })).toBe('badge-primary');
    expect(permissionBadgeClass(elsewhere)).toBe('badge-warning');
  });
});

describe('spec archive.md §2 bulk selection by double click', () => {
  test('chooses every shown entry, keeping chosen ones that are not shown', () => {
    expect(toggleAllShown(['x'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleAllShown(['a'], ['a', 'b'])).toEqual(['a', 'b']);
  });

  test('when all shown are chosen already, a double click clears them', () => {
    expect(toggleAllShown(['x', 'a', 'b'], ['a', 'b'])).toEqual(['x']);
    expect(toggleAllShown([], [])).toEqual([]);
  });
});
