// issue 36 item 10 (spec archive.md §2 Analysis views): the analysis of an unknown round says so in words and stops
// saying that the values are loading.
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { store } from '../../../../src/ui/state/store';
import { mountAt, startApp } from '../csv/mount-tools';
import { unmountScreens } from '../mount';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  store.alerts.splice(0);
  await i18next.changeLanguage('de');
});

describe('issue 36 item 10: analysis of an unknown group', () => {
  test('the message names the round, German and English; no "Die Werte werden geladen …" under it', async () => {
    mountAt('/analysis/charts/Keine%20solche%20Runde');
    await expect.element(page.getByText('Die Messtour „Keine solche Runde“ gibt es nicht.')).toBeVisible();
    await expect.element(page.getByText('Fehler beim Laden der Analyse')).toBeVisible();
    expect(page.getByText('Die Werte werden geladen …').elements()).toHaveLength(0);
    expect(document.body.textContent).not.toContain('GROUP_NOT_FOUND');

    await i18next.changeLanguage('en');
    await expect.element(page.getByText('There is no measuring round “Keine solche Runde”.')).toBeVisible();
    expect(page.getByText('Loading the values …').elements()).toHaveLength(0);
  });
});
