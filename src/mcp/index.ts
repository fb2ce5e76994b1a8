/**
 * The MCP server (issue 20): the API's capabilities as tools for agents, over the caller's key.
 * tools.ts and lead-tools.ts (the table), server.ts (the SDK's Server for one caller), http.ts
 * (Streamable HTTP at /mcp on the API process), stdio.ts (`cli mcp`).
 */
export { TOOLS, MCP_MAX_CSV_BYTES } from './tools.js';
export { compileTools, createMcpServer, callTool, type McpCaller, type ToolTable } from './server.js';
export { registerMcpRoute, MCP_PATH } from './http.js';
export { serveStdio } from './stdio.js';
export type { McpDeps, ToolDef } from './tool.js';
