import { describe, expect, it } from 'vitest';
import { HostGate } from './host-gate.js';

describe('HostGate', () => {
  it('never lets more than perHost connections run at once, and spaces their starts', async () => {
    const gate = new HostGate(1, 30);
    let running = 0;
    let most = 0;
    const starts: number[] = [];
    const job = () =>
      gate.run('127.0.0.9', Date.now() + 5000, async () => {
        starts.push(Date.now());
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
      });
    await Promise.all([job(), job(), job(), job()]);
    expect(most).toBe(1);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(25);
  });

  it('keeps counting a woken waiter when a newcomer arrives (no second slot appears)', async () => {
    const gate = new HostGate(1, 0);
    let running = 0;
    let most = 0;
    const job = () =>
      gate.run('127.0.0.8', Date.now() + 5000, async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 40));
        running--;
      });
    const first = job();
    const second = job(); // waits for the first, and is the last waiter
    await new Promise((r) => setTimeout(r, 55)); // the first is done, the second runs
    const third = job();
    await Promise.all([first, second, third]);
    expect(most).toBe(1);
  });

  it('allows perHost at once per host, hosts independent', async () => {
    const gate = new HostGate(2, 0);
    let running = 0;
    let most = 0;
    const job = (host: string) =>
      gate.run(host, Date.now() + 5000, async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
      });
    await Promise.all([job('a'), job('a'), job('a'), job('b'), job('b')]);
    expect(most).toBe(4);
  });

  it('gives up when the deadline comes before a slot', async () => {
    const gate = new HostGate(1, 0);
    const slow = gate.run('h', Date.now() + 5000, () => new Promise((r) => setTimeout(r, 300)));
    await expect(gate.run('h', Date.now() + 50, async () => 'never')).rejects.toThrow(/deadline/);
    await slow;
  });
});
