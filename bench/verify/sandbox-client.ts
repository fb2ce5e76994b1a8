/**
 * Starts bench/verify/sandbox-process.ts in a child process (the mail servers stand for remote
 * machines: they must not share the verifier's event loop) and talks to it over IPC.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface SandboxProcess {
  dnsServer: string;
  smtpPort: number;
  /** Sends 'stats' or 'reset' and waits for the answer. */
  call<T>(msg: 'stats' | 'reset'): Promise<T>;
  stop(): Promise<void>;
}

export async function startSandboxProcess(args: readonly string[]): Promise<SandboxProcess> {
  const child = fork(fileURLToPath(new URL('./sandbox-process.ts', import.meta.url)), [...args], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { dnsServer, smtpPort } = JSON.parse(line) as { dnsServer: string; smtpPort: number };
  return {
    dnsServer,
    smtpPort,
    async call<T>(msg: 'stats' | 'reset'): Promise<T> {
      child.send(msg);
      const [reply] = (await once(child, 'message')) as [T];
      return reply;
    },
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
