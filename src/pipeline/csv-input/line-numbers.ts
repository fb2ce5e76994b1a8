/**
 * Counts line breaks (CRLF, LF or a lone CR) over the bytes given to the parser, so each record
 * gets the line it starts on. (csv-parse's own `info.lines` is the line a record ends on and
 * counts a CRLF inside quotes twice.) Holds only the bytes the parser has not yet turned into
 * records.
 */
export class LineTracker {
  private readonly chunks: Buffer[] = [];
  private chunkStart = 0;
  private position = 0;
  private line = 1;
  private previousCR = false;

  push(bytes: Buffer): void {
    if (bytes.length > 0) this.chunks.push(bytes);
  }

  /** Moves to `end` (absolute byte offset), counting line breaks on the way. */
  advanceTo(end: number): void {
    while (this.position < end) {
      const chunk = this.chunks[0];
      if (chunk === undefined) return;
      const from = this.position - this.chunkStart;
      const to = Math.min(chunk.length, end - this.chunkStart);
      let line = this.line;
      let previousCR = this.previousCR;
      for (let i = from; i < to; i++) {
        const b = chunk[i];
        if (b === 10) {
          if (!previousCR) line++;
          previousCR = false;
        } else if (b === 13) {
          line++;
          previousCR = true;
        } else {
          previousCR = false;
        }
      }
      this.line = line;
      this.previousCR = previousCR;
      this.position = this.chunkStart + to;
      if (to >= chunk.length) {
        this.chunks.shift();
        this.chunkStart += chunk.length;
      }
    }
  }

  /** Skips the empty lines at the current position; the line the next record starts on. */
  nextRecordLine(): number {
    for (;;) {
      const chunk = this.chunks[0];
      if (chunk === undefined) return this.line;
      const b = chunk[this.position - this.chunkStart];
      if (b === undefined) {
        this.chunks.shift();
        this.chunkStart += chunk.length;
        continue;
      }
      if (b !== 10 && b !== 13) return this.line;
      this.advanceTo(this.position + 1);
    }
  }
}
