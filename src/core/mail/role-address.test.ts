import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROLE_SUPPLEMENT, isRoleAddress } from './role-address.js';

const require = createRequire(import.meta.url);
const packageRoles = require('role-based-email-addresses') as string[];
const humanNames = require('human-names') as Record<string, string[]>;

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('isRoleAddress', () => {
  it.each([
    // role
    ['info', true],
    ['sales', true],
    ['support', true],
    ['noreply', true],
    ['no-reply', true],
    ['no_reply', true],
    ['No.Reply', true],
    ['NOREPLY', true],
    ['press', true],
    ['kontakt', true],
    ['contato', true],
    ['contacto', true],
    ['contatto', true],
    ['bonjour', true],
    // data protection offices, as each law names them
    ['privacidade', true],
    ['dpo', true],
    ['datenschutz', true],
    ['rgpd', true],
    ['vertrieb', true],
    ['carrières', true],
    ['Info+newsletter', true],
    ['"info"', true],
    ['sales2', true],
    ['support-01', true],
    ['dev', true],
    // person
    ['john', false],
    ['anne.marie', false],
    ['j.smith', false],
    ['jane.doe', false],
    ['paris', false],
    ['sydney', false],
    ['', false],
    ['+info', false],
  ] as [string, boolean][])('%s -> %s', (local, expected) => {
    expect(isRoleAddress(local)).toBe(expected);
  });

  it('recognises every entry of the package list except the documented first names', () => {
    const missed = packageRoles.filter((r) => !isRoleAddress(r));
    expect(missed.sort()).toEqual(['alexa', 'apple', 'boston', 'denver', 'india', 'paris', 'sem', 'sydney']);
    expect(packageRoles.length).toBeGreaterThan(900);
  });

  it('keeps the supplement free of first names and of words the package already has', () => {
    const names = new Set(
      ['En', 'It', 'Fr', 'De', 'Es', 'Nl'].flatMap((l) => [...(humanNames[`female${l}`] ?? []), ...(humanNames[`male${l}`] ?? [])]).map(fold),
    );
    const inPackage = new Set(packageRoles.map(fold));
    for (const word of ROLE_SUPPLEMENT) {
      expect(names.has(word), word).toBe(false);
      expect(inPackage.has(word), word).toBe(false);
      expect(isRoleAddress(word), word).toBe(true);
    }
  });
});
