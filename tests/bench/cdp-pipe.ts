// Chromium driven over its DevTools pipe, without Playwright: Playwright enables the Runtime domain on every page, and
// with it V8 collects source positions for every new Error (React DOM creates five while it loads), a cost a phone
// without DevTools does not have (tests/bench/README.md, issue 13). Here a page gets only the domains a figure needs.
// The protocol: JSON messages, each ended by a NUL byte, written to the browser's fd 3 and read from its fd 4.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromiumArgs, chromiumPath } from '../support/chromium';

/**
 * Playwright's launch switches that bear on a page's timing, and no omnibox popup: each window of Chromium 156 loads
 * two WebUI pages for it (about 200 ms CPU in renderers of their own) while the measured page loads.
 */
const PIPE_ARGS = [
  '--headless',
  '--no-startup-window',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-default-apps',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-features=PaintHolding,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId?: string) => void;

interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
  sessionId?: string;
}

export interface PipeBrowser {
  /** a protocol call to the browser, or to an attached target's flat session */
  send<T = Params>(method: string, params?: Params, sessionId?: string): Promise<T>;
  /** calls `listener` on every event `method` until the answered function is called */
  on(method: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export async function launchPipeBrowser(): Promise<PipeBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'hwe-pipe-chromium-'));
  const child = spawn(chromiumPath, [...chromiumArgs, ...PIPE_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let nextId = 1;
  const pending = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Map<string, Set<Listener>>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop()!;
    for (const part of parts) dispatch(JSON.parse(part) as Message);
  });
  const dispatch = (message: Message) => {
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result ?? {});
    } else if (message.method) {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
    }
  };
  void exited.then(() => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: Chromium exited`));
    pending.clear();
  });

  const send = <T>(method: string, params: Params = {}, sessionId?: string) => {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: Params) => void, reject, method });
      toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
    });
  };
  return {
    send,
    on(method, listener) {
      const set = listeners.get(method) ?? new Set();
      listeners.set(method, set.add(listener));
      return () => set.delete(listener);
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** resolves with the first event `method` for which `matches` holds */
export function nextEvent(browser: PipeBrowser, method: string, matches: (params: Params, sessionId?: string) => boolean = () => true): Promise<Params> {
  return new Promise((resolve) => {
    const off = browser.on(method, (params, sessionId) => {
      if (!matches(params, sessionId)) return;
      off();
      resolve(params);
    });
  });
}
