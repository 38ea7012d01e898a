// The German texts (default language), in two parts (issue 38): the first route's and the other screens'.
import type { screensDe } from './screens-de';
import type { startDe } from './start-de';

/** Every German text: the shape every language fills. */
export type De = typeof startDe & typeof screensDe;
