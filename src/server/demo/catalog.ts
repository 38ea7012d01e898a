// The plan of the demo measure rounds: categories, round names, sites and station names in Tyrol.
// Round names carry the group-name fragments of DEFAULT_SETTINGS.inputKinds (Niederschlag, OWF, UWQ).

/** What a station measures; decides its timeseries (./timeseries.ts) and history models. */
export type StationKind =
  | 'gauge'
  | 'creek'
  | 'groundwater'
  | 'spring'
  | 'meteo'
  | 'snow'
  | 'lake'
  | 'reservoir'
  | 'visual'
  | 'seepage'
  | 'weir'
  | 'pendulum'
  | 'piezometer'
  | 'storage';

interface SitePlan {
  siteName: string;
  siteNumber: string;
  kind: StationKind;
  /** ground elevation of the site in m above the Adriatic */
  elevationM: number;
  stations: string[];
  /** the last station's number ends with this (archive.md §4: numbers ending VWB or V99 are left out of the event report) */
  lastNumberSuffix?: 'VWB' | 'V99';
}

export interface RoundPlan {
  mrId: number;
  mrName: string;
  mrGroup: string;
  mrRemark?: string;
  /** [latitude, longitude] around which the stations lie */
  centre: [number, number];
  /** prefix of generated station numbers (digits for hydrographic stations, letters for dams) */
  numberPrefix: string;
  sites: SitePlan[];
  /** the round gets map overlays (ortho and osm) */
  overlays?: boolean;
  /** the observers have not sent the last days yet: the history ends this many days early (editable meteo days) */
  pendingDays?: number;
}

export const DEMO_CATEGORY = 'Messtouren für demo';
const SURFACE_WATER = 'Hydrographie Oberflächenwasser';
const GROUND_WATER = 'Hydrographie Grundwasser und Quellen';
const METEO = 'Niederschlagsbeobachter';
const DAMS = 'Talsperrenüberwachung';
const SNOW = 'Schnee und Gletscher';

export const ROUND_PLANS: RoundPlan[] = [
  {
    mrId: 101,
    mrName: 'Demo Pegelrunde Innsbruck',
    mrGroup: DEMO_CATEGORY,
    mrRemark: 'Übungsrunde mit allen Eingabearten',
    centre: [47.27, 11.36],
    numberPrefix: '2013',
    overlays: true,
    sites: [
      { siteName: 'Inn', siteNumber: '2010', kind: 'gauge', elevationM: 574, stations: ['Innsbruck Universität', 'Völs Innbrücke', 'Hall Innsteg'] },
      { siteName: 'Sill', siteNumber: '2031', kind: 'creek', elevationM: 590, stations: ['Sillschlucht', 'Wilten Sillpark'] },
      { siteName: 'Grundwasser Innsbruck', siteNumber: '3100', kind: 'groundwater', elevationM: 580, stations: ['Sonde Reichenau', 'Sonde Rossau', 'Sonde Mühlau'] },
      { siteName: 'Quellen Nordkette', siteNumber: '3910', kind: 'spring', elevationM: 1020, stations: ['Mühlauer Quelle', 'Hungerburgquelle'] },
      { siteName: 'Wetterstation Innsbruck', siteNumber: '1001', kind: 'meteo', elevationM: 578, stations: ['Innsbruck Flughafen'] },
      { siteName: 'Schneemessfeld Seegrube', siteNumber: '1201', kind: 'snow', elevationM: 1905, stations: ['Seegrube'] },
      { siteName: 'Hochwasserschutzdamm Inn', siteNumber: 'HWS1', kind: 'visual', elevationM: 576, stations: ['Dammweg Rossau'] },
      { siteName: 'Gerätelager Hydrographie', siteNumber: '9000', kind: 'storage', elevationM: 575, stations: ['Lager Innsbruck Herrengasse'] },
    ],
  },
  {
    mrId: 102,
    mrName: 'Demo Kontrollgang Sperre Völs',
    mrGroup: DEMO_CATEGORY,
    mrRemark: 'Wöchentlicher Kontrollgang, Entscheidungen durch Sperrenwart und Betriebsleiter',
    centre: [47.25, 11.31],
    numberPrefix: 'VOE',
    overlays: true,
    sites: [
      { siteName: 'Sperre Völs', siteNumber: 'SVOE', kind: 'visual', elevationM: 640, stations: ['Krone Mitte', 'Luftseite Fuß', 'Wasserseite Böschung'] },
      { siteName: 'Sperre Völs', siteNumber: 'SVOE', kind: 'seepage', elevationM: 612, stations: ['Sickerwasser SW1', 'Sickerwasser SW2'] },
      { siteName: 'Sperre Völs', siteNumber: 'SVOE', kind: 'weir', elevationM: 610, stations: ['Messwehr Drainage'] },
      { siteName: 'Sperre Völs', siteNumber: 'SVOE', kind: 'pendulum', elevationM: 625, stations: ['Lot L1', 'Lot L2'] },
      { siteName: 'Sperre Völs', siteNumber: 'SVOE', kind: 'piezometer', elevationM: 615, stations: ['Piezometer P1', 'Piezometer P2'] },
      { siteName: 'Speicher Völs', siteNumber: 'RVOE', kind: 'reservoir', elevationM: 642, stations: ['Stauspiegel Einlaufbauwerk'] },
    ],
  },
  {
    mrId: 201,
    mrName: 'Pegel OWF Inn Oberland',
    mrGroup: SURFACE_WATER,
    centre: [47.24, 10.85],
    numberPrefix: '2011',
    sites: [
      { siteName: 'Inn', siteNumber: '2010', kind: 'gauge', elevationM: 720, stations: ['Landeck Perjen', 'Imst Innbrücke', 'Haiming', 'Telfs', 'Zirl'] },
      { siteName: 'Pitze', siteNumber: '2041', kind: 'creek', elevationM: 880, stations: ['Arzl Pitzbach', 'Wenns'] },
      { siteName: 'Gurglbach', siteNumber: '2043', kind: 'creek', elevationM: 830, stations: ['Nassereith', 'Tarrenz'] },
      { siteName: 'Ötztaler Ache', siteNumber: '2045', kind: 'gauge', elevationM: 1200, stations: ['Huben', 'Tumpen', 'Brunau'] },
    ],
  },
  {
    mrId: 202,
    mrName: 'Pegel OWF Sill und Ruetz',
    mrGroup: SURFACE_WATER,
    centre: [47.15, 11.4],
    numberPrefix: '2012',
    sites: [
      { siteName: 'Sill', siteNumber: '2031', kind: 'gauge', elevationM: 900, stations: ['Matrei am Brenner', 'Steinach Sill', 'Gries am Brenner', 'Schönberg'] },
      { siteName: 'Ruetz', siteNumber: '2032', kind: 'gauge', elevationM: 950, stations: ['Fulpmes', 'Neustift Stubai', 'Medraz'] },
      { siteName: 'Gschnitzbach', siteNumber: '2033', kind: 'creek', elevationM: 1200, stations: ['Trins', 'Gschnitz'] },
      { siteName: 'Navisbach', siteNumber: '2034', kind: 'creek', elevationM: 1300, stations: ['Navis Außerweg'] },
    ],
  },
  {
    mrId: 203,
    mrName: 'Pegel OWF Zillertal',
    mrGroup: SURFACE_WATER,
    centre: [47.25, 11.85],
    numberPrefix: '2014',
    sites: [
      { siteName: 'Ziller', siteNumber: '2050', kind: 'gauge', elevationM: 560, stations: ['Mayrhofen', 'Zell am Ziller', 'Kaltenbach', 'Strass im Zillertal'] },
      { siteName: 'Tuxbach', siteNumber: '2051', kind: 'creek', elevationM: 1100, stations: ['Lanersbach', 'Finkenberg'] },
      { siteName: 'Gerlosbach', siteNumber: '2052', kind: 'creek', elevationM: 1250, stations: ['Gerlos', 'Hainzenberg'] },
      { siteName: 'Stillupbach', siteNumber: '2053', kind: 'creek', elevationM: 1000, stations: ['Stillupklamm', 'Grüne Wand Haus'] },
      { siteName: 'Inn', siteNumber: '2010', kind: 'gauge', elevationM: 530, stations: ['Schwaz', 'Jenbach'] },
    ],
  },
  {
    mrId: 204,
    mrName: 'Seenmessung OWF Achensee',
    mrGroup: SURFACE_WATER,
    mrRemark: 'Tiefenprofile monatlich, Sichttiefe mit Secchi-Scheibe',
    centre: [47.45, 11.71],
    numberPrefix: '2019',
    sites: [
      { siteName: 'Achensee', siteNumber: '2090', kind: 'lake', elevationM: 929, stations: ['Seemitte', 'Pertisau Bucht', 'Achenkirch Nord', 'Maurach Seespitz'] },
      { siteName: 'Plansee', siteNumber: '2091', kind: 'lake', elevationM: 976, stations: ['Plansee Mitte', 'Heiterwanger See'] },
      { siteName: 'Wetterstation Achensee', siteNumber: '1009', kind: 'meteo', elevationM: 930, stations: ['Achenkirch'] },
    ],
  },
  {
    mrId: 301,
    mrName: 'Grundwasser UWQ Inntal',
    mrGroup: GROUND_WATER,
    centre: [47.3, 11.45],
    numberPrefix: '3101',
    overlays: true,
    sites: [
      { siteName: 'Grundwasserfeld Hall', siteNumber: '3110', kind: 'groundwater', elevationM: 560, stations: ['Sonde Hall Lend', 'Sonde Absam', 'Sonde Thaur', 'Sonde Rum'] },
      { siteName: 'Grundwasserfeld Wattens', siteNumber: '3120', kind: 'groundwater', elevationM: 555, stations: ['Sonde Wattens', 'Sonde Fritzens', 'Sonde Volders', 'Sonde Kolsass', 'Sonde Baumkirchen', 'Sonde Mils'] },
      { siteName: 'Grundwasserfeld Telfs', siteNumber: '3130', kind: 'groundwater', elevationM: 620, stations: ['Sonde Telfs Süd', 'Sonde Pfaffenhofen', 'Sonde Flaurling', 'Sonde Inzing', 'Sonde Hatting', 'Sonde Kematen'] },
    ],
  },
  {
    mrId: 302,
    mrName: 'Quellen UWQ Stubai und Wipptal',
    mrGroup: GROUND_WATER,
    centre: [47.12, 11.33],
    numberPrefix: '3911',
    sites: [
      { siteName: 'Quellgebiet Stubai', siteNumber: '3920', kind: 'spring', elevationM: 1300, stations: ['Grawa Quelle', 'Ranalt Quelle', 'Krössbach Quelle', 'Milders Quelle', 'Mieders Quelle'] },
      { siteName: 'Quellgebiet Wipptal', siteNumber: '3930', kind: 'spring', elevationM: 1250, stations: ['Pfons Quelle', 'Mühlbachl Quelle', 'Ellbögen Quelle', 'Patsch Quelle', 'Igls Quelle', 'Lans Quelle', 'Sistrans Quelle'] },
    ],
  },
  {
    mrId: 401,
    mrName: 'Niederschlag Wipptal',
    mrGroup: METEO,
    mrRemark: 'Ablesung täglich 07:00 MEZ',
    centre: [47.1, 11.47],
    numberPrefix: '1002',
    sites: [
      {
        siteName: 'Wipptal',
        siteNumber: '1020',
        kind: 'meteo',
        elevationM: 1050,
        stations: ['Steinach am Brenner', 'Matrei am Brenner', 'Gries am Brenner', 'Obernberg', 'Navis', 'Schmirn', 'Vals', 'Trins', 'Ellbögen', 'Patsch'],
      },
    ],
  },
  {
    mrId: 402,
    mrName: 'Niederschlag Ötztal und Pitztal',
    mrGroup: METEO,
    mrRemark: 'Ablesung täglich 07:00 MEZ, Übermittlung wöchentlich',
    pendingDays: 5,
    centre: [47.05, 10.9],
    numberPrefix: '1003',
    sites: [
      { siteName: 'Ötztal', siteNumber: '1030', kind: 'meteo', elevationM: 1350, stations: ['Sölden', 'Längenfeld', 'Umhausen', 'Oetz', 'Obergurgl', 'Vent'] },
      { siteName: 'Pitztal', siteNumber: '1031', kind: 'meteo', elevationM: 1400, stations: ['St. Leonhard im Pitztal', 'Plangeross', 'Jerzens', 'Wenns'] },
    ],
  },
  {
    mrId: 501,
    mrName: 'Sperre Gepatsch Kontrollgang',
    mrGroup: DAMS,
    centre: [46.96, 10.74],
    numberPrefix: 'GEP',
    sites: [
      { siteName: 'Sperre Gepatsch', siteNumber: 'SGEP', kind: 'visual', elevationM: 1767, stations: ['Dammkrone Nord', 'Dammkrone Süd', 'Luftseite Berme 1', 'Luftseite Berme 2', 'Kontrollgang Block 12'], lastNumberSuffix: 'V99' },
      { siteName: 'Sperre Gepatsch', siteNumber: 'SGEP', kind: 'seepage', elevationM: 1660, stations: ['Sickerwasser Talboden', 'Sickerwasser Flanke Ost'] },
      { siteName: 'Sperre Gepatsch', siteNumber: 'SGEP', kind: 'pendulum', elevationM: 1700, stations: ['Lot Gepatsch L3'] },
      { siteName: 'Sperre Gepatsch', siteNumber: 'SGEP', kind: 'piezometer', elevationM: 1670, stations: ['Piezometer GP4', 'Piezometer GP7'] },
      { siteName: 'Gepatschspeicher', siteNumber: 'RGEP', kind: 'reservoir', elevationM: 1767, stations: ['Stauspiegel Gepatsch'] },
    ],
  },
  {
    mrId: 502,
    mrName: 'Sperre Finstertal Sickerwasser',
    mrGroup: DAMS,
    centre: [47.2, 11.02],
    numberPrefix: 'FIN',
    overlays: true,
    sites: [
      { siteName: 'Sperre Finstertal', siteNumber: 'SFIN', kind: 'visual', elevationM: 2325, stations: ['Krone Finstertal', 'Luftseite Finstertal'], lastNumberSuffix: 'VWB' },
      { siteName: 'Sperre Finstertal', siteNumber: 'SFIN', kind: 'seepage', elevationM: 2200, stations: ['Sickerwasser F1', 'Sickerwasser F2', 'Sickerwasser F3'] },
      { siteName: 'Sperre Finstertal', siteNumber: 'SFIN', kind: 'weir', elevationM: 2190, stations: ['Messwehr Finstertal'] },
      { siteName: 'Sperre Finstertal', siteNumber: 'SFIN', kind: 'piezometer', elevationM: 2210, stations: ['Piezometer FP1', 'Piezometer FP2'] },
      { siteName: 'Speicher Finstertal', siteNumber: 'RFIN', kind: 'reservoir', elevationM: 2325, stations: ['Stauspiegel Finstertal'] },
    ],
  },
  {
    mrId: 503,
    mrName: 'Speicher Längental Messdamm',
    mrGroup: DAMS,
    centre: [47.19, 11.05],
    numberPrefix: 'LAE',
    sites: [
      { siteName: 'Sperre Längental', siteNumber: 'SLAE', kind: 'visual', elevationM: 1900, stations: ['Krone Längental', 'Böschung West', 'Böschung Ost', 'Kontrollgang Längental'] },
      { siteName: 'Sperre Längental', siteNumber: 'SLAE', kind: 'seepage', elevationM: 1880, stations: ['Sickerwasser L1'] },
      { siteName: 'Sperre Längental', siteNumber: 'SLAE', kind: 'pendulum', elevationM: 1890, stations: ['Lot Längental'] },
      { siteName: 'Sperre Längental', siteNumber: 'SLAE', kind: 'piezometer', elevationM: 1885, stations: ['Piezometer LP1', 'Piezometer LP2'] },
      { siteName: 'Speicher Längental', siteNumber: 'RLAE', kind: 'reservoir', elevationM: 1902, stations: ['Stauspiegel Längental'] },
    ],
  },
  {
    mrId: 601,
    mrName: 'Schneemessung Sellrain und Kühtai',
    mrGroup: SNOW,
    mrRemark: 'Schneeschächte alle 14 Tage, Ausstechzylinder 5 cm',
    centre: [47.2, 11.12],
    numberPrefix: '1202',
    sites: [
      { siteName: 'Sellrain', siteNumber: '1210', kind: 'snow', elevationM: 1700, stations: ['Praxmar', 'Lüsens', 'St. Sigmund', 'Gries im Sellrain'] },
      { siteName: 'Kühtai', siteNumber: '1211', kind: 'snow', elevationM: 2020, stations: ['Kühtai Dorf', 'Dortmunder Hütte', 'Mittertal', 'Finstertaler Scharte'] },
    ],
  },
];
