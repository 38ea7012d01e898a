import { useTranslation } from 'react-i18next';
import { PrintProtocol } from '../../../components/print/PrintProtocol';
import { useRoundView } from '../../../state/mobile/use-round-view';
import { OverviewActions } from './OverviewActions';
import { OverviewTable } from './OverviewTable';
import { RoundFields } from './RoundFields';
import { TransferList } from './TransferList';
import { roundProtocol } from './round-protocol';

/** spec entry.md §2 Mobile overview; printing it prints the round's protocol. */
export function Overview() {
  const { t } = useTranslation();
  const view = useRoundView();
  return (
    <div className="overview">
      <RoundFields />
      <OverviewActions />
      <TransferList />
      <OverviewTable />
      <PrintProtocol content={roundProtocol(view.round, t)} />
    </div>
  );
}
