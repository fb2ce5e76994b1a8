/**
 * `cli mcp`: the tools over stdio for a desktop agent, with one key (API_KEY or --api-key). Each
 * tool call admits the key again, as each /v2 request does: a key revoked meanwhile is refused,
 * and every call counts against its rate limit.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { admitted } from '../api/auth.js';
import { createMcpServer, type McpCaller, type ToolTable } from './server.js';
import type { McpDeps } from './tool.js';

/** Serves until stdin ends. Throws the API's refusal when the key is refused at the start. */
export async function serveStdio(deps: McpDeps, plainKey: string, table: ToolTable): Promise<void> {
  const caller: McpCaller = { admit: async () => admitted(await deps.services.keys.authorize(plainKey, deps.config.rateLimit)) };
  await caller.admit();
  const server = createMcpServer(table, deps, caller);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
