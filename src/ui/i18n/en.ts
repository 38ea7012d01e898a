import type { Messages } from './messages';
import { documentsEn, permissionsEn } from './admin-en';
import { archiveEn } from './archive-en';
import { errorsEn } from './errors-en';
import { aboutEn, changelogEn, imprintEn, navEn, pageTitleEn, privacyEn } from './pages-en';
import { apiEn, inputEn, mobileEn } from './mobile-en';
import { configEn, hydroEn, meteoEn, stationsEn } from './online-input-en';
import { analysisEn, chartEn, csvEn, preloadEn } from './tools-en';

export const en: Messages = {
  app: {
    title: 'Hand entry',
    defaultTitle: 'Hand entry mask for the operator',
    loading: 'Loading …',
    offline: 'Offline',
    newVersion: 'A new version is available. Load the new version?',
    reload: 'Reload',
    dismiss: 'Close',
    notFound: 'This page does not exist.',
    home: 'Home',
  },
  nav: navEn,
  pageTitle: pageTitleEn,
  auth: {
    login: 'Login',
    logout: 'Logout',
    loginUnavailable: 'Login is not possible right now: the login server cannot be reached.',
  },
  dateInput: {
    dateTimePlaceholder: 'dd/mm/yyyy hh:mm',
    dayPlaceholder: 'dd/mm/yyyy',
    timePlaceholder: 'hh:mm',
  },
  groups: {
    observerLists: 'Observer lists',
    observerMonth: 'Month',
    observerKind: { meteoInput: 'Meteo', hydroInputOWF: 'Surface water', hydroInputUWQ: 'Groundwater and springs' },
    dataVersion: 'Readings as of',
    title: 'Measuring tours',
    date: 'Date',
    dateHint: 'The measuring tours appear after the date has been entered.',
    filter: 'Filter',
    version: 'Measuring tours as of',
    versionUnknown: 'unknown',
    fromCache: 'No connection to the server – stored measuring tours are shown.',
    persistentStorageWarning:
      'The browser has not granted persistent storage. Data stored offline may be deleted when storage runs low.',
    errorTitle: 'Error while loading measuring tours',
    error: 'The measuring tours could not be loaded.',
    noGroups: 'Could not load tours from the server nor from local storage',
    loginRequired: 'Please login to load the measuring tours',
    loginRequiredSave: 'Please login to record and save the measuring tour',
    offlineCopies: 'Offline copies on this device',
    createOfflineCopy: 'Record offline',
    createCopyError: 'The offline copy could not be created.',
    deleteEmptyCopies: 'Delete empty copies',
    copyInTransfer: 'being transferred …',
    gpx: 'GPX',
    gpxError: 'The GPX file could not be created.',
    progress: '{{percent}} % of the stations recorded',
    empty: 'No measuring tours found.',
    count_one: '{{count}} measuring tour',
    count_other: '{{count}} measuring tours',
  },
  mobile: mobileEn,
  input: inputEn,
  api: apiEn,
  errors: errorsEn,
  archive: archiveEn,
  csv: csvEn,
  preload: preloadEn,
  chart: chartEn,
  analysis: analysisEn,
  config: configEn,
  stations: stationsEn,
  hydro: hydroEn,
  meteo: meteoEn,
  documents: documentsEn,
  permissions: permissionsEn,
  about: aboutEn,
  changelog: changelogEn,
  imprint: imprintEn,
  privacy: privacyEn,
};
