import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger };

/**
 * Paths pino blanks before a line is written. API keys travel in a query parameter, a header
 * or a bearer token; none of them may reach a log file.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.query.api_key',
  'apiKey',
  'api_key',
  'key',
  '*.apiKey',
  '*.api_key',
];

export function createLogger(level: LogLevel, name = 'cds'): Logger {
  return pino({
    name,
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}
