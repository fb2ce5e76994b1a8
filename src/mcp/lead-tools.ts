/**
 * Leads, leads lists, campaigns and their recipients as tools (Hunter's own server has them).
 */
import type { ToolDef } from './tool.js';

export const leadTools: readonly ToolDef[] = [];
