import { useTranslation } from 'react-i18next';
import { editRound } from '../../../state/mobile/round-actions';
import { useRoundView } from '../../../state/mobile/use-round-view';

/** The station's tasks (every entry of the station carries them); ticking one done completes the station (spec entry.md §4). */
export function StationTasks({ rows }: { rows: readonly number[] }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const row = rows[0];
  const tasks = (view.round.entries)[row].staTasks ?? [];
  if (tasks.length === 0) return null;
  const toggle = (position: number, taskDone: boolean) => {
    const staTasks = tasks.map((task, i) => (i === position ? { ...task, taskDone } : task));
    void editRound(rows.map((index) => ({ kind: 'entry', index, patch: { staTasks } })));
  };
  return (
    <fieldset className="station-tasks">
      <legend>{t('mobile.tasks')}</legend>
      {tasks.map((task, i) => (
        <label key={task.taskId ?? i} className="toggle">
          <input type="checkbox" checked={task.taskDone ?? false} onChange={(event) => toggle(i, event.target.checked)} />
          <span className="badge badge-task">{task.taskType}</span> <span>{task.text}</span>
        </label>
      ))}
    </fieldset>
  );
}
