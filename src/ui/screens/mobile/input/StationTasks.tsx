import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import type { StationTask } from '../../../../shared/schema/station';
import { canCreateTask } from '../../../../shared/format/task-input';
import { editRound } from '../../../state/mobile/round-actions';
import { editStationTasks } from '../../../state/mobile/station-actions';
import { useRoundSelector } from '../../../state/mobile/use-round-view';
import type { RoundView } from '../../../../shared/contract';
import { sameJson } from '../../../../shared/same-json';

/**
 * The station's tasks (every entry of the station carries them): ticking one done, or adding one, completes the
 * station (spec entry.md §4); a new task needs a type and a text (§5). The worker adds the task to every entry.
 */
export function StationTasks({ rows }: { rows: readonly number[] }) {
  const { t } = useT();
  // the station's tasks and the round's task types by value: a value typed elsewhere does not render them (issue 13)
  const entryKey = useRoundSelector((view) => view.rows[rows[0]].entryKey);
  const tasks = useRoundSelector((view) => view.round.entries[rows[0]].staTasks ?? NO_TASKS, sameJson);
  const knownTypes = useRoundSelector(knownTaskTypes, sameJson);
  const [taskType, setTaskType] = useState('');
  const [text, setText] = useState('');

  const save = (staTasks: StationTask[]) => void editStationTasks(rows, staTasks);
  const toggle = (position: number, taskDone: boolean) => save(tasks.map((task, i) => (i === position ? { ...task, taskDone } : task)));
  const add = () => {
    void editRound([{ kind: 'addTask', entryKey, taskType, text }]);
    setTaskType('');
    setText('');
  };

  return (
    <details className="station-tasks" open={tasks.length > 0}>
      <summary>
        {t('mobile.tasks')} ({tasks.filter((task) => !task.taskDone).length})
      </summary>
      {tasks.map((task, i) => (
        <label key={task.taskId ?? `new-${i}`} className="toggle">
          <input type="checkbox" checked={task.taskDone ?? false} onChange={(event) => toggle(i, event.target.checked)} />
          <span className="badge badge-task">{task.taskType}</span> <span>{task.text}</span>
        </label>
      ))}
      <div className="input-grid new-task">
        <label className="field">
          <span>{t('mobile.taskType')}</span>
          <input list="task-types" value={taskType} onChange={(event) => setTaskType(event.target.value)} />
          <datalist id="task-types">
            {knownTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
        </label>
        <label className="field">
          <span>{t('mobile.taskText')}</span>
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="button" className="btn" disabled={!canCreateTask(taskType, text)} onClick={add}>
          {t('mobile.addTask')}
        </button>
      </div>
    </details>
  );
}

const NO_TASKS: StationTask[] = [];

/** the task types of the round, once per view however many components ask */
const taskTypesOf = new WeakMap<RoundView, string[]>();
function knownTaskTypes(view: RoundView): string[] {
  let types = taskTypesOf.get(view);
  if (!types) taskTypesOf.set(view, (types = [...new Set(view.round.entries.flatMap((entry) => entry.staTasks ?? []).map((task) => task.taskType))]));
  return types;
}
