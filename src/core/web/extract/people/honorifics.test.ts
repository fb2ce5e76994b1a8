import { describe, expect, it } from 'vitest';
import { isHonorific, isPostNominal, stripHonorifics } from './honorifics.js';
import { personNameIn } from './names.js';

describe('stripHonorifics: prefixes in the languages read', () => {
  it.each([
    // en
    ['Dr. Rachel Kim', 'Rachel Kim'],
    ['Dr Rachel Kim', 'Rachel Kim'],
    ['Prof. Alan Turing', 'Alan Turing'],
    ['Mr John Smith', 'John Smith'],
    ['Mrs. Jane Smith', 'Jane Smith'],
    ['Ms Jane Smith', 'Jane Smith'],
    ['Mx. Sam Taylor', 'Sam Taylor'],
    // de, at
    ['Prof. Dr. Hannelore Vogt', 'Hannelore Vogt'],
    ['Dr. med. Anna Weber', 'Anna Weber'],
    ['Dr. med. dent. Paul Klein', 'Paul Klein'],
    ['Dr. rer. nat. Eva Braun', 'Eva Braun'],
    ['Prof. Dr. med. Hannelore Vogt', 'Hannelore Vogt'],
    ['Dr.-Ing. Sabine Roth', 'Sabine Roth'],
    ['Dipl.-Ing. Markus Kessler', 'Markus Kessler'],
    ['Dipl.-Ing. (FH) Markus Kessler', 'Markus Kessler'],
    ['Dipl.-Kfm. Peter Lang', 'Peter Lang'],
    ['Mag. Katharina Huber', 'Katharina Huber'],
    ['Mag.a Katharina Huber', 'Katharina Huber'],
    ['Ing. Stefan Gruber', 'Stefan Gruber'],
    // es-AR: an agronomist, a public accountant
    ['Ing. Agr. Martín Sosa Bustos', 'Martín Sosa Bustos'],
    ['Cra. Julieta Arce', 'Julieta Arce'],
    ['Cr. Pablo Díaz', 'Pablo Díaz'],
    // a church's minister
    ['Pastor Daniel Brooks', 'Daniel Brooks'],
    ['Rev. Jane Hall', 'Jane Hall'],
    ['Ana Pastor', 'Ana Pastor'],
    ['DI Stefan Gruber', 'Stefan Gruber'],
    ['Herr Jonas Weber', 'Jonas Weber'],
    ['Frau Anna Weber', 'Anna Weber'],
    ['Hr. Jonas Weber', 'Jonas Weber'],
    ['Fr. Anna Weber', 'Anna Weber'],
    // fr
    ['Me Claire Dubois', 'Claire Dubois'],
    ['M. Jean Dupont', 'Jean Dupont'],
    ['Mme Sophie Martin', 'Sophie Martin'],
    ['Mlle Julie Petit', 'Julie Petit'],
    ['Pr Michel Blanc', 'Michel Blanc'],
    // es, ca
    ['Sr. Jordi Soler', 'Jordi Soler'],
    ['Sra. Montserrat Garriga i Puig', 'Montserrat Garriga i Puig'],
    ['Srta. Lucía Gómez', 'Lucía Gómez'],
    ['D. Juan Pérez', 'Juan Pérez'],
    ['Dña. Carmen Ruiz', 'Carmen Ruiz'],
    ['Dra. Ana Costa', 'Ana Costa'],
    // it
    ['Dott. Marco Rossi', 'Marco Rossi'],
    ['Dott.ssa Giulia Bianchi', 'Giulia Bianchi'],
    ['Avv. Marco Rossi', 'Marco Rossi'],
    ['Arch. Paolo Conti', 'Paolo Conti'],
    ['Ing. Luca Ferrari', 'Luca Ferrari'],
    // pt
    ['Eng.º João Silva', 'João Silva'],
    ['Sr. João Silva', 'João Silva'],
    // nl
    ['mr. Pieter de Vries', 'Pieter de Vries'],
    ['mr. drs. Sanne Bakker', 'Sanne Bakker'],
    ['ir. Eva van der Linden', 'Eva van der Linden'],
    ['dhr. Pieter de Vries', 'Pieter de Vries'],
    ['mevr. Eva de Jong', 'Eva de Jong'],
    // sv, no, da
    ['Fru Karin Berg', 'Karin Berg'],
    ['Hr. Lars Jensen', 'Lars Jensen'],
    // pl
    ['dr hab. inż. Jan Kowalski', 'Jan Kowalski'],
    ['mgr Anna Nowak', 'Anna Nowak'],
    ['inż. Piotr Zieliński', 'Piotr Zieliński'],
    ['prof. dr hab. Jan Kowalski', 'Jan Kowalski'],
    // pl: technik, and a dental technician's "tech. dent."
    ['tech. Joanna Nowicka', 'Joanna Nowicka'],
    ['tech. dent. Paweł Lis', 'Paweł Lis'],
    // A capitalised abbreviation no list holds, before a given name of the lists and a family
    // name, is a profession's short form (it: "Odt.", a dental technician's); without a given
    // name after it, or with one word only, it stays.
    ['Tech. Anna Weber', 'Anna Weber'],
    ['Odt. Silvia Baldan', 'Silvia Baldan'],
    ['Odt. Baldan', 'Odt. Baldan'],
    ['Odt. Zanin Baldan', 'Odt. Zanin Baldan'],
  ] as const)('%s -> %s', (text, name) => {
    expect(stripHonorifics(text)).toBe(name);
  });
});

describe('stripHonorifics: post-nominals', () => {
  it.each([
    ['Dr. Rachel Kim, DDS', 'Rachel Kim'],
    ['Dr. Marcus Bell, DMD', 'Marcus Bell'],
    ['Lisa Park, MD', 'Lisa Park'],
    ['Marta Kowalczyk, PhD', 'Marta Kowalczyk'],
    ['John Smith, Ph.D.', 'John Smith'],
    ['John Smith Ph. D.', 'John Smith'],
    ['Jane Doe, Esq.', 'Jane Doe'],
    ['Daniel Ortiz MBA', 'Daniel Ortiz'],
    ['Tom Hall, CPA, CFA', 'Tom Hall'],
    ['Sarah Lee, RN', 'Sarah Lee'],
    ['Laura Weiß, LL.M.', 'Laura Weiß'],
    ['Max Müller, M.Sc.', 'Max Müller'],
    ['Max Müller, MSc', 'Max Müller'],
    ['Oliver Kent, BSc', 'Oliver Kent'],
    ['Anna Schmidt, M.A.', 'Anna Schmidt'],
    ['Peter Brown, B.A.', 'Peter Brown'],
    ['James Wong, FRCS', 'James Wong'],
    ['Jennifer Alvarez, RDH', 'Jennifer Alvarez'],
    // Irish and UK law and tax degrees and memberships; a membership with its designation spelled out
    ['Declan Carroll BCL, AITI Chartered Tax Adviser', 'Declan Carroll'],
    ['Niamh Kelly BCL, BL', 'Niamh Kelly'],
    ['Ruth Doyle, FCA Chartered Accountant', 'Ruth Doyle'],
    ['Conor Walsh MCL, FITI', 'Conor Walsh'],
    // a degree spelled out after a comma; "Master" with no "in"/"of" is a title, not a degree
    ['Ruben Jacobs, bachelor accountancy-fiscaliteit', 'Ruben Jacobs'],
    ['Lotte Maes, master in de rechten', 'Lotte Maes'],
    ['Emma Clarke, Bachelor of Science', 'Emma Clarke'],
    ['Hans Huber, Master Electrician', 'Hans Huber, Master Electrician'],
  ] as const)('%s -> %s', (text, name) => {
    expect(stripHonorifics(text)).toBe(name);
  });
});

describe('stripHonorifics: the neighbours and the professions written with a name', () => {
  it.each([
    // cs, sk (before the name: Bc., Mgr., Ing., Ing. arch., MUDr., JUDr., doc.; after: Ph.D., CSc., DiS.)
    ['Ing. Jana Nováková', 'Jana Nováková'],
    ['Mgr. Petr Svoboda, Ph.D.', 'Petr Svoboda'],
    ['MUDr. Tereza Dvořáková', 'Tereza Dvořáková'],
    ['doc. Ing. Karel Novák, CSc.', 'Karel Novák'],
    ['Ing. arch. Lucie Malá', 'Lucie Malá'],
    ['JUDr. Pavel Černý', 'Pavel Černý'],
    ['Bc. Lukáš Procházka, DiS.', 'Lukáš Procházka'],
    ['akad. mal. Jiří Beneš', 'Jiří Beneš'],
    // the forms of address written out in running text (cs "paní", pl "panią")
    ['paní Jana Nováková', 'Jana Nováková'],
    ['paní Ing. Jana Nováková', 'Jana Nováková'],
    ['panią Anna Zielińska', 'Anna Zielińska'],
    // at: double degrees
    ['MMag. Dr. Eva Huber, MBA', 'Eva Huber'],
    ['DDr. Franz Maier', 'Franz Maier'],
    // de: professions before and after ("RA", "StB", "WP/StB")
    ['RA Dr. Thomas Müller', 'Thomas Müller'],
    ['RAin Sabine Koch', 'Sabine Koch'],
    ['StB Dipl.-Kfm. Klaus Meier', 'Klaus Meier'],
    ['Sabine Roth, WP/StB', 'Sabine Roth'],
    // fr, it, es (Latin America), pl
    ['Maître Jean Dupuis', 'Jean Dupuis'],
    ['P.I. Andrea Neri', 'Andrea Neri'],
    ['Not. Mario Galli', 'Mario Galli'],
    ['Mtra. Laura Ortiz', 'Laura Ortiz'],
    ['Lic. María Fernández', 'María Fernández'],
    ['C.P. Juan Pérez Ramírez', 'Juan Pérez Ramírez'],
    ['adw. Jan Nowak', 'Jan Nowak'],
    ['r.pr. Piotr Wiśniewski', 'Piotr Wiśniewski'],
    ['lek. dent. Ewa Zielińska', 'Ewa Zielińska'],
    // sv: a licensed profession after "Leg."
    ['Leg. tandläkare Erik Lund', 'Erik Lund'],
    // nl: register accountant after the name
    ['drs. Piet Bakker RA', 'Piet Bakker'],
    // da, no, sv: lower-case dotted degrees
    ['Mette Hansen, cand.merc.', 'Mette Hansen'],
    ['Lars Berg, civ.ing.', 'Lars Berg'],
    // fi
    ['Eetu Mäkinen, DI', 'Eetu Mäkinen'],
    ['Aino Korhonen, KTM', 'Aino Korhonen'],
    // uk: chartered bodies, a degree's class
    ['John Brown BSc (Hons) MRICS', 'John Brown'],
    ['Jane Smith FCCA', 'Jane Smith'],
  ] as const)('%s -> %s', (text, name) => {
    expect(stripHonorifics(text)).toBe(name);
  });

  it.each([
    // Capitals that could be initials or a company stay before fewer than two words or an initial.
    ['RA Consulting', 'RA Consulting'],
    ['WP Engine', 'WP Engine'],
    ['C.P. Snow', 'C.P. Snow'],
    // "Leg." without a profession word after it goes alone
    ['Leg. Erik Lund', 'Erik Lund'],
  ] as const)('%s -> %s', (text, name) => {
    expect(stripHonorifics(text)).toBe(name);
  });
});

describe('what is not stripped', () => {
  it.each([
    // An initial is not "M." (Monsieur) or "D." (Don) before one more word, or before another initial.
    ['D. J. Smith', 'D. J. Smith'],
    ['M. Dupont', 'M. Dupont'],
    // Case matters for post-nominals: "Ma" is a family name, "MA" a degree.
    ['Jack Ma', 'Jack Ma'],
    ['Don Johnson', 'Don Johnson'],
    ['Pieter de Vries', 'Pieter de Vries'],
    // A designation in words goes only after a known membership, and only as a chartered (certified,
    // registered, licensed) one: a job after a degree stays where it is.
    ['Ruth Doyle, Chartered Accountant', 'Ruth Doyle, Chartered Accountant'],
    ['Ruth Doyle, CPA Partner', 'Ruth Doyle, CPA Partner'],
    ['Ruth Doyle, XYZ Chartered Accountant', 'Ruth Doyle, XYZ Chartered Accountant'],
  ] as const)('%s stays %s', (text, name) => {
    expect(stripHonorifics(text)).toBe(name);
  });

  it.each(['Dr.', 'Prof. Dr.', 'Dr. Kim', 'Herr Müller', 'Mme Martin', 'mr. drs.', 'Dott.ssa', 'DDS', 'Rachel, DDS', 'Dipl.-Ing.'])('honorifics alone are no name: %s', (text) => {
    expect(personNameIn(text)).toBeNull();
  });

  it('word tests', () => {
    expect([isHonorific('Dr.'), isHonorific('dr'), isHonorific('Dipl.-Inform.'), isHonorific('Mag.ª'), isHonorific('Me'), isHonorific('me')]).toEqual([true, true, true, true, true, false]);
    expect([isPostNominal('Ph. D.'), isPostNominal('M.Sc.'), isPostNominal('MA'), isPostNominal('Ma'), isPostNominal('Kim')]).toEqual([true, true, true, false, false]);
    // Dotted degrees no list holds, in their shape; a dotted initial or an abbreviation with a lower-case part is not.
    expect([isPostNominal('D.Mus.'), isPostNominal('LL.M.'), isPostNominal('B.Arch.'), isPostNominal('J.'), isPostNominal('Str.'), isPostNominal('Mus.')]).toEqual([true, true, true, false, false, false]);
  });
});

describe('stripHonorifics: a faculty written capitalised after a doctor (it, es, pt, de)', () => {
  it.each([
    ['Dott. Agr. Paolo Marchetti', 'Paolo Marchetti'],
    ['Dott. Ing. Laura Ferri', 'Laura Ferri'],
    ['Dott.ssa Arch. Giulia Conti', 'Giulia Conti'],
    ['Dra. Med. Inés Roldán', 'Inés Roldán'],
    ['Dr. Med. Anna Weber', 'Anna Weber'],
    // traps: an initial after a doctor is the name's; a capitalised word that is no faculty is a name
    ['Dr. H. Weber', 'H. Weber'],
    ['Dott. Agro Bianchi', 'Agro Bianchi'],
    ['Sig. Agr. Paolo Marchetti', 'Agr. Paolo Marchetti'],
  ] as const)('%s -> %s', (text, name) => {
    expect(stripHonorifics(text)).toBe(name);
  });
});
