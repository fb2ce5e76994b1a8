/**
 * Streamable HTTP at `/mcp` on the API process, stateless: each POST is one JSON-RPC message
 * (or batch) answered as JSON by a server made for it over the key the API's own auth hook
 * admitted (the same key forms as /v2: X-API-KEY, Authorization: Bearer, api_key; the same rate
 * limit, one hit per request). No session is held between requests, so any API process behind a
 * load balancer answers any request, and memory does not grow with the sessions clients keep.
 */
import type { FastifyInstance } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { HttpError } from '../api/errors.js';
import { createMcpServer, type ToolTable } from './server.js';
import type { McpDeps } from './tool.js';

export const MCP_PATH = '/mcp';

export function registerMcpRoute(app: FastifyInstance, deps: McpDeps, table: ToolTable): void {
  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const key = request.apiKey;
    if (!key) throw new HttpError('unauthorized', 'No API key.');
    const server = createMcpServer(table, deps, { admit: async () => key });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this server is stateless (POST only).' }, id: null }),
    });
  }
}
