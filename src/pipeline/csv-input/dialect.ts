import { DELIMITER_LINES, DELIMITERS } from './limits.js';

/**
 * See the delimiter rule in index.ts. `complete`: the text is the whole input (its last line is
 * whole).
 */
export function detectDelimiter(text: string, complete: boolean): string {
  const lines: number[][] = [];
  let counts = [0, 0, 0, 0];
  let inQuotes = false;
  let content = false;
  let previous = '\n';
  let partial: number[] | null = null;
  for (let i = 0; i < text.length && lines.length < DELIMITER_LINES; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') i++;
        else inQuotes = false;
      }
      previous = c;
      continue;
    }
    if (c === '"' && (previous === '\n' || previous === '\r' || (DELIMITERS as readonly string[]).includes(previous))) {
      inQuotes = true;
      content = true;
    } else if (c === '\n' || c === '\r') {
      if (content) lines.push(counts);
      counts = [0, 0, 0, 0];
      content = false;
    } else {
      const index = (DELIMITERS as readonly string[]).indexOf(c);
      if (index >= 0) counts[index]!++;
      content = true;
    }
    previous = c;
  }
  if (content && lines.length < DELIMITER_LINES) partial = counts;
  // The last line of a cut head may be incomplete: use it only when it is all there is.
  if (partial !== null && (complete || lines.length === 0)) lines.push(partial);
  if (lines.length === 0) return ',';

  let best = { delimiter: ',', share: 0, count: 0 };
  for (let d = 0; d < DELIMITERS.length; d++) {
    const frequency = new Map<number, number>();
    for (const line of lines) {
      const n = line[d]!;
      if (n > 0) frequency.set(n, (frequency.get(n) ?? 0) + 1);
    }
    let mode = 0;
    let modeLines = 0;
    for (const [n, times] of frequency) {
      if (times > modeLines || (times === modeLines && n > mode)) {
        mode = n;
        modeLines = times;
      }
    }
    if (mode === 0) continue;
    const share = modeLines / lines.length;
    if (share > best.share || (share === best.share && mode > best.count)) best = { delimiter: DELIMITERS[d]!, share, count: mode };
  }
  return best.delimiter;
}
