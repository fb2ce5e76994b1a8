/**
 * What an MCP tool is here: a name and Hunter's kind of description, its arguments' schema (the
 * route's own query or body schema, without `api_key`), the route's answer schema (`{data, meta}`,
 * before the wire keys), its annotations, what it counts in the key's usage, and a run that calls
 * the same function the route calls.
 */
import type { TObject } from 'typebox';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Services, Pipeline } from '../composition/index.js';
import type { ApiKeyInfo, UsageKind } from '../core/access/api-keys.js';
import type { UsageCounter } from '../api/usage.js';

/** The API's answer: its `data` and `meta`, as the route returns them before the wire keys. */
export interface Answer {
  data: unknown;
  meta: unknown;
}

/** The API's 202 (a verification or a crawl still running): not an error, "ask again". */
export interface Pending {
  pending: { id: string; details: string; retry_after_seconds: number };
}

export interface ToolAnnotations {
  /** Reads only: changes nothing the caller owns (a lookup may still fill caches or queue a crawl). */
  readOnlyHint: boolean;
  /** May delete or overwrite what the caller owns (leads, lists, a bulk's run). */
  destructiveHint: boolean;
  /** Calling it again with the same arguments changes nothing more. */
  idempotentHint: boolean;
  /** Reaches outside the deployment's own records (DNS, SMTP servers, websites). */
  openWorldHint: boolean;
}

/** What a tool runs on: the process's graph, and the usage counter its answers are counted in. */
export interface McpDeps {
  readonly config: Config;
  readonly logger: Logger;
  readonly services: Services;
  readonly pipeline: Pipeline;
  readonly usage: UsageCounter;
}

export interface ToolCall {
  readonly deps: McpDeps;
  /** The caller's key, admitted (not revoked, within its rate limit). */
  readonly key: ApiKeyInfo;
}

export interface ToolDef {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** The arguments: a route's query or body schema (no api_key); unknown arguments are refused. */
  readonly input: TObject;
  /** `{data, meta}` as the route answers 200. */
  readonly answer: TObject;
  readonly annotations: ToolAnnotations;
  /** What an answered call counts in the key's usage (as the route's `config.usage`); none: free. */
  readonly usage?: UsageKind;
  run(args: Record<string, unknown>, call: ToolCall): Promise<Answer | Pending>;
}

export function isPending(answer: Answer | Pending): answer is Pending {
  return 'pending' in answer;
}

const READ: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** Annotations by kind of tool (README, "MCP server"). */
export const ANNOTATIONS = {
  /** Reads the index or the caller's records only. */
  read: READ,
  /** Reads, and on a miss may crawl the domain's website (the open web). */
  readOrCrawl: { ...READ, openWorldHint: true },
  /** Talks to mail servers (DNS, SMTP). */
  mail: { ...READ, openWorldHint: true },
  /** Creates a record of the caller's. */
  create: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  /** Creates work that reaches the open web (a bulk, a re-verification). */
  createOpen: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  /** Overwrites fields of a record of the caller's. */
  update: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  /** Deletes or stops something of the caller's. */
  remove: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
} as const satisfies Record<string, ToolAnnotations>;
