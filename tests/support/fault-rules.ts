// What the fault proxy (fault-proxy.ts) understands; free of Node imports so browser tests can use it.

export const FAULT_PROXY_PREFIX = '/fault-proxy';
export const INJECTED_FAILURE_BODY = 'Fault injected by the test proxy';

export interface FaultRule {
  method: string;
  /** the request path without the query, e.g. /hwe-api/v2/measure-round/12 */
  path: string;
  /** how many matching requests fail */
  times: number;
  /**
   * 'refuse': answer 500 without forwarding; 'after-forward': let the server handle it, then answer 500 instead;
   * 'answer': answer 200 with `body` as JSON without forwarding; 'hold': forward it only once the scope's held
   * requests are released (a network that neither answers nor fails); 'no-body': let the server handle it, then
   * answer its status with an empty body (a server of the spec's dialect); 'cut': let the server handle it, then
   * close the connection without an answer (a network cut mid-answer)
   */
  mode: 'refuse' | 'after-forward' | 'answer' | 'hold' | 'no-body' | 'cut';
  /** the status of a 'refuse' (default 500) */
  status?: number;
  /** the JSON text of an 'answer' */
  body?: string;
}

/** A request body as the fault proxy received it. */
export interface SentBody {
  /** "METHOD path" */
  request: string;
  /** its Content-Encoding, 'identity' without one */
  encoding: string;
  bytes: number;
}
