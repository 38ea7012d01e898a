// spec entry.md §3 Station task; §5 task creation needs a type and text
import type { StationTask } from '../model/station';

export function canCreateTask(taskType: string | undefined, text: string | undefined): boolean {
  return Boolean(taskType?.trim()) && Boolean(text?.trim());
}

/** A task the user adds on the device: no server task id yet (so it counts as user-added). */
export function newTask(taskType: string, text: string, staNumber: string, creationTime: string): StationTask {
  return { taskType: taskType.trim(), text: text.trim(), staNumber, creationTime, taskDone: false };
}
