import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api';

/** A refused request: answered as JSON {status, message, field} with a code and what was decided where a client needs them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** what a client needs beyond the message (a code, who decided), and headers of the answer (Retry-After of a 503) */
    readonly extra: Pick<ApiErrorBody, 'code' | 'decided'> & { headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string, field?: string) => new ApiError(404, `${what} not found`, field);
export const forbidden = () => new ApiError(403, 'Forbidden');
export const unauthorized = (message = 'Not authenticated') => new ApiError(401, message);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => sendError(request, reply, error));
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding, a path parameter over its
 * length) get the one error shape too (issue 9), and the headers of every answer, which no hook adds
 * to them (issue 35); pass as Fastify's `frameworkErrors` option.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers({ ...headers, 'X-Request-Id': request.id, 'Cache-Control': 'no-store' });
    sendError(request, reply, error);
  };
}

/** Answers {status, message, field}; a 5xx is logged with its request id, which its message names. */
function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | ApiError): void {
  const body = toErrorBody(error);
  if (error instanceof ApiError && error.extra.headers) void reply.headers(error.extra.headers);
  if (body.status >= 500) {
    request.log.error({ err: error, reqId: request.id, url: request.url }, 'request failed');
    body.message = `${body.message} (request ${request.id})`;
  }
  void reply.status(body.status).type('application/json').send(body);
}

function toErrorBody(error: FastifyError | ApiError): ApiErrorBody {
  if (error instanceof ApiError) {
    const { code, decided } = error.extra;
    return { status: error.status, message: error.message, field: error.field, ...(code && { code }), ...(decided && { decided }) };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: 'Request body too large' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, message: error.message };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, message: 'A path parameter is too long' };
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, message: 'The path is not validly percent-encoded', field: 'path' };
  if (error.statusCode === 400 || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    const field = validationField(error);
    return { status: 400, message: error.message, field };
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  return { status, message: status >= 500 ? 'Internal server error' : error.message };
}

/** 'entries.0.value' from the first schema violation. */
function validationField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = [...first.instancePath.split('/').filter(Boolean), ...(missing ? [missing] : [])];
  return path.join('.') || undefined;
}
