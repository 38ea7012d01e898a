import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationTask } from '../../../../shared/model';
import { canCreateTask } from '../../../../shared/format/task-input';
import { editRound } from '../../../state/mobile/round-actions';
import { useRoundView } from '../../../state/mobile/use-round-view';

/**
 * The station's tasks (every entry of the station carries them): ticking one done, or adding one, completes the
 * station (spec entry.md §4); a new task needs a type and a text (§5). The worker adds the task to every entry.
 */
export function StationTasks({ rows }: { rows: readonly number[] }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const entries = view.round.entries;
  const first = entries[rows[0]];
  const tasks = first.staTasks ?? [];
  const knownTypes = [...new Set(entries.flatMap((entry) => entry.staTasks ?? []).map((task) => task.taskType))];
  const [taskType, setTaskType] = useState('');
  const [text, setText] = useState('');

  const save = (staTasks: StationTask[]) => void editRound(rows.map((row) => ({ kind: 'entry', entryKey: view.rows[row].entryKey, patch: { staTasks } })));
  const toggle = (position: number, taskDone: boolean) => save(tasks.map((task, i) => (i === position ? { ...task, taskDone } : task)));
  const add = () => {
    void editRound([{ kind: 'addTask', entryKey: view.rows[rows[0]].entryKey, taskType, text }]);
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
