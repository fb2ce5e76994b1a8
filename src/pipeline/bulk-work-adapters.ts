/**
 * The bulk workflow's ports (core/bulk/bulk-work.ts) on this pipeline: its follow-up jobs go to the
 * BullMQ queue (ids from job-options.ts, so a retried split or chunk queues nothing twice), and
 * an upload is read by csv-input, whose refusals become the workflow's UploadProblem.
 */
import type { BulkJobs, UploadReader, UploadRow } from '../core/bulk/bulk-work.js';
import { UploadProblem } from '../core/bulk/bulk-work.js';
import type { BulkKind } from '../core/bulk/kinds/index.js';
import { CsvInputError, readCsv } from './csv-input/index.js';
import { JobName } from './job-names.js';
import type { PipelineQueue } from './pipeline-queue.js';

export function queuedBulkJobs(queue: PipelineQueue): BulkJobs {
  return {
    chunks: (bulkId, chunks) => queue.addMany(JobName.BulkChunk, chunks.map(({ chunk, items }) => ({ bulkId, chunk, items }))),
    finalize: (bulkId) => queue.add(JobName.BulkFinalize, { bulkId }),
    async removeWaiting(bulkId, chunks) {
      await queue.removeJobs(JobName.BulkSplit, [{ bulkId }]);
      await queue.removeJobs(JobName.BulkChunk, chunks.map((chunk) => ({ bulkId, chunk, items: [] })));
    },
    async stateOf(bulkId, job) {
      const state = job === 'split' ? await queue.stateOf(JobName.BulkSplit, { bulkId }) : await queue.stateOf(JobName.BulkChunk, { bulkId, chunk: job, items: [] });
      if (state === 'unknown') return 'missing';
      if (state === 'completed' || state === 'failed' || state === 'active') return state;
      return 'waiting';
    },
  };
}

/** csv-input's refusal as the workflow's: the bulk fails with csv-input's message. */
function asProblem(err: unknown): unknown {
  return err instanceof CsvInputError ? new UploadProblem(err.message) : err;
}

export function csvUploadReader(limits: { maxBytes: number; maxRows: number }): UploadReader {
  return {
    async read(bulk, upload) {
      const opts = bulk.options as { header?: boolean; delimiter?: string; mapping?: Record<string, string | number> };
      try {
        const parsed = await readCsv(upload, { kind: bulk.kind as BulkKind, header: opts.header, delimiter: opts.delimiter, mapping: opts.mapping, ...limits });
        async function* rows(): AsyncGenerator<UploadRow> {
          try {
            yield* parsed.rows;
          } catch (err) {
            throw asProblem(err);
          }
        }
        return { header: parsed.layout.header, delimiter: parsed.layout.delimiter, rows: rows() };
      } catch (err) {
        throw asProblem(err);
      }
    },
  };
}
