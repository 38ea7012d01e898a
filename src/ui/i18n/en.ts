import type { Messages } from './messages';

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
  nav: {
    home: 'Home',
    config: 'Settings',
    about: 'Help',
  },
  groups: {
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
    empty: 'No measuring tours found.',
    count_one: '{{count}} measuring tour',
    count_other: '{{count}} measuring tours',
  },
};
