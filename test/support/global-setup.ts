/**
 * Gives the tests a Redis of their own: REDIS_URL when the caller set one, else a private
 * redis-server on a temporary unix socket, stopped after the run. Each test file also writes
 * under its own key prefix and deletes it afterwards.
 */
import type { TestProject } from 'vitest/node';
import { startPrivateRedis, type PrivateRedis } from '../../src/demo/private-redis.js';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

let redis: PrivateRedis | null = null;

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.REDIS_URL;
  if (given) {
    project.provide('redisUrl', given);
    return;
  }
  redis = await startPrivateRedis();
  project.provide('redisUrl', redis.url);
}

export async function teardown(): Promise<void> {
  await redis?.stop();
}
