/**
 * The MCP server for one caller: the SDK's `Server` with the tool table (tools.ts) over the
 * process's graph. The caller's key is admitted per tool call by `admit` (the HTTP transport's
 * request was admitted by the API's own hook; stdio admits each call: revocation, rate limit).
 * Arguments are checked against the tool's schema as the API checks its routes' (ajv, same
 * options); an answer is `structuredContent` (the route's `{data, meta}`, in the API's wire keys),
 * a 202 a `pending` answer, a refusal a tool error whose text is the API's error body.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import { Type, type TObject } from 'typebox';
import { wireKeys, type WireKeys } from '../contract/wire-keys.js';
import type { ApiKeyInfo } from '../core/access/api-keys.js';
import { isStorageFull } from '../core/storage.js';
import { HttpError, errorBody, idIn, statusIn, storageFull, validationRefusal, type ValidationIssue } from '../api/errors.js';
import { SERVICE_VERSION } from '../version.js';
import { isPending, type McpDeps, type ToolDef } from './tool.js';
import { TOOLS } from './tools.js';

// ajv-formats ships CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => void;

/** How an answer that is still being worked out looks (the API's 202). */
const PendingSchema = Type.Object(
  {
    id: Type.String({ description: 'queued (a crawl) or verification_in_progress' }),
    details: Type.String(),
    retry_after_seconds: Type.Integer({ description: 'Ask again after this many seconds.' }),
  },
  { description: 'The API answered 202: the answer is being worked out (a crawl, a verification); call the tool again later.' },
);

interface CompiledTool {
  readonly def: ToolDef;
  readonly listed: Tool;
  readonly validate: ValidateFunction;
  /**
   * The answer as the route's JSON text: fast-json-stringify over the same schema Fastify
   * serializes the route's 200 with, so the text block is the REST body byte for byte. Compiled on
   * the tool's first answer (33 compilations would slow every start).
   */
  serialize(answer: unknown): string;
}

/** The tool table compiled once per profile of wire keys (the listing and the argument validators). */
export interface ToolTable {
  readonly wire: WireKeys;
  readonly tools: ReadonlyMap<string, CompiledTool>;
  readonly listing: Tool[];
}

/** `{data, meta}` (or `{pending}`): the route's answer schema with the API's wire keys. */
function outputSchemaOf(answer: TObject, wire: WireKeys): Tool['outputSchema'] {
  const shaped = JSON.parse(JSON.stringify(wire.schema(answer))) as { properties: Record<string, unknown> };
  return {
    type: 'object',
    properties: { ...shaped.properties, pending: JSON.parse(JSON.stringify(PendingSchema)) as object },
    anyOf: [{ required: ['data', 'meta'] }, { required: ['pending'] }],
  } as Tool['outputSchema'];
}

export function compileTools(profile: 'spec' | 'vendor', defs: readonly ToolDef[] = TOOLS): ToolTable {
  const wire = wireKeys(profile);
  // The API's body validator's options (api/app.ts): no coercion, defaults filled in.
  const ajv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
  addFormats(ajv);
  const tools = new Map<string, CompiledTool>();
  for (const def of defs) {
    // Listed and checked in the profile's key names, as the routes check them; mapped back after (callTool).
    const inputSchema = JSON.parse(JSON.stringify(wire.schema(def.input))) as Tool['inputSchema'];
    const listed: Tool = {
      name: def.name,
      title: def.title,
      description: def.description + (def.usage ? ` Counts one ${def.usage === 'searches' ? 'search' : 'verification'} in the key's usage when answered.` : ''),
      inputSchema,
      outputSchema: outputSchemaOf(def.answer, wire),
      annotations: { title: def.title, ...def.annotations },
    };
    const answerSchema = JSON.parse(JSON.stringify(wire.schema(def.answer))) as Parameters<typeof fastJson>[0];
    let serializer: ((answer: unknown) => string) | null = null;
    const serialize = (answer: unknown) => (serializer ??= fastJson(answerSchema) as (answer: unknown) => string)(answer);
    tools.set(def.name, { def, listed, validate: ajv.compile(inputSchema), serialize });
  }
  return { wire, tools, listing: [...tools.values()].map((t) => t.listed) };
}

/** A refusal as a tool error: its text is the API's error body (id, status code, details). */
function toolError(error: HttpError, profile: 'spec' | 'vendor'): CallToolResult {
  const status = statusIn(profile, error);
  const body = errorBody(idIn(profile, error), status, error.details);
  const retry = error.headers['retry-after'];
  const text = JSON.stringify(retry ? { ...body, retry_after_seconds: Number(retry) } : body);
  return { isError: true, content: [{ type: 'text', text }] };
}

export interface McpCaller {
  /** The caller's key for this call, admitted; throws the API's refusal (401, 429). */
  admit(): Promise<ApiKeyInfo>;
}

/**
 * Results whose one text block is structuredContent's JSON (the MCP spec asks a tool with
 * structured content to send it as text too, for older clients): written by the route's own
 * serializer, it is spliced in as structuredContent rather than the answer serialized twice.
 */
const TEXT_IS_STRUCTURED = new WeakSet<CallToolResult>();

/**
 * A tools/call response (JSON-RPC 2.0) as JSON text. The answer is serialized once, by the
 * route's compiled serializer: measured (bench/mcp --profile), JSON.stringify of the answer, done
 * twice (text and structuredContent), was the largest cost a tool call had over the REST lookup.
 */
export function callToolResponseJson(id: string | number, result: CallToolResult): string {
  const text = result.content[0]?.type === 'text' ? result.content[0].text : null;
  if (text === null || !TEXT_IS_STRUCTURED.has(result)) return JSON.stringify({ jsonrpc: '2.0', id, result });
  return `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text}}}`;
}

/** Runs one tool call to its result: never throws for a refusal or a fault (a fault is internal_error, logged without its arguments). */
export async function callTool(table: ToolTable, deps: McpDeps, caller: McpCaller, name: string, args: unknown): Promise<CallToolResult> {
  const profile = deps.config.wireKeys;
  const tool = table.tools.get(name);
  try {
    const key = await caller.admit();
    if (!tool) throw new HttpError('not_found', `No tool named ${name}.`);
    const given = (args ?? {}) as Record<string, unknown>;
    // The route's schema in the profile's key names (defaults filled in), then the service's names.
    const checked = structuredClone(given);
    if (!tool.validate(checked)) throw validationRefusal((tool.validate.errors ?? []) as ValidationIssue[], 'argument');
    const input = table.wire.input(checked) as Record<string, unknown>;
    const answer = await tool.def.run(input, { deps, key });
    if (isPending(answer)) {
      const text = `${answer.pending.details} (Call ${name} again in ${answer.pending.retry_after_seconds} seconds.)`;
      return { content: [{ type: 'text', text }], structuredContent: answer as unknown as Record<string, unknown> };
    }
    if (tool.def.usage) deps.usage.count(key.id, tool.def.usage);
    const shaped = table.wire.payload(answer as unknown) as Record<string, unknown>;
    const result: CallToolResult = { content: [{ type: 'text', text: tool.serialize(shaped) }], structuredContent: shaped };
    TEXT_IS_STRUCTURED.add(result);
    return result;
  } catch (err) {
    if (err instanceof HttpError) {
      // The API's 202 (a crawl queued) is an answer to come back for, not an error.
      if (err.status === 202) {
        const pending = { pending: { id: err.id, details: err.details, retry_after_seconds: Number(err.headers['retry-after'] ?? 5) } };
        return { content: [{ type: 'text', text: `${err.details} (Call ${name} again in ${pending.pending.retry_after_seconds} seconds.)` }], structuredContent: pending };
      }
      return toolError(err, profile);
    }
    if (isStorageFull(err)) return toolError(storageFull("The service's store is full: it cannot take this request now. Try again later."), profile);
    deps.logger.error({ err, tool: name }, 'MCP tool call failed');
    return toolError(new HttpError('internal_error', 'The server failed to process the request.'), profile);
  }
}

/**
 * The SDK's JSON Schema validator (it checks what a client answers to elicitations, which these
 * tools never ask), made once: by default every Server builds its own Ajv, which cost an HTTP
 * tool call more than the lookup itself.
 */
let sharedValidator: AjvJsonSchemaValidator | null = null;

/** A server for one caller (one HTTP request, or one stdio session). */
export function createMcpServer(table: ToolTable, deps: McpDeps, caller: McpCaller): Server {
  const server = new Server(
    { name: 'contact-data-service', title: 'Contact and company data service', version: SERVICE_VERSION },
    {
      capabilities: { tools: { listChanged: false } },
      jsonSchemaValidator: (sharedValidator ??= new AjvJsonSchemaValidator()),
      instructions:
        "Person, company and email data from this deployment's own index and checks, with the caller's API key: its rate limits, usage and records. A tool answer whose structuredContent has `pending` is still being worked out: call the same tool again after retry_after_seconds.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: table.listing }));
  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(table, deps, caller, request.params.name, request.params.arguments));
  return server;
}
