import { describe, expect, it } from 'vitest';
import { failure, readAll, readFixture } from '../../../test/support/csv-input.js';
import { detectHeader, headerField } from './header.js';

describe('readCsv: delimiters and headers', () => {
  it('detects a file without a header (one column of emails)', async () => {
    const { layout, rows } = await readFixture('no-header-emails.csv');
    expect(layout).toMatchObject({ hasHeader: false, header: ['column_1'], mapping: { email: 0 }, mappedBy: { email: 'content' } });
    expect(rows.map((r) => [r.index, r.line, r.inputs.email])).toEqual([
      [0, 1, 'ada@lovelace.example'],
      [1, 2, 'alan@turing.example'],
      [2, 3, 'grace@hopper.example'],
    ]);
  });

  it('finds columns by content when the header names are in an unknown language', async () => {
    const { layout, rows } = await readFixture('unknown-language.csv', { kind: 'enrich' });
    expect(layout).toMatchObject({
      hasHeader: true,
      mapping: { email: 0, domain: 1 },
      mappedBy: { email: 'content', domain: 'content' },
    });
    expect(rows.map((r) => r.inputs)).toEqual([
      { email: 'matti@yritys.test', domain: 'https://www.yritys.test/about' },
      { email: 'liisa@toinen.test', domain: 'toinen.test' },
      { email: 'pekka@kolmas.test', domain: 'http://kolmas.test' },
      { domain: 'neljas.test' },
    ]);
  });

  it('takes emails from a column whose header said "contact"', async () => {
    const { layout } = await readAll(['Contact,Company\nada@lovelace.example,Engines\nalan@turing.example,Bletchley\n']);
    expect(layout.mapping).toEqual({ email: 0, company: 1 });
    expect(layout.mappedBy).toEqual({ email: 'content', company: 'header' });
  });
});

describe('readCsv: explicit mapping and required fields', () => {
  it('maps by header name (exact or normalized) and by index, overriding detection', async () => {
    const byName = await readFixture('plain-comma.csv', { mapping: { email: 'EMAIL', company: 'last_name' } });
    expect(byName.layout.mapping).toMatchObject({ email: 0, company: 2 });
    expect(byName.layout.mappedBy).toMatchObject({ email: 'explicit', company: 'explicit', first_name: 'header' });
    expect(byName.rows[0]?.inputs.company).toBe('Lovelace');

    const byIndex = await readFixture('unknown-language.csv', { kind: 'find', mapping: { full_name: 2, company: 3 } });
    expect(byIndex.layout.mapping).toEqual({ full_name: 2, company: 3, email: 0, domain: 1 });
    expect(byIndex.layout.mappedBy.full_name).toBe('explicit');
    expect(byIndex.rows[0]?.inputs).toMatchObject({ full_name: 'Yritys Oy', company: 'ok' });
  });

  it('maps generated names when there is no header, and treats a named column as a header', async () => {
    const generated = await readFixture('no-header-emails.csv', { header: false, mapping: { email: 'column_1' } });
    expect(generated.rows).toHaveLength(3);
    const named = await readAll(['Adresse,Qui\nada@lovelace.example,Ada\n'], { mapping: { email: 'Adresse' } });
    expect(named.layout.hasHeader).toBe(true);
    expect(named.rows.map((r) => r.inputs)).toEqual([{ email: 'ada@lovelace.example' }]);
  });

  it('refuses a mapping to a column that does not exist, naming it', async () => {
    const byName = await failure(readFixture('plain-comma.csv', { mapping: { email: 'Work Email' } }));
    expect(byName.code).toBe('unmapped');
    expect(byName.message).toContain('"Work Email"');
    expect(byName.message).toContain('"first_name"');
    const byIndex = await failure(readFixture('plain-comma.csv', { mapping: { email: 7 } }));
    expect(byIndex.code).toBe('unmapped');
    expect(byIndex.message).toContain('column 7');
  });
});

describe('detection rules', () => {
  it('tells a header from data', () => {
    expect(detectHeader(['email'], ['a@x.test'])).toBe(true);
    expect(detectHeader(['a@x.test'], ['b@x.test'])).toBe(false);
    expect(detectHeader(['Adresse', 'Firma'], ['a@x.test', 'X'])).toBe(true);
    expect(detectHeader(['Qui', 'Quoi'], ['Ada', 'Engines'])).toBe(false);
    expect(detectHeader(['Nombre', 'Apellido'], ['Ada', 'Lovelace'])).toBe(true);
    expect(detectHeader(['acme.test', 'Acme'], ['beta.test', 'Beta'])).toBe(false);
    expect(detectHeader(['a', 'b'], ['1', '2'])).toBe(true);
    expect(detectHeader(['email'], undefined)).toBe(true);
  });

  it('knows header names in several languages and spellings', () => {
    const cases: Record<string, string[]> = {
      email: ['Email', 'E-Mail', 'e_mail', 'EMAIL ADDRESS', 'Courriel', 'Correo electrónico', 'E-Mail-Adresse', 'Work Email', 'Email 2'],
      domain: ['Website', 'Company Domain', 'Domaine', 'dominio', 'URL', 'Site web'],
      first_name: ['First Name', 'first_name', 'Prénom', 'Vorname', 'Nombre', 'Given name'],
      last_name: ['Last Name', 'Surname', 'Nom', 'Nachname', 'Apellido', 'Cognome', 'Sobrenome'],
      full_name: ['Name', 'Full Name', 'Nom complet', 'Nombre completo', 'Contact'],
      company: ['Company', 'Organisation', 'Société', 'Entreprise', 'Empresa', 'Firma', 'Azienda', 'Company Name', 'Employer'],
    };
    for (const [field, names] of Object.entries(cases)) {
      for (const name of names) expect(headerField(name), name).toBe(field);
    }
    expect(headerField('Notes')).toBeUndefined();
  });
});
