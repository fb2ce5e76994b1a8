import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function readVersion(): string {
  for (const path of ['../package.json', '../../package.json']) {
    try {
      return (require(path) as { version: string }).version;
    } catch {
      // built output sits one level deeper than the sources
    }
  }
  return '0.0.0';
}

/** The package version, reported by /v2/health and the OpenAPI document. */
export const SERVICE_VERSION = readVersion();
