/**
 * A generated logo for a company the index knows but has no logo for: its initials on a colour
 * derived from the domain. Deterministic (same domain, same picture) and labelled as generated
 * by the caller, so nobody mistakes it for the company's own mark.
 */
import { createHash } from 'node:crypto';

export function initialsOf(name: string | null, domain: string): string {
  const source = name && name.trim() !== '' ? name : (domain.split('.')[0] ?? domain).replace(/[-_]+/g, ' ');
  const words = source
    .normalize('NFC')
    .split(/[\s&+.,/]+/u)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/**
 * Hue from the domain's SHA-256; saturation and lightness fixed so white text stays readable
 * (WCAG AA at this size). Greyscale: the same colour without its saturation (same lightness).
 */
export function colourOf(domain: string, greyscale = false): string {
  const hue = createHash('sha256').update(domain).digest().readUInt16BE(0) % 360;
  return `hsl(${hue}, ${greyscale ? 0 : 55}%, 38%)`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function monogramSvg(name: string | null, domain: string, size: number, greyscale = false): string {
  const initials = escapeXml(initialsOf(name, domain));
  const fontSize = Math.round(size * (initials.length > 1 ? 0.4 : 0.5));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name ?? domain)} (generated monogram)">` +
    `<rect width="${size}" height="${size}" fill="${colourOf(domain, greyscale)}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="600" font-size="${fontSize}" fill="#fff">${initials}</text>` +
    `</svg>`
  );
}
