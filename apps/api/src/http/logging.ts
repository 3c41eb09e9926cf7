import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.ts';

/** One-time secrets travel in some links (consent, password reset): never write them to logs. */
export function redactUrlSecrets(url: string): string {
  return url.replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]');
}

/** Where the server writes its log: the process's stdout, or a collector in tests. */
export interface LogOutput {
  /** True when a person is watching (a terminal); false or absent for pipes, files and log collectors. */
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** `lines`: one readable line per event, for a person at a terminal. `json`: one JSON object per line, for tools. */
export type LogFormat = 'lines' | 'json';

/**
 * Readable lines only for a person at a terminal outside production; JSON
 * whenever the output goes to a pipe or a file (log collectors, `grep`, tests)
 * and always in production, where logs are read by tools.
 */
export function chooseLogFormat(config: Pick<Config, 'isProduction'>, output: Pick<LogOutput, 'isTTY'>): LogFormat {
  return output.isTTY === true && !config.isProduction ? 'lines' : 'json';
}

/**
 * The server's log settings: no cookies, no tokens; readable lines or JSON as
 * `chooseLogFormat` says. Without `output`, stdout (JSON through pino's own writer).
 */
export function loggerOptions(config: Config, output?: LogOutput): FastifyServerOptions['logger'] {
  const options = {
    level: config.logLevel,
    // Bodies are never logged; a card's number and CVC are redacted all the same, wherever an object carries them.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.cardNumber',
      '*.cvc',
      '*.*.cardNumber',
      '*.*.cvc',
      '*.accountNumber',
      '*.*.accountNumber',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrlSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  const target = output ?? process.stdout;
  if (chooseLogFormat(config, target) === 'lines') return { ...options, stream: readableLogStream(target) };
  return output ? { ...options, stream: output } : options;
}

/**
 * Fastify's request log lines, one per request: written when it is answered,
 * with what was asked and how it was answered (Fastify's default is a pair of
 * lines, and the second does not say which request it was). The reads a page
 * makes in-process for its first render (`app.inject`, web/serve-web-app.ts)
 * are at debug level: the page's own line stands for them.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Nothing when a request arrives: its one line is written when it is answered.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (isInProcess(request)) reply.log.debug(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}

/** light-my-request (`app.inject`) marks the requests it makes with this property. */
function isInProcess(request: FastifyRequest): boolean {
  return '_lightMyRequest' in request.raw;
}

/** Takes pino's JSON lines and writes them as readable text (see `formatLogLine`). */
export function readableLogStream(output: LogOutput): { write(line: string): void } {
  return {
    write(line) {
      const text = formatLogLine(line);
      if (text) output.write(text);
    },
  };
}

const LEVEL_LABELS = new Map([
  [10, 'TRACE'],
  [20, 'DEBUG'],
  [40, 'WARN'],
  [50, 'ERROR'],
  [60, 'FATAL'],
]);
const WARN_LEVEL = 40;
/** Fields the first line already says, or that only tools need. */
const SHOWN_IN_FIRST_LINE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);
/** Files a page pulls in by the dozen: shown only when they fail, so pages, API calls and emails stay visible. */
const STATIC_FILE_PATH = /^\/(?:assets|uploads)\//;
const INDENT = '    ';

type LogEntry = Record<string, unknown>;

const isRecord = (value: unknown): value is LogEntry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function clock(time: unknown): string {
  if (typeof time !== 'number') return '';
  const at = new Date(time);
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** `GET /explore 200 12ms` for a completed request, or null when the entry is not one. */
function describeRequest(entry: LogEntry): { text: string; isQuietStaticFile: boolean } | null {
  const { req, res, responseTime } = entry;
  if (entry.msg !== 'request completed' || !isRecord(req) || !isRecord(res)) return null;
  const method = typeof req.method === 'string' ? req.method : '?';
  const url = typeof req.url === 'string' ? req.url : '?';
  const status = typeof res.statusCode === 'number' ? res.statusCode : 0;
  const took = typeof responseTime === 'number' ? ` ${Math.round(responseTime)}ms` : '';
  return {
    text: `${method} ${url} ${status}${took}`,
    isQuietStaticFile: STATIC_FILE_PATH.test(url) && status > 0 && status < 400,
  };
}

function indentLines(text: string, indent: string): string[] {
  return text.split('\n').map((line) => `${indent}${line}`);
}

/** The other fields, one per line, multi-line texts (an email and its links) indented below their name. */
function describeFields(entry: LogEntry): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (SHOWN_IN_FIRST_LINE.has(key) || value === undefined) continue;
    if (key === 'err' && isRecord(value)) {
      const stack = typeof value.stack === 'string' ? value.stack : `${String(value.type)}: ${String(value.message)}`;
      lines.push(...indentLines(stack, INDENT));
    } else if (typeof value === 'string' && value.includes('\n')) {
      lines.push(`${INDENT}${key}:`, ...indentLines(value, `${INDENT}  `));
    } else {
      lines.push(`${INDENT}${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
    }
  }
  return lines;
}

/**
 * One pino JSON line as readable text: `12:04:31 GET /explore 200 12ms` for a
 * request, `12:04:32 WARN message [request <id>]` with its fields below for
 * anything else. Successful static files give '' (nothing is written). A line
 * that is not JSON is passed through.
 */
export function formatLogLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  if (!isRecord(parsed)) return line.endsWith('\n') ? line : `${line}\n`;
  const entry = parsed;
  const request = describeRequest(entry);
  if (request?.isQuietStaticFile) return '';

  const level = typeof entry.level === 'number' ? entry.level : 30;
  const message = request?.text ?? (typeof entry.msg === 'string' ? entry.msg : '');
  // The id the client got in `x-request-id`, to find a reported failure in the log.
  const requestId = level >= WARN_LEVEL && typeof entry.reqId === 'string' ? `[request ${entry.reqId}]` : '';
  const first = [clock(entry.time), LEVEL_LABELS.get(level) ?? '', message, requestId].filter(Boolean).join(' ');
  const rest = request ? [] : describeFields(entry);
  return `${[first, ...rest].join('\n')}\n`;
}
