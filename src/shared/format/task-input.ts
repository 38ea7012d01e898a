// spec entry.md §5 task creation: the new-task form's typed type and text must both be non-blank. Checked where it is
// typed (the add button follows each keystroke) and again by the worker that adds the task (issue 10).

export function canCreateTask(taskType: string | undefined, text: string | undefined): boolean {
  return Boolean(taskType?.trim()) && Boolean(text?.trim());
}
