/**
 * Streamable HTTP at `/mcp` on the API process, stateless with JSON answers (the transport's
 * `enableJsonResponse` mode): each POST carries one JSON-RPC message or a batch, answered by a
 * server made for it over the key the API's own auth hook admitted (the same key forms as /v2:
 * X-API-KEY, Authorization: Bearer, api_key; the same rate limit, one hit per request). No session
 * is held between requests, so any API process behind a load balancer answers any request, and
 * memory does not grow with the sessions clients keep.
 *
 * The transport is the SDK's `Transport` interface served from Fastify's parsed body, with the
 * checks of the SDK's StreamableHTTPServerTransport (Accept, protocol version, batch size, message
 * shape, the same JSON-RPC error codes). The SDK's own Node transport bridges every request to a
 * web-standard Request and Response through @hono/node-server and parses each message several
 * times: measured (bench/mcp), it made a tool call cost about four REST lookups.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  JSONRPCMessageSchema,
  JSONRPCRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { HttpError } from '../api/errors.js';
import { callTool, callToolResponseJson, createMcpServer, type ToolTable } from './server.js';
import type { McpDeps } from './tool.js';

export const MCP_PATH = '/mcp';

/** Set as a header, not through reply.type(), which parses the type on every reply. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON-RPC request (the SDK's envelope schema) that is a tools/call (the SDK's method and params). */
const JsonRpcToolCall = JSONRPCRequestSchema.extend({ method: CallToolRequestSchema.shape.method, params: CallToolRequestSchema.shape.params });

/** As the SDK's transport. */
const MAX_BATCH_SIZE = 100;

function rpcError(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  return reply.code(status).type('application/json').send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** One POST's exchange: the messages in, the responses to its requests out. */
class RequestTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private readonly answers = new Map<RequestId, JSONRPCMessage>();
  private finish: (() => void) | null = null;
  readonly done: Promise<void>;

  constructor(private readonly expected: ReadonlySet<RequestId>) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
  }

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    // In JSON mode only the responses to this POST's requests go back; the server's own
    // notifications (progress, logs) have no stream to travel on.
    // (A structural test: the SDK's isJSONRPCRequest runs a zod parse, whose failure on a large
    // answer cost more than the lookup.)
    if (!('id' in message) || 'method' in message || !this.expected.has(message.id as RequestId)) return;
    this.answers.set(message.id as RequestId, message);
    if (this.answers.size === this.expected.size) this.finish?.();
  }

  responses(order: readonly RequestId[]): JSONRPCMessage[] {
    return order.map((id) => this.answers.get(id)!);
  }

  async close(): Promise<void> {
    this.finish?.();
    this.onclose?.();
  }
}

export function registerMcpRoute(app: FastifyInstance, deps: McpDeps, table: ToolTable): void {
  // A key over its rate limit reaches the route (still counted): a tool call answers it as a tool
  // error (too_many_requests, retry_after_seconds); any other message is refused 429 as /v2 does.
  app.post(MCP_PATH, { schema: { hide: true }, config: { rateLimitInAnswer: true } }, async (request, reply) => {
    const key = request.apiKey;
    if (!key) throw new HttpError('unauthorized', 'No API key.');
    const limited = request.rateLimited;
    const caller = {
      admit: async () => {
        if (limited) throw limited;
        return key;
      },
    };
    const accept = request.headers.accept ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
      return rpcError(reply, 406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
    }
    const version = request.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      return rpcError(reply, 400, -32000, `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`);
    }
    const raw = request.body;
    if (raw === undefined || raw === null) return rpcError(reply, 400, -32700, 'Parse error: Invalid JSON');
    if (Array.isArray(raw) && raw.length > MAX_BATCH_SIZE) return rpcError(reply, 400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
    // The hot path: one tools/call, checked by the SDK's own schemas in one parse (a JSON-RPC
    // request whose method and params are a tools/call's) and answered by the function the
    // server's tools/call handler runs (server.ts callTool), without building a Server whose
    // dispatch tries every message as a response first (two failing zod parses per request,
    // measured in bench/mcp as most of the protocol's cost).
    if (!Array.isArray(raw)) {
      const call = JsonRpcToolCall.safeParse(raw);
      if (call.success) {
        const result = await callTool(table, deps, caller, call.data.params.name, call.data.params.arguments);
        return reply.code(200).header('content-type', JSON_TYPE).send(callToolResponseJson(call.data.id, result));
      }
    }
    const given = Array.isArray(raw) ? raw : [raw];
    const messages: JSONRPCMessage[] = [];
    for (const m of given) {
      const parsed = JSONRPCMessageSchema.safeParse(m);
      if (!parsed.success) return rpcError(reply, 400, -32700, 'Parse error: Invalid JSON-RPC message');
      messages.push(parsed.data);
    }
    // Parsed above: a message with a method and an id is a request.
    const requests = messages.filter((m): m is JSONRPCRequest => 'method' in m && 'id' in m).map((m) => m.id);
    // Notifications and responses only: accepted, nothing to answer.
    if (requests.length === 0) return reply.code(202).send();

    if (limited && !messages.every((m) => 'method' in m && m.method === 'tools/call')) throw limited;
    const transport = new RequestTransport(new Set(requests));
    const server = createMcpServer(table, deps, caller);
    await server.connect(transport);
    // A client that hangs up: the server is dropped with its pending calls.
    const gone = () => void server.close();
    reply.raw.once('close', gone);
    for (const message of messages) transport.onmessage?.(message);
    await transport.done;
    reply.raw.off('close', gone);
    // Nothing of the server outlives the request (no timer, no stream): it is left to the
    // collector rather than closed, which would build a ConnectionClosed error for nothing.
    const answers = transport.responses(requests);
    return reply.code(200).type('application/json').send(Array.isArray(raw) ? answers : answers[0]);
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      schema: { hide: true },
      handler: async (_request, reply) => rpcError(reply.header('allow', 'POST'), 405, -32000, 'Method not allowed: this server is stateless (POST only).'),
    });
  }
}
