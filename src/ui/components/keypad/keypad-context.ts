import { createContext } from 'react';

/** True inside a VirtualKeypad: number inputs then ask the device for no keyboard of its own (inputmode none). */
export const KeypadContext = createContext(false);
