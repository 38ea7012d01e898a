import { asMrId } from '../../../shared/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useRouteParams } from '../../app/route-params';
import { formatDay } from '../../../shared/format/date';
import type { Settings } from '../../../shared/schema/settings';
import type { RoundView } from '../../../shared/contract';
import { uiLocale } from '../../i18n/ui-locale';
import { mobileStore } from '../../state/mobile/mobile-store';
import { useRoundView } from '../../state/mobile/use-round-view';
import { postOnlineSession } from '../../state/online-entry/online-session';
import { defaultDateTime } from '../../state/online-entry/table-actions';
import { useOnlineSession } from '../../state/online-entry/use-online-session';
import { store } from '../../state/store';
import { ColumnChoice } from './ColumnChoice';
import { loadColumns, saveColumns, type TableColumn } from './columns';
import { EntryTable } from './EntryTable';
import { OverwriteDatesButton } from './OverwriteDatesButton';
import './online-input.css';

/** spec entry.md §2 Online tabular input (route /stations/{group}/{date}); the group is its mrId, the date yyyy-MM-dd. */
export default function StationsInput() {
  const { t, i18n } = useTranslation();
  const { group = '', date = '' } = useRouteParams<{ group: string; date: string }>();
  const session = `stations:${group}:${date}`;
  const settings = useSnapshot(store).settings as Settings | undefined;
  const { status, posting } = useSnapshot(mobileStore);
  const view = useRoundView() as RoundView | undefined;
  const [columns, setColumns] = useState<TableColumn[]>(loadColumns);
  const [opened, setOpened] = useState(0);

  const ready = useOnlineSession(asMrId(group), session, opened);

  if (!settings || !ready || status !== 'loaded' || !view) {
    return <p>{ready && status === 'missing' ? t('stations.loadError') : t('stations.loading')}</p>;
  }
  const locale = uiLocale(i18n.language);
  const defaultDt = defaultDateTime(date, settings.defaultTime, settings.mez);
  const check = view.tablePostCheck;

  const post = async () => {
    if (await postOnlineSession()) {
      setOpened((count) => count + 1);
    }
  };

  return (
    <section className="stations-input">
      <h1>{t('stations.title', { name: view.round.mrName, date: formatDay(`${date}T12:00:00`, locale) })}</h1>
      <ColumnChoice
        columns={columns}
        onChange={(next) => {
          setColumns(next);
          saveColumns(next);
        }}
      />
      <EntryTable view={view} columns={columns} day={date} defaultDt={defaultDt} settings={settings} />
      {!check.ok && <p className="hint">{t(`stations.${check.reason}`)}</p>}
      <div className="button-row">
        <OverwriteDatesButton />
        <button type="button" className="btn btn-primary" disabled={!check.ok || posting} onClick={() => void post()}>
          {posting ? t('stations.posting') : t('stations.post')}
        </button>
      </div>
    </section>
  );
}
