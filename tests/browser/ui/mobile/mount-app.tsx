// The mobile screens with the app's alerts, and helpers to read what the worker stored.
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import type { InstanceId, RoundView } from '../../../../src/shared/contract';
import MobileRound from '../../../../src/ui/screens/mobile/MobileRound';
import '../../../../src/ui/styles.css';
import { editsStored } from '../../../../src/ui/state/mobile/round-actions';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, mountRoutesAt, startAppOnce, type Mounted } from '../mount';
import { storedRoundView } from '../../worker/round-helpers';

export { DEMO_ROUND_ID, DEMO_ROUND_NAME, resetSettings, useSettings } from '../mount';
export type { Mounted };
export const startApp = () => startAppOnce('mobile');

export async function newDemoRound(): Promise<RoundView> {
  await startApp();
  return workerApi().createOfflineRound(DEMO_ROUND_ID);
}

export function mountAt(path: string): Mounted {
  return mountRoutesAt(
    path,
    <>
      <Route path="/mobile/:instanceId" nest component={MobileRound} />
      <Route path="/">
        <h1>Startseite</h1>
      </Route>
    </>,
  );
}

/** The input element of a series (by tsId) in the station input view. */
export function seriesField(tsId: string, selector = 'input') {
  const element = document.querySelector(`[data-ts-id="${tsId}"] ${selector}`);
  if (!element) throw new Error(`no ${selector} for series ${tsId}`);
  return page.elementLocator(element);
}

/** The round as the worker stored it, once every edit sent so far is committed. */
export async function storedRound(instanceId: InstanceId): Promise<RoundView> {
  await editsStored();
  return storedRoundView(workerApi(), instanceId);
}

export function storedEntry(view: RoundView, staNumber: string, tsParameter: string) {
  const entry = view.round.entries.find((candidate) => candidate.staNumber === staNumber && candidate.tsParameter === tsParameter);
  if (!entry) throw new Error(`no entry ${staNumber} ${tsParameter}`);
  return entry;
}

/** A new demo copy opened on the input view of one station; `tsId` and `stored` look up its series by parameter. */
export async function openStation(staNumber: string) {
  const view = await newDemoRound();
  const instanceId = view.round.instanceId;
  const mounted = mountAt(`/mobile/${instanceId}/input/${staNumber}`);
  await expect.element(page.getByRole('heading', { level: 2 })).toHaveTextContent(`(${staNumber})`);
  const tsId = (parameter: string) => storedEntry(view, staNumber, parameter).tsId;
  const stored = async (parameter: string) => storedEntry(await storedRound(instanceId), staNumber, parameter);
  return { view, instanceId, mounted, tsId, stored };
}
