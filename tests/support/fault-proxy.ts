// A fault-injecting HTTP proxy for the browser tests, in front of the real reference server (it can also answer a
// request with a body the test chose, as a broken server would).
// Requests arrive as /fault-proxy/{scope}/{path} and are forwarded as {path}; a test arms faults for its own
// scope (so test files running side by side never consume each other's faults) by POSTing a FaultRule to
// /fault-proxy/{scope}/faults; GET /fault-proxy/{scope}/requests lists the requests of the scope ("METHOD path");
// POST /fault-proxy/{scope}/release forwards the requests a 'hold' rule held, and GET /fault-proxy/{scope}/answered
// lists the requests whose answer has been sent on, GET /fault-proxy/{scope}/cancelled those the client gave up before
// their answer was sent; GET /fault-proxy/{scope}/queries lists the requests with their query,
// GET /fault-proxy/{scope}/bodies the forwarded requests' bodies as {request, encoding, bytes} (bytes as sent).
// The server itself stays free of test switches.
import { createServer, request as forwardRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { FAULT_PROXY_PREFIX, INJECTED_FAILURE_BODY, type FaultRule, type SentBody } from './fault-rules';

export interface RunningFaultProxy {
  close(): Promise<void>;
}

export async function startFaultProxy(target: string, port: number): Promise<RunningFaultProxy> {
  const rules = new Map<string, FaultRule[]>();
  const requests = new Map<string, string[]>();
  const held = new Map<string, (() => void)[]>();
  const answered = new Map<string, string[]>();
  const queries = new Map<string, string[]>();
  const bodies = new Map<string, SentBody[]>();
  const cancelled = new Map<string, string[]>();
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy');
    const [, prefix, scope, ...rest] = url.pathname.split('/');
    if (`/${prefix}` !== FAULT_PROXY_PREFIX || !scope) return answer(response, 404, 'Unknown fault proxy path');
    const path = `/${rest.join('/')}`;
    if (path === '/faults' && incoming.method === 'POST') return void arm(incoming, response, rules, scope);
    if (path === '/requests' && incoming.method === 'GET') return answerJson(response, requests.get(scope) ?? []);
    if (path === '/answered' && incoming.method === 'GET') return answerJson(response, answered.get(scope) ?? []);
    if (path === '/queries' && incoming.method === 'GET') return answerJson(response, queries.get(scope) ?? []);
    if (path === '/bodies' && incoming.method === 'GET') return answerJson(response, bodies.get(scope) ?? []);
    if (path === '/cancelled' && incoming.method === 'GET') return answerJson(response, cancelled.get(scope) ?? []);
    if (path === '/release' && incoming.method === 'POST') {
      held.get(scope)?.splice(0).forEach((forwardHeld) => forwardHeld());
      return void response.writeHead(204).end();
    }
    const line = `${incoming.method} ${path}`;
    requests.set(scope, [...(requests.get(scope) ?? []), line]);
    queries.set(scope, [...(queries.get(scope) ?? []), line + url.search]);
    response.on('finish', () => answered.set(scope, [...(answered.get(scope) ?? []), line]));
    response.on('close', () => response.writableFinished || cancelled.set(scope, [...(cancelled.get(scope) ?? []), line]));
    const rule = takeRule(rules.get(scope) ?? [], incoming.method ?? 'GET', path);
    if (rule?.mode === 'answer') {
      incoming.resume();
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(rule.body);
    }
    if (rule?.mode === 'refuse') {
      incoming.resume();
      return answer(response, rule.status ?? 500, INJECTED_FAILURE_BODY);
    }
    const forwardIt = () => {
      const body: SentBody = { request: line, encoding: incoming.headers['content-encoding'] ?? 'identity', bytes: 0 };
      incoming.on('data', (chunk: Buffer) => (body.bytes += chunk.length));
      incoming.on('end', () => body.bytes > 0 && bodies.set(scope, [...(bodies.get(scope) ?? []), body]));
      forwardAndAnswer();
    };
    const forwardAndAnswer = () => forward(incoming, new URL(path + url.search, target), (upstream) => {
      if (rule?.mode === 'no-body' || rule?.mode === 'cut') {
        upstream.resume();
        upstream.on('end', () => (rule.mode === 'cut' ? response.socket?.destroy() : response.writeHead(upstream.statusCode ?? 502).end()));
      } else if (rule && rule.mode !== 'hold') {
        upstream.resume();
        upstream.on('end', () => answer(response, 500, INJECTED_FAILURE_BODY));
      } else {
        response.writeHead(upstream.statusCode ?? 502, upstream.statusMessage, upstream.headers);
        upstream.pipe(response);
      }
    }, response);
    if (rule?.mode === 'hold') held.set(scope, [...(held.get(scope) ?? []), forwardIt]);
    else forwardIt();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function arm(incoming: IncomingMessage, response: ServerResponse, rules: Map<string, FaultRule[]>, scope: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const rule = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FaultRule;
  rules.set(scope, [...(rules.get(scope) ?? []), rule]);
  response.writeHead(204).end();
}

/** The first armed rule matching the request, counted down by one use. */
function takeRule(scopeRules: FaultRule[], method: string, path: string): FaultRule | undefined {
  const rule = scopeRules.find((candidate) => candidate.times > 0 && candidate.method === method && candidate.path === path);
  if (rule) rule.times--;
  return rule;
}

function forward(incoming: IncomingMessage, url: URL, onResponse: (upstream: IncomingMessage) => void, response: ServerResponse): void {
  const outgoing = forwardRequest(url, { method: incoming.method, headers: { ...incoming.headers, host: url.host } }, onResponse);
  outgoing.on('error', (error) => answer(response, 502, `Fault proxy could not reach the server: ${error.message}`));
  incoming.pipe(outgoing);
}

function answerJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function answer(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
}
