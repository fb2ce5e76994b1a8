import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.js';
import { redactText, redactUrl } from './core/access/redact.js';

export type { Logger };

/**
 * Paths pino blanks before a line is written. API keys travel in a query parameter, a header,
 * a bearer token or the board's session cookie; webhook secrets in a bulk's record. None of them
 * may reach a log file.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.query.api_key',
  'apiKey',
  'api_key',
  'key',
  'webhookSecret',
  'webhook_secret',
  '*.apiKey',
  '*.api_key',
  '*.webhookSecret',
  '*.webhook_secret',
];

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request line, with the URL's credentials replaced: Hunter's clients send the key as
 * `?api_key=`, so the raw URL is a secret. Same fields as Fastify's own serializer.
 */
function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(level: LogLevel, name = 'cds', destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestSerializer, err: stdSerializers.err },
    // The net under every other rule: a line that still holds a service key or a credential
    // parameter (in an error message, a job's failure reason, a URL inside free text) is
    // cleaned just before it is written.
    hooks: { streamWrite: (line: string) => redactText(line) },
  };
  return destination ? pino(options, destination) : pino(options);
}
