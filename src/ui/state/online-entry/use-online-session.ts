import type { MrId } from '../../../shared/contract/ids';
import { useEffect, useState } from 'react';
import { requireLogin } from '../../auth';
import { closeOnlineSession, openOnlineSession } from './online-session';

/**
 * Opens the session's copy while the screen is shown and closes it when the screen goes; true once this
 * session is open (until then the mobile store may still hold the previous screen's round).
 * `generation` reopens the session (after a post).
 */
export function useOnlineSession(mrId: MrId, session: string, generation = 0): boolean {
  const [openedSession, setOpenedSession] = useState<string>();
  const key = `${session}#${generation}`;
  useEffect(() => {
    if (!requireLogin()) return;
    let current = true;
    void openOnlineSession(mrId, session).then(() => current && setOpenedSession(key));
    return () => {
      current = false;
      void closeOnlineSession(session);
    };
  }, [mrId, session, key]);
  return openedSession === key;
}
