import { describe, expect, it } from 'vitest';
import { assertMove, BULK_STATES, canMove, IllegalBulkMove, isFinal, movesInto, takesChunkResults } from './bulk-state.js';

describe('the bulk lifecycle', () => {
  it('goes forward only: queued, splitting, running, completed; failed from any state that has not ended', () => {
    expect(movesInto('splitting')).toEqual(['queued', 'splitting']);
    expect(movesInto('running')).toEqual(['splitting']);
    expect(movesInto('completed')).toEqual(['splitting', 'running']);
    expect(movesInto('failed')).toEqual(['queued', 'splitting', 'running']);
    expect(movesInto('cancelled')).toEqual(['queued', 'splitting', 'running']);
    expect(movesInto('queued')).toEqual([]);
  });

  it('refuses every move back or out of an ended bulk, as an error', () => {
    expect(() => assertMove('running', 'splitting')).toThrow(IllegalBulkMove);
    expect(() => assertMove('completed', 'failed')).toThrow('a bulk cannot move from completed to failed');
    expect(() => assertMove('failed', 'running')).toThrow(IllegalBulkMove);
    expect(() => assertMove('queued', 'running')).toThrow(IllegalBulkMove);
    expect(() => assertMove('splitting', 'running')).not.toThrow();
    expect(() => assertMove('cancelled', 'running')).toThrow(IllegalBulkMove);
    expect(() => assertMove('completed', 'cancelled')).toThrow(IllegalBulkMove);
    for (const to of BULK_STATES) {
      expect(canMove('completed', to)).toBe(false);
      expect(canMove('failed', to)).toBe(false);
      expect(canMove('cancelled', to)).toBe(false);
    }
    expect(BULK_STATES.filter(isFinal)).toEqual(['completed', 'failed', 'cancelled']);
  });

  it('records chunk results only while the bulk can still complete', () => {
    expect(BULK_STATES.filter(takesChunkResults)).toEqual(['splitting', 'running']);
  });
});
