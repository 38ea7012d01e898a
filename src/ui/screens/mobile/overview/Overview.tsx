import { OverviewActions } from './OverviewActions';
import { OverviewTable } from './OverviewTable';
import { RoundFields } from './RoundFields';
import { TransferList } from './TransferList';

/** spec entry.md §2 Mobile overview. */
export function Overview() {
  return (
    <div className="overview">
      <RoundFields />
      <OverviewActions />
      <TransferList />
      <OverviewTable />
    </div>
  );
}
