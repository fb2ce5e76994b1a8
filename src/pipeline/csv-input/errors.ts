export type CsvInputErrorCode = 'empty' | 'no_rows' | 'binary' | 'too_large' | 'too_many_rows' | 'unmapped' | 'malformed';

export class CsvInputError extends Error {
  override readonly name = 'CsvInputError';
  constructor(
    readonly code: CsvInputErrorCode,
    message: string,
    /** for 'malformed': the line where the faulty record starts */
    readonly line?: number,
  ) {
    super(message);
  }
}
