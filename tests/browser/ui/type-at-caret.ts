import { userEvent, type Locator } from 'vitest/browser';

/** Puts the caret at `position` in a text field and types `key` there with the keyboard, as a user does. */
export async function typeAtCaret(field: Locator, position: number, key: string): Promise<HTMLInputElement | HTMLTextAreaElement> {
  const element = field.element() as HTMLInputElement | HTMLTextAreaElement;
  element.focus();
  element.setSelectionRange(position, position);
  await userEvent.keyboard(key);
  return element;
}
