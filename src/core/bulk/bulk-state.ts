/**
 * A bulk's lifecycle, in one place: its states, the moves allowed between them, and who makes
 * each. The bulk store refuses any other move (its scripts take their allowed "from" states from
 * here), so a late or repeated job can never move a bulk back.
 *
 *   queued ──split starts──▶ splitting ──split done──▶ running ──last chunk──▶ completed
 *      │                      │    │                      │
 *      ├──────────────────────┴────┴─────── failed ◀──────┤
 *      └──────────────────────┴────────── cancelled ◀─────┘
 *
 * - queued: the upload is stored and the split job queued (BulkService.create).
 * - splitting: the split job reads the upload into pages and chunk jobs (bulk.split; a re-run
 *   after a crash moves splitting to splitting).
 * - running: every chunk job is queued (bulk.split's end); chunks may already be done.
 * - completed: every chunk counted; moved by whichever comes last, the last chunk
 *   (bulk.chunk) or the split's end when every chunk had finished before it (straight from
 *   splitting).
 * - failed: the upload cannot be read (bulk.split) or its split failed for good (the failed-job
 *   handler). Chunks whose jobs fail for good do not fail the bulk: their rows get an error status.
 * - cancelled: its owner cancelled it (DELETE /v2/bulks/{id}, BulkService.cancel); the rows done
 *   before stay downloadable. A chunk that ends after it records nothing (takesChunkResults).
 */
export const BULK_STATES = ['queued', 'splitting', 'running', 'completed', 'failed', 'cancelled'] as const;
export type BulkState = (typeof BULK_STATES)[number];

const MOVES: Readonly<Record<BulkState, readonly BulkState[]>> = {
  queued: ['splitting', 'failed', 'cancelled'],
  splitting: ['splitting', 'running', 'completed', 'failed', 'cancelled'],
  running: ['completed', 'failed', 'cancelled'],
  completed: [],
  failed: [],
  cancelled: [],
};

export class IllegalBulkMove extends Error {
  override readonly name = 'IllegalBulkMove';
  constructor(
    readonly from: BulkState,
    readonly to: BulkState,
  ) {
    super(`a bulk cannot move from ${from} to ${to}`);
  }
}

export function canMove(from: BulkState, to: BulkState): boolean {
  return MOVES[from].includes(to);
}

/** The states a bulk may move to `to` from (what the store's scripts check atomically). */
export function movesInto(to: BulkState): BulkState[] {
  return BULK_STATES.filter((from) => canMove(from, to));
}

/** Throws IllegalBulkMove unless the move is allowed. */
export function assertMove(from: BulkState, to: BulkState): void {
  if (!canMove(from, to)) throw new IllegalBulkMove(from, to);
}

/** Whether the bulk has ended (nothing moves it any more). */
export function isFinal(state: BulkState): boolean {
  return MOVES[state].length === 0;
}

/**
 * Whether a chunk's results may still be recorded: only while the bulk can still complete
 * (splitting, running). The store's chunk script checks the same states (movesInto('completed')),
 * so a chunk that ends after a cancel or a failure writes no row and moves nothing.
 */
export function takesChunkResults(state: BulkState): boolean {
  return canMove(state, 'completed');
}
