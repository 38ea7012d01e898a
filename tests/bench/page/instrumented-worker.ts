// The app's worker with IndexedDB transactions counted; module order makes the counter wrap first.
import './count-idb-transactions';
import '../../../src/worker/index';
