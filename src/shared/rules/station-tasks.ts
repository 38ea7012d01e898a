// spec entry.md §3 Station task (whether the typed type and text suffice: ../format/task-input)
import type { StationTask } from '../schema/station';

/** A task the user adds on the device: no server task id yet (so it counts as user-added). */
export function newTask(taskType: string, text: string, staNumber: string, creationTime: string): StationTask {
  return { taskType: taskType.trim(), text: text.trim(), staNumber, creationTime, taskDone: false };
}
