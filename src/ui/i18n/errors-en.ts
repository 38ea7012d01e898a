import type { Messages } from './messages';

export const errorsEn: Messages['errors'] = {
  notModified: 'The data has not changed.',
  notFound: 'The server does not know the requested data.',
  http: 'The server refused the request.',
  network: 'The server cannot be reached. Please check the network connection.',
  connectionCut: 'The connection broke while the server’s answer arrived. Please check the network connection and try again.',
  validation: 'The input was refused.',
  storage: 'The data could not be read or stored on this device.',
  quotaExceeded:
    "This device's storage is full; the last change was not saved. Please post finished tours or delete offline copies you no longer need, then enter the change again.",
  timeout: 'The server did not answer within 60 seconds; whether it received the data is unknown. Please transfer again.',
  cancelled: 'The operation was cancelled.',
  unexpected: 'An unexpected error occurred.',
  csvPosting: 'The CSV values are being posted.',
  csvEmpty: 'No values were read.',
  csvNotOpen: 'The CSV import is no longer open. Please load the file again.',
  groupNotFound: 'This measuring tour is not stored on this device.',
  unknownGroupName: "The file's measuring tour is not in the list of measuring tours.",
  missingInstanceId: 'The measuring tour has no id (instanceId).',
  notARoundFile: 'The file is not an offline measuring tour.',
  noEntries: 'The measuring tour has no entry.',
  entryNotFound: 'The measuring tour has no such entry.',
  photoNotFound: 'The photo is not stored on this device.',
  unsentCopies: 'Measuring tours on this device have not been transferred yet.',
  transferBodyMissing: 'No readings are stored for this transfer.',
  invalidRecord: 'A record does not have the expected format and cannot be shown.',
};
