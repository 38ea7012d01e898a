// The open-source libraries the app runs in the browser, with their licences (spec archive.md §2 About page).
// Kept by hand; tests/unit/ui/licences.test.ts checks it against the imports and the packages' own licence fields.

interface Licence {
  name: string;
  /** SPDX identifier as the package declares it */
  licence: string;
  url: string;
}

export const LICENCES: readonly Licence[] = [
  { name: '@react-leaflet/core', licence: 'Hippocratic-2.1', url: 'https://github.com/PaulLeCam/react-leaflet' },
  { name: 'barcode-detector', licence: 'MIT', url: 'https://github.com/Sec-ant/barcode-detector' },
  { name: 'comlink', licence: 'Apache-2.0', url: 'https://github.com/GoogleChromeLabs/comlink' },
  { name: 'date-fns', licence: 'MIT', url: 'https://github.com/date-fns/date-fns' },
  { name: 'i18next', licence: 'MIT', url: 'https://github.com/i18next/i18next' },
  { name: 'idb', licence: 'ISC', url: 'https://github.com/jakearchibald/idb' },
  { name: 'jose', licence: 'MIT', url: 'https://github.com/panva/jose' },
  { name: 'keycloak-js', licence: 'Apache-2.0', url: 'https://github.com/keycloak/keycloak-js' },
  { name: 'leaflet', licence: 'BSD-2-Clause', url: 'https://github.com/Leaflet/Leaflet' },
  { name: 'lucide-react', licence: 'ISC', url: 'https://github.com/lucide-icons/lucide' },
  { name: 'papaparse', licence: 'MIT', url: 'https://github.com/mholt/PapaParse' },
  { name: 'react', licence: 'MIT', url: 'https://github.com/react/react' },
  { name: 'react-dom', licence: 'MIT', url: 'https://github.com/react/react' },
  { name: 'react-i18next', licence: 'MIT', url: 'https://github.com/i18next/react-i18next' },
  { name: 'react-leaflet', licence: 'Hippocratic-2.1', url: 'https://github.com/PaulLeCam/react-leaflet' },
  { name: 'typebox', licence: 'MIT', url: 'https://github.com/sinclairzx81/typebox' },
  { name: 'uplot', licence: 'MIT', url: 'https://github.com/leeoniya/uPlot' },
  { name: 'valtio', licence: 'MIT', url: 'https://github.com/pmndrs/valtio' },
  { name: 'workbox-window', licence: 'MIT', url: 'https://github.com/GoogleChrome/workbox' },
  { name: 'wouter', licence: 'Unlicense', url: 'https://github.com/molefrog/wouter' },
  { name: 'zxing-wasm', licence: 'MIT', url: 'https://github.com/Sec-ant/zxing-wasm' },
];
