// Demo users and their roles per round (archive.md §6): 'demo' is the administrator.
import type { Role } from '../../shared/api';
import type { DemoUser } from './demo-data';

const DEMO_USERNAME = 'demo';
const OBSERVER_USERNAME = 'beobachter';
const RESPONSIBLE1_USERNAME = 'sperrenwart';
const RESPONSIBLE2_USERNAME = 'betriebsleiter';

const withRole = (role: Role, mrIds: readonly number[]) => mrIds.map((mrId) => ({ mrId, role }));

/** `decisionRoundIds` are the rounds with decisions (dams); `allRoundIds` every round. */
export function buildUsers(allRoundIds: readonly number[], decisionRoundIds: readonly number[], demoRoundIds: readonly number[]): DemoUser[] {
  return [
    {
      username: DEMO_USERNAME,
      isAdmin: true,
      roles: [
        ...withRole('HANDEINGABE_OBSERVE', allRoundIds),
        ...withRole('HANDEINGABE_RESPONSIBLE1', demoRoundIds),
        ...withRole('HANDEINGABE_RESPONSIBLE2', demoRoundIds),
      ],
    },
    { username: OBSERVER_USERNAME, isAdmin: false, roles: withRole('HANDEINGABE_OBSERVE', allRoundIds.filter((id) => !decisionRoundIds.includes(id))) },
    { username: RESPONSIBLE1_USERNAME, isAdmin: false, roles: [...withRole('HANDEINGABE_OBSERVE', decisionRoundIds), ...withRole('HANDEINGABE_RESPONSIBLE1', decisionRoundIds)] },
    { username: RESPONSIBLE2_USERNAME, isAdmin: false, roles: withRole('HANDEINGABE_RESPONSIBLE2', decisionRoundIds) },
  ];
}
