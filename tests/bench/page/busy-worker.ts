// Runs the calibration loop inside a dedicated worker and answers with its duration.
import { busyLoopMs } from './busy-loop';

self.onmessage = () => self.postMessage(busyLoopMs());
