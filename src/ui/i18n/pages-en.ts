// English texts of the navigation bar, the about page and the static pages (spec archive.md §2).
import type { Messages } from './messages';

export const navEn: Messages['nav'] = {
  config: 'Settings',
  about: 'Help',
  documents: 'Measure documents',
  permissions: 'Permissions',
  darkTheme: 'Dark theme',
  lightTheme: 'Light theme',
  outdoorTheme: 'Outdoor theme',
  menu: 'Menu',
};

export const pageTitleEn: Messages['pageTitle'] = {
  page: '{{part}} – {{product}}',
  mobile: 'Offline entry',
  chart: 'Timeseries',
};

export const aboutEn: Messages['about'] = {
  title: 'About the hand entry',
  privacy: 'Privacy policy',
  imprint: 'Imprint',
  changelog: 'Changelog',
  help: 'Online help',
  needsInternet: 'needs an internet connection',
  versions: 'Versions',
  clientVersion: 'Client version',
  serverVersion: 'Server version',
  unknown: 'unknown',
  userAgent: 'User agent',
  pwaTitle: 'Install as an app',
  pwa:
    'The hand entry can be installed as a progressive web app: choose “Install app” or “Add to home screen” in the browser menu. The installed app starts without an address bar and works without network with preloaded measuring tours.',
  pwaInstalled: 'This hand entry runs as an installed app.',
  licences: 'Open-source licences',
  licencesIntro: 'In the browser the hand entry uses these open-source libraries:',
  bugReport: 'Report a bug',
  bugReportIntro: 'Copy this template into your bug report and add the description and steps.',
  bugTemplate:
    'Product: {{product}}\nDescription: \nSteps to reproduce:\n1. \n2. \nURL: {{url}}\nClient version: {{clientVersion}}\nServer version: {{serverVersion}}\nBrowser: {{browser}}\nUser agent: {{userAgent}}',
  copy: 'Copy template',
  copied: 'The template is on the clipboard.',
  copyFailed: 'Copying is not possible – please select the text and copy it.',
};

export const changelogEn: Messages['changelog'] = {
  title: 'Changelog',
  entries: {
    '2025-04': {
      date: 'April 2025',
      text: 'Date plausibility check: readings more than 10 days in the past are implausible and marked. Keyboard shortcuts for navigation, light and dark theme.',
    },
    '2024-10': { date: 'October 2024', text: 'Permission management for administrators: roles per user and measuring tour.' },
    '2023-05': { date: 'May 2023', text: 'Analysis views with charts, remarks and a yearly overview per measuring tour.' },
    '2022-03': { date: 'March 2022', text: 'Login through a central identity provider; the archive shows decisions 1 and 2.' },
    '2020-09': { date: 'September 2020', text: 'Offline entry on mobile devices with photos, map and barcode search.' },
    '2019-02': { date: 'February 2019', text: 'CSV import from data collectors and printout of the measuring tour.' },
    '2017-06': { date: 'June 2017', text: 'Meteorological daily values with precipitation, snow height and fresh snow.' },
    '2015-11': { date: 'November 2015', text: 'Discharge calculated from the gauge and the rating curve.' },
    '2014-04': { date: 'April 2014', text: 'First version: enter gauge readings of the measuring tours in the office and post them to the server.' },
  },
};

export const imprintEn: Messages['imprint'] = {
  title: 'Imprint',
  operatorTitle: 'Operator',
  operator:
    'Owner and operator of this installation is the hydrographic service that organises the measuring tours. Please address questions about the application to the operations management of your measuring tour.',
  purposeTitle: 'Purpose',
  purpose:
    'The hand entry records readings at hydrological and meteorological measuring sites. It is meant for observers, dam keepers and operations managers.',
  liabilityTitle: 'Liability',
  liability: 'The values shown are raw data and not checked. Decisions rely only on the checked data of the hydrographic service.',
};

export const privacyEn: Messages['privacy'] = {
  title: 'Privacy policy',
  deviceTitle: 'Data on this device',
  device:
    'Measuring tours entered offline, photos, settings and cached readings are kept in the browser storage of this device. They stay there until a measuring tour is posted or deleted.',
  serverTitle: 'Data on the server',
  server:
    'Posted readings are stored with time, team and remarks. The server logs requests with time and browser identification to find errors.',
  loginTitle: 'Login',
  login:
    'At login the identity provider checks user name and password. The hand entry receives only the user name and the assigned roles.',
  noTrackingTitle: 'No tracking',
  noTracking: 'No analytics or advertising services are included. Map tiles are loaded only from the configured map services.',
};
