/**
 * The ways people write a name and a title next to an address, in the languages the crawler
 * reads, and the cases where a name must not be given (a neighbour's name, a company or a street,
 * honorifics alone). Each case is a page body and the (name, title, address) triples extractPeople
 * gives, in order.
 */
import { describe, expect, it } from 'vitest';
import { extractPeople, type PersonVia } from './index.js';

const DOMAIN = 'acme.test';
const mail = (local: string, label = `${local}@${DOMAIN}`): string => `<a href="mailto:${local}@${DOMAIN}">${label}</a>`;
const page = (body: string): string =>
  `<!doctype html><html><head><meta property="og:site_name" content="Acme Robotics"></head><body><main>${body}</main></body></html>`;

type Triple = [name: string, title: string | null, email: string | null];

function people(body: string): Triple[] {
  return extractPeople(page(body), `https://www.${DOMAIN}/kontakt`, [DOMAIN]).map((p) => [p.name, p.title, p.email]);
}

function vias(body: string): PersonVia[] {
  return extractPeople(page(body), `https://www.${DOMAIN}/kontakt`, [DOMAIN]).map((p) => p.via);
}

const at = (local: string): string => `${local}@${DOMAIN}`;

interface Case {
  name: string;
  body: string;
  expected: Triple[];
}

const honorificCases: Case[] = [
  {
    name: 'en: card heading "Dr. Rachel Kim, DDS"',
    body: `<section class="doctor"><img src="/k.jpg" alt="Dr. Rachel Kim"><h2>Dr. Rachel Kim, DDS</h2><p class="subtitle">Practice Owner &amp; General Dentist</p><p>Dr. Kim earned her DDS at Marquette University.</p><p>${mail('rkim')}</p></section>`,
    expected: [['Rachel Kim', 'Practice Owner & General Dentist', at('rkim')]],
  },
  {
    name: 'de: "Prof. Dr. med." and "Dipl.-Ing. (FH)" in cards',
    body:
      `<div class="team"><div class="member"><h3>Prof. Dr. med. Hannelore Vogt</h3><p class="position">Chefärztin</p><p>${mail('h.vogt')}</p></div>` +
      `<div class="member"><h3>Dipl.-Ing. (FH) Markus Kessler</h3><p class="position">Geschäftsführer</p><p>${mail('m.kessler')}</p></div></div>`,
    expected: [
      ['Hannelore Vogt', 'Chefärztin', at('h.vogt')],
      ['Markus Kessler', 'Geschäftsführer', at('m.kessler')],
    ],
  },
  {
    name: 'at: "Mag.a" and "DI" on name-title lines',
    body: `<p>Mag.a Katharina Huber, Leiterin Fundraising, ${mail('k.huber')}</p><p>DI Stefan Gruber, Technischer Leiter, ${mail('s.gruber')}</p>`,
    expected: [
      ['Katharina Huber', 'Leiterin Fundraising', at('k.huber')],
      ['Stefan Gruber', 'Technischer Leiter', at('s.gruber')],
    ],
  },
  {
    name: 'fr: "Me" (Maître) and "Mme" on label lines',
    body: `<p>Associée : Me Claire Dubois, avocate, ${mail('c.dubois')}</p><p>Accueil : Mme Sophie Martin, assistante juridique, ${mail('s.martin')}</p>`,
    expected: [
      ['Claire Dubois', 'avocate', at('c.dubois')],
      ['Sophie Martin', 'assistante juridique', at('s.martin')],
    ],
  },
  {
    name: 'es: "D.", "Dña." and "Srta." in cards',
    body:
      `<div class="equipo"><div class="ficha"><h3>D. Juan Pérez</h3><p class="cargo">Director general</p><p>${mail('jperez')}</p></div>` +
      `<div class="ficha"><h3>Dña. Carmen Ruiz</h3><p class="cargo">Directora comercial</p><p>${mail('cruiz')}</p></div>` +
      `<div class="ficha"><h3>Srta. Lucía Gómez</h3><p class="cargo">Atención al cliente</p><p>${mail('lgomez')}</p></div></div>`,
    expected: [
      ['Juan Pérez', 'Director general', at('jperez')],
      ['Carmen Ruiz', 'Directora comercial', at('cruiz')],
      ['Lucía Gómez', 'Atención al cliente', at('lgomez')],
    ],
  },
  {
    name: 'it: "Dott.ssa", "Avv.", "Arch."',
    body: `<p>Dott.ssa Giulia Bianchi, Amministratrice Delegata, ${mail('g.bianchi')}</p><p>Avv. Marco Rossi, Responsabile legale, ${mail('m.rossi')}</p><p>Arch. Paolo Conti, Direttore tecnico, ${mail('p.conti')}</p>`,
    expected: [
      ['Giulia Bianchi', 'Amministratrice Delegata', at('g.bianchi')],
      ['Marco Rossi', 'Responsabile legale', at('m.rossi')],
      ['Paolo Conti', 'Direttore tecnico', at('p.conti')],
    ],
  },
  {
    name: 'pt and nl: "Eng.º", "mr. drs."',
    body:
      `<p>Eng.º João Silva, Diretor de produção, ${mail('joao.silva')}</p>` +
      `<div class="advocaat"><h3>mr. drs. Sanne Bakker</h3><p class="functie">Advocaat-partner</p><p>${mail('s.bakker')}</p></div>`,
    expected: [
      ['João Silva', 'Diretor de produção', at('joao.silva')],
      ['Sanne Bakker', 'Advocaat-partner', at('s.bakker')],
    ],
  },
  {
    name: 'pl: "dr hab. inż." and "mgr"',
    body: `<p>Osoba kontaktowa: dr hab. inż. Jan Kowalski, Dyrektor techniczny, ${mail('jan.kowalski')}</p><p>mgr Anna Nowak, specjalista ds. sprzedaży, ${mail('anna.nowak')}</p>`,
    expected: [
      ['Jan Kowalski', 'Dyrektor techniczny', at('jan.kowalski')],
      ['Anna Nowak', 'specjalista ds. sprzedaży', at('anna.nowak')],
    ],
  },
  {
    name: 'post-nominals written after a name and a comma, then the title',
    body: `<p>Marta Kowalczyk, PhD, Head of Engineering, ${mail('marta')}</p><p>Tom Hall, CPA, CFA – Chief Financial Officer – ${mail('tom')}</p>`,
    expected: [
      ['Marta Kowalczyk', 'Head of Engineering', at('marta')],
      ['Tom Hall', 'Chief Financial Officer', at('tom')],
    ],
  },
  {
    name: 'honorifics alone are not a name (a card headed "Dr. Kim", a line "Prof. Dr.:")',
    body: `<div class="card"><h3>Dr. Kim</h3><p class="title">Dentist</p><p>${mail('kim')}</p></div><p>Prof. Dr.: ${mail('lehrstuhl')}</p>`,
    expected: [],
  },
];

const lineCases: Case[] = [
  {
    name: 'en: "Name, Title – address" and "Name | Title | address"',
    body: `<p>Karen Lopez, Billing Coordinator – ${mail('klopez')}</p><p>Samuel Whitaker | Principal, Consumer | ${mail('swhitaker')}</p>`,
    expected: [
      ['Karen Lopez', 'Billing Coordinator', at('klopez')],
      ['Samuel Whitaker', 'Principal, Consumer', at('swhitaker')],
    ],
  },
  {
    name: 'de and no: "Title: Name, address"',
    body: `<p>Geschäftsführerin: Anna Weber, ${mail('anna.weber')}</p><p>Daglig leder: Ingrid Haugen, ${mail('ingrid.haugen')}</p>`,
    expected: [
      ['Anna Weber', 'Geschäftsführerin', at('anna.weber')],
      ['Ingrid Haugen', 'Daglig leder', at('ingrid.haugen')],
    ],
  },
  {
    name: 'fr: "Title : Name — phone — address"',
    body: `<p>Accueil et secrétariat : Nathalie Perrin — 04 78 28 41 90 — ${mail('nathalie.perrin')}</p>`,
    expected: [['Nathalie Perrin', 'Accueil et secrétariat', at('nathalie.perrin')]],
  },
  {
    name: 'es, ca and da: "Name, title, address" with a lower-case title',
    body: `<p>Pau Vidal, responsable comercial, ${mail('pau')}</p><p>Kundeservice i Danmark: Mette Kjær, kundeservicemedarbejder, ${mail('mette.kjaer')}</p>`,
    expected: [
      ['Pau Vidal', 'responsable comercial', at('pau')],
      ['Mette Kjær', 'kundeservicemedarbejder', at('mette.kjaer')],
    ],
  },
  {
    name: 'en: name and title on a line, the phone on the next, the address on the third',
    body: `<h2>Export sales</h2><p>Thomas Berger, Area Sales Manager International<br>Phone +49 7121 90 88 35<br>${mail('thomas.berger')}</p>`,
    expected: [['Thomas Berger', 'Area Sales Manager International', at('thomas.berger')]],
  },
  {
    name: 'de: a title without a job-title word after a given name on a label line',
    body: `<p>Rückfragen zu Lieferterminen: Jan Köhler, Disposition Ersatzteile, ${mail('jan.koehler')}</p>`,
    expected: [['Jan Köhler', 'Disposition Ersatzteile', at('jan.koehler')]],
  },
];

const labelCases: Case[] = [
  {
    name: 'de: "Pressekontakt: Anna Weber, Referentin, address"',
    body: `<p>Pressekontakt: Anna Weber, Referentin, ${mail('anna.weber')}</p>`,
    expected: [['Anna Weber', 'Referentin', at('anna.weber')]],
  },
  {
    name: 'de: "Pressekontakt: Dr. Name, Title, street, town, phone, address"',
    body: `<p>Pressekontakt: Dr. Julia Brandt, Leiterin Unternehmenskommunikation, Gewerbestraße 14, 72766 Reutlingen, Telefon +49 7121 90 88 70, ${mail('julia.brandt')}</p>`,
    expected: [['Julia Brandt', 'Leiterin Unternehmenskommunikation', at('julia.brandt')]],
  },
  {
    name: 'de: "Ansprechpartner:" and "Ihre Ansprechpartnerin für Spenden:" with phones',
    body:
      `<p class="contact">Ansprechpartner: Jonas Weber, Teamleiter Service, Telefon +49 7121 90 88 45, ${mail('jonas.weber')}</p>` +
      `<p>Ihre Ansprechpartnerin für Spenden: Sandra Wolf, Spenderbetreuung, Tel. 0341 24 77 90-14, ${mail('s.wolf')}</p>`,
    expected: [
      ['Jonas Weber', 'Teamleiter Service', at('jonas.weber')],
      ['Sandra Wolf', 'Spenderbetreuung', at('s.wolf')],
    ],
  },
  {
    name: 'fr: "Contact presse :" and "Responsable :"',
    body: `<p>Contact presse : Julie Martin, attachée de presse, ${mail('julie.martin')}</p><p>Responsable : Marie Dupont, ${mail('marie.dupont')}</p>`,
    expected: [
      ['Julie Martin', 'attachée de presse', at('julie.martin')],
      ['Marie Dupont', 'Responsable', at('marie.dupont')],
    ],
  },
  {
    name: 'es, sv, nl, pt: "Persona de contacto:", "Kontaktperson:", "Contactpersoon:", "Pessoa de contacto:"',
    body:
      `<p>Persona de contacto: Carmen Ruiz, Directora comercial, ${mail('carmen.ruiz')}</p>` +
      `<p>Kontaktperson: Lars Nilsson, Försäljningschef, ${mail('lars.nilsson')}</p>` +
      `<p>Contactpersoon: Eva de Jong, Office manager, ${mail('eva.dejong')}</p>` +
      `<p>Pessoa de contacto: João Silva, Diretor comercial, ${mail('joao.silva')}</p>`,
    expected: [
      ['Carmen Ruiz', 'Directora comercial', at('carmen.ruiz')],
      ['Lars Nilsson', 'Försäljningschef', at('lars.nilsson')],
      ['Eva de Jong', 'Office manager', at('eva.dejong')],
      ['João Silva', 'Diretor comercial', at('joao.silva')],
    ],
  },
  {
    name: 'a label alone before a name gives no title ("Pressekontakt: Dr. Julia Brandt, address")',
    body: `<p>Pressekontakt: Dr. Julia Brandt, ${mail('julia.brandt')}</p>`,
    expected: [['Julia Brandt', null, at('julia.brandt')]],
  },
];

const listCases: Case[] = [
  {
    name: 'ca: <dt>Title</dt><dd>Sra. Name · address</dd>',
    body:
      `<dl class="equip"><dt>Gerent</dt><dd>Sra. Montserrat Garriga i Puig · ${mail('montse')}</dd>` +
      `<dt>Mestre torrador</dt><dd>Jordi Soler · ${mail('jordi')}</dd><dt>Cap de cafeteries</dt><dd>Laia Ferrer · ${mail('laia')}</dd></dl>`,
    expected: [
      ['Montserrat Garriga i Puig', 'Gerent', at('montse')],
      ['Jordi Soler', 'Mestre torrador', at('jordi')],
      ['Laia Ferrer', 'Cap de cafeteries', at('laia')],
    ],
  },
  {
    name: 'de: <dt>Name, Title</dt><dd>address</dd> and <dt>Name</dt><dd>Title</dd><dd>address</dd>',
    body: `<dl><dt>Anna Weber, Referentin</dt><dd>${mail('anna.weber')}</dd><dt>Ben Kurz</dt><dd>Vertriebsleiter</dd><dd>${mail('ben.kurz')}</dd></dl>`,
    expected: [
      ['Anna Weber', 'Referentin', at('anna.weber')],
      ['Ben Kurz', 'Vertriebsleiter', at('ben.kurz')],
    ],
  },
  {
    name: 'de: <dt>Label</dt><dd>Name</dd><dd>Title</dd><dd>address</dd>, groups in <div>s',
    body:
      `<dl><div><dt>Pressekontakt</dt><dd>Anna Weber</dd><dd>Pressesprecherin</dd><dd>${mail('anna.weber')}</dd></div>` +
      `<div><dt>Vertrieb</dt><dd>Ben Kurz</dd><dd>${mail('ben.kurz')}</dd></div></dl>`,
    expected: [
      ['Anna Weber', 'Pressesprecherin', at('anna.weber')],
      ['Ben Kurz', 'Vertrieb', at('ben.kurz')],
    ],
  },
  {
    name: 'fr: a list of labelled fields is one record',
    body: `<dl class="fiche"><dt>Nom</dt><dd>Julie Martin</dd><dt>Fonction</dt><dd>Chargée de communication</dd><dt>Courriel</dt><dd>${mail('julie.martin')}</dd></dl>`,
    expected: [['Julie Martin', 'Chargée de communication', at('julie.martin')]],
  },
  {
    name: "neighbour: a group without a name does not take the next group's or the list's",
    body: `<dl><dt>Anna Weber</dt><dd>Referentin</dd><dt>Presse</dt><dd>${mail('redaktion.nord')}</dd></dl>`,
    expected: [],
  },
  {
    name: 'a department is not a name ("Vertrieb Süd", "Ventas Norte")',
    body: `<dl><dt>Region</dt><dd>Vertrieb Süd · ${mail('vertrieb.sued')}</dd><dt>Zona</dt><dd>Ventas Norte · ${mail('ventas.norte')}</dd></dl>`,
    expected: [],
  },
];

const tableCases: Case[] = [
  {
    name: 'de: header "Name | Funktion | Telefon | E-Mail"',
    body:
      `<table><thead><tr><th>Name</th><th>Funktion</th><th>Telefon</th><th>E-Mail</th></tr></thead><tbody>` +
      `<tr><td>Stefan Maier</td><td>Vertriebsleiter Deutschland</td><td>+49 7121 90 88 31</td><td>${mail('stefan.maier')}</td></tr>` +
      `<tr><td>Ayşe Demir</td><td>Einkäuferin</td><td>+49 7121 90 88 61</td><td>${mail('ayse.demir')}</td></tr></tbody></table>`,
    expected: [
      ['Stefan Maier', 'Vertriebsleiter Deutschland', at('stefan.maier')],
      ['Ayşe Demir', 'Einkäuferin', at('ayse.demir')],
    ],
  },
  {
    name: 'fr and es headers: "Nom | Fonction | Courriel", "Cargo | Nombre | Correo"',
    body:
      `<table><tr><th>Nom</th><th>Fonction</th><th>Courriel</th></tr><tr><td>Hugo Lefèvre</td><td>Architecte d'intérieur</td><td>${mail('hugo.lefevre')}</td></tr></table>` +
      `<table><tr><th>Cargo</th><th>Nombre</th><th>Correo</th></tr><tr><td>Gerente</td><td>Sra. Montserrat Garriga</td><td>${mail('montse')}</td></tr></table>`,
    expected: [
      ['Hugo Lefèvre', "Architecte d'intérieur", at('hugo.lefevre')],
      ['Montserrat Garriga', 'Gerente', at('montse')],
    ],
  },
  {
    name: 'it: a title column wins over what follows the name in its cell ("Dott. Paolo Galli, FT, OMPT" | "Fisioterapista, titolare")',
    body:
      `<table><thead><tr><th>Nome</th><th>Qualifica</th><th>Ambiti</th><th>E-mail</th></tr></thead><tbody>` +
      `<tr><td>Dott. Paolo Galli, FT, OMPT</td><td>Fisioterapista, titolare</td><td>Terapia manuale</td><td>${mail('galli')}</td></tr>` +
      `<tr><td>Dott.ssa Elisa Morandi, Osteopata</td><td>Fisioterapista</td><td>Pavimento pelvico</td><td>${mail('morandi')}</td></tr>` +
      `<tr><td>Luca Ferri, Fisioterapista sportivo</td><td></td><td>Ginocchio</td><td>${mail('ferri')}</td></tr></tbody></table>`,
    expected: [
      ['Paolo Galli', 'Fisioterapista, titolare', at('galli')],
      ['Elisa Morandi', 'Fisioterapista', at('morandi')],
      // An empty title cell: the title written with the name stays.
      ['Luca Ferri', 'Fisioterapista sportivo', at('ferri')],
    ],
  },
  {
    name: 'no header: the row\'s one name (a given name first) and its one title',
    body: `<table><tr><td>Anna Weber</td><td>Head of Sales</td><td>${mail('anna.weber')}</td></tr><tr><td>Ben Kurz</td><td>Office Manager</td><td>${mail('ben.kurz')}</td></tr></table>`,
    expected: [
      ['Anna Weber', 'Head of Sales', at('anna.weber')],
      ['Ben Kurz', 'Office Manager', at('ben.kurz')],
    ],
  },
  {
    name: 'label | value rows',
    body: `<table class="kontakt"><tr><th>Ansprechpartner</th><td>Dr. Felix Baumann</td></tr><tr><th>Funktion</th><td>Pressesprecher</td></tr><tr><th>E-Mail</th><td>${mail('f.baumann')}</td></tr></table>`,
    expected: [['Felix Baumann', 'Pressesprecher', at('f.baumann')]],
  },
  {
    name: 'rows that name no person: a department, a company, a street',
    body:
      `<table><tr><th>Name</th><th>Durchwahl</th><th>E-Mail</th></tr><tr><td>Werkstatt</td><td>-80</td><td>${mail('werkstatt-leitung')}</td></tr></table>` +
      `<table><tr><td>Kessler Maschinenbau GmbH</td><td>${mail('zentrale')}</td></tr><tr><td>Hauptstraße 5</td><td>${mail('lager')}</td></tr></table>`,
    expected: [],
  },
  {
    name: 'label | value rows whose labels are not all field names are no record',
    body: `<table><tr><th>Geschäftsführer</th><td>Anna Weber</td></tr><tr><th>E-Mail</th><td>${mail('zentrale')}</td></tr></table>`,
    expected: [],
  },
];

const proseCases: Case[] = [
  {
    name: 'en: "write to our spokesperson Anna Weber at address"',
    body: `<p>For press, write to our spokesperson Anna Weber at ${mail('anna')}.</p>`,
    expected: [['Anna Weber', 'spokesperson', at('anna')]],
  },
  {
    name: 'en: the name in the sentence before, the address sentence refers back ("her")',
    body: `<p>Our new-patient coordinator is Ashley Nguyen. She will call you within one business day, or you can email her directly at ${mail('anguyen')}.</p>`,
    expected: [['Ashley Nguyen', 'new-patient coordinator', at('anguyen')]],
  },
  {
    name: 'en: apposition "Our Talent Partner, Fiona Doyle, …"',
    body: `<p>Our Talent Partner, Fiona Doyle, reads every application – reach her at ${mail('fiona')} if you have a question.</p>`,
    expected: [['Fiona Doyle', 'Talent Partner', at('fiona')]],
  },
  {
    name: 'de: "unsere Personalreferentin Lena Hoffmann unter address", "bei unserer Ehrenamtskoordinatorin Miriam Schäfer:"',
    body:
      `<p>Fragen zum Bewerbungsprozess beantwortet Ihnen gerne unsere Personalreferentin Lena Hoffmann unter ${mail('lena.hoffmann')}.</p>` +
      `<p>Wer sich ehrenamtlich engagieren möchte, meldet sich am besten direkt bei unserer Ehrenamtskoordinatorin Miriam Schäfer: ${mail('m.schaefer')}.</p>`,
    expected: [
      ['Lena Hoffmann', 'Personalreferentin', at('lena.hoffmann')],
      ['Miriam Schäfer', 'Ehrenamtskoordinatorin', at('m.schaefer')],
    ],
  },
  {
    name: 'fr: "notre chargée des ressources humaines, Lucie Garnier, vous répondra :"',
    body: `<p>Pour les stages, notre chargée des ressources humaines, Lucie Garnier, vous répondra : ${mail('lucie.garnier')}.</p>`,
    expected: [['Lucie Garnier', 'chargée des ressources humaines', at('lucie.garnier')]],
  },
  {
    name: 'es, it, nl, sv, da',
    body:
      `<p>Escribe a nuestra directora comercial, Carmen Ruiz, en ${mail('carmen.ruiz')}.</p>` +
      `<p>Per informazioni contattate la nostra responsabile vendite Giulia Bianchi all'indirizzo ${mail('giulia.bianchi')}.</p>` +
      `<p>Neem contact op met onze office manager Eva de Jong via ${mail('eva.dejong')}.</p>` +
      `<p>Kontakta vår försäljningschef Lars Nilsson på ${mail('lars.nilsson')}.</p>` +
      `<p>Skriv til vores kundeservicemedarbejder Mette Kjær på ${mail('mette.kjaer')}.</p>`,
    expected: [
      ['Carmen Ruiz', 'directora comercial', at('carmen.ruiz')],
      ['Giulia Bianchi', 'responsabile vendite', at('giulia.bianchi')],
      ['Eva de Jong', 'office manager', at('eva.dejong')],
      ['Lars Nilsson', 'försäljningschef', at('lars.nilsson')],
      ['Mette Kjær', 'kundeservicemedarbejder', at('mette.kjaer')],
    ],
  },
  {
    name: 'a given name without a role phrase: the name, no title',
    body: `<p>Please email Anna Weber at ${mail('anna.weber')} with any questions about your order.</p>`,
    expected: [['Anna Weber', null, at('anna.weber')]],
  },
  {
    name: 'no tie: two people in the sentence, an address that is not theirs, no reference back, no given name and no role',
    body:
      `<p>Tom Becker, our Office Manager, and Ashley Nguyen, our coordinator, answer at ${mail('tom.becker')}.</p>` +
      `<p>Since Anna Weber took over the Leipzig office, write to our team at ${mail('buero.leipzig')}.</p>` +
      `<p>Anna Weber founded the firm in 1990. Orders go to ${mail('buero')}.</p>` +
      // A given name none of the lists holds (human-names, faker's locales), and an address not
      // spelled from the name: no evidence it is one (spelled from it, it is: local-part.test.ts).
      `<p>Chidubem Okafor answers at ${mail('c.o')}.</p>` +
      `<p>Dr. Kim and Anna Weber can be reached at ${mail('anna.weber')}.</p>`,
    expected: [],
  },
];

const neighbourCases: Case[] = [
  {
    name: 'an address right after a card without one is not the card person\'s',
    body:
      `<div class="staff-card"><h3>Tom Becker</h3><p>Office Manager</p><p>Tom oversees scheduling.</p></div>` +
      `<p>Copies of past statements: ${mail('statements')}</p>`,
    expected: [['Tom Becker', 'Office Manager', null]],
  },
  {
    name: 'an address under a name line in another paragraph is not that person\'s',
    body: `<p>Directrice de la publication : Claire Moreau</p><p>Contact : ${mail('webmestre')}</p>`,
    expected: [['Claire Moreau', 'Directrice de la publication', null]],
  },
  {
    name: 'a label between a name and an address on one line is a wall',
    body: `<p>Directrice de la publication : Claire Moreau · Contact : ${mail('webmestre')}</p>`,
    expected: [],
  },
  {
    name: 'the next address on a line after someone\'s is not theirs',
    body: `<p>Anna Weber, Referentin: ${mail('anna.weber')} · Bestellungen: ${mail('bestellung.eu')}</p>`,
    expected: [['Anna Weber', 'Referentin', at('anna.weber')]],
  },
  {
    name: 'a label line, then the donations address in the next paragraph',
    body: `<p>Ihre Ansprechpartnerin für Spenden: Sandra Wolf, Spenderbetreuung, Tel. 0341 24 77 90-14, ${mail('s.wolf')}</p><p>Zuwendungsbestätigungen: ${mail('zuwendungen')}</p>`,
    expected: [['Sandra Wolf', 'Spenderbetreuung', at('s.wolf')]],
  },
  {
    name: 'figure cards, then a workshop address after the last card (which has none)',
    body:
      `<div class="ansatte"><figure><figcaption><strong>Sigrid Dahl</strong><br>Innkjøper<br>${mail('sigrid.dahl')}</figcaption></figure>` +
      `<figure><figcaption><strong>Emma Solberg</strong><br>Verkstedsansvarlig</figcaption></figure></div><p>Verksted og reparasjoner: ${mail('verksted')}</p>`,
    expected: [['Sigrid Dahl', 'Innkjøper', at('sigrid.dahl')]],
  },
  {
    name: 'company and street lines before an address give no person',
    body:
      `<p>Kessler Maschinenbau GmbH · Gewerbestraße 14 · 72766 Reutlingen<br>Telefon +49 7121 90 88 0 · ${mail('zentrale')}</p>` +
      `<p>Stiftung Lichtblick, Karl-Liebknecht-Straße 45: ${mail('verwaltung.leipzig')}</p><p>Harbor Lane Goods: ${mail('store')}</p>`,
    expected: [],
  },
  {
    name: 'two names before one address: nobody',
    body: `<p>Anna Weber, Ben Kurz, ${mail('vertrieb.sued')}</p>`,
    expected: [],
  },
];

/** Forms found on the second held-out set's first measurement (see bench/RESULTS.md, issue 17). */
const heldOutTwoCases: Case[] = [
  {
    name: 'sv: post-nominal memberships joined by a slash in a card ("Elin Sjöberg, SAR/MSA")',
    body: `<div class="staff-card"><h3>Elin Sjöberg, SAR/MSA</h3><p>Grundare &amp; vd</p><p>${mail('elin.sjoberg')}</p></div>`,
    expected: [['Elin Sjöberg', 'Grundare & vd', at('elin.sjoberg')]],
  },
  {
    name: 'sv: a doctorate written before the name ("Tekn. dr Maria Ekström")',
    body: `<div class="staff-card"><h3>Tekn. dr Maria Ekström</h3><p>Hållbarhetsstrateg</p><p>${mail('maria.ekstrom')}</p></div>`,
    expected: [['Maria Ekström', 'Hållbarhetsstrateg', at('maria.ekstrom')]],
  },
  {
    name: 'es: a label line with an honorific and a title without a job-title word',
    body: `<p>Persona de contacto: Sr. Álvaro Prieto, Atención a clientes corporativos, tel. 923 21 45 62, ${mail('alvaro')}</p>`,
    expected: [['Álvaro Prieto', 'Atención a clientes corporativos', at('alvaro')]],
  },
  {
    name: 'pt: "Dra. Name – Title – address" (a Portuguese given name)',
    body: `<p>Dra. Beatriz Figueiredo – Tradutora-intérprete ajuramentada de português – ${mail('beatriz')}</p>`,
    expected: [['Beatriz Figueiredo', 'Tradutora-intérprete ajuramentada de português', at('beatriz')]],
  },
  {
    name: 'en: an enrolled agent\'s "EA" after the name in a card',
    body: `<div class="team-card"><h3>Rachel Nguyen, EA</h3><p class="role">Tax Manager</p><p>${mail('rnguyen')}</p></div>`,
    expected: [['Rachel Nguyen', 'Tax Manager', at('rnguyen')]],
  },
  {
    name: 'en: a sentence before "Title, Name" is not the title ("… to our firm administrator, Joanne Pike, at")',
    body: `<p>Interested? Send your résumé and a short note to our firm administrator, Joanne Pike, at ${mail('jpike')}. We read every application.</p>`,
    expected: [['Joanne Pike', 'firm administrator', at('jpike')]],
  },
];

/** "Title: Name – address" with professions of translation and of wine and the land, in the languages read. */
const professionCases: Case[] = [
  {
    name: 'it: "Title: Dott. Faculty. Name – address" (a doctor\'s faculty written capitalised)',
    body: `<p>Agronoma: Dott.ssa Agr. Giulia Marchetti – ${mail('giulia.marchetti')}</p>`,
    expected: [['Giulia Marchetti', 'Agronoma', at('giulia.marchetti')]],
  },
  {
    name: 'it: an oenologist on a "Title: Name" line',
    body: `<p>Enologa: Dott.ssa Laura Ferri – ${mail('laura.ferri')}</p>`,
    expected: [['Laura Ferri', 'Enologa', at('laura.ferri')]],
  },
  {
    name: 'en: a winemaker on a "Title: Name" line',
    body: `<p>Winemaker: Thomas Reed – ${mail('thomas.reed')}</p>`,
    expected: [['Thomas Reed', 'Winemaker', at('thomas.reed')]],
  },
  {
    name: 'de: an oenologist on a "Title: Name" line',
    body: `<p>Önologin: Katrin Albers, ${mail('k.albers')}</p>`,
    expected: [['Katrin Albers', 'Önologin', at('k.albers')]],
  },
  {
    name: 'fr: an oenologist on a "Title: Name" line',
    body: `<p>Œnologue : Claire Morel — ${mail('cmorel')}</p>`,
    expected: [['Claire Morel', 'Œnologue', at('cmorel')]],
  },
  {
    name: 'es: an agronomist on a "Title: Name" line',
    body: `<p>Agrónomo: Javier Ortega – ${mail('jortega')}</p>`,
    expected: [['Javier Ortega', 'Agrónomo', at('jortega')]],
  },
  {
    name: 'nl: a translator on a "Title: Name" line',
    body: `<p>Vertaler: Pieter de Vries – ${mail('pieter')}</p>`,
    expected: [['Pieter de Vries', 'Vertaler', at('pieter')]],
  },
  {
    name: 'sv: an interpreter on a "Title: Name" line',
    body: `<p>Tolk: Karin Berg, ${mail('karin.berg')}</p>`,
    expected: [['Karin Berg', 'Tolk', at('karin.berg')]],
  },
  // traps
  {
    name: 'trap: a profession word as a label before a desk\'s mailbox: no name, no title',
    body: `<p>Enologo: Dott. Marco Bassi – ${mail('cantina')}</p>`,
    expected: [],
  },
  {
    // (Nobody here: the capitalised nouns of the German clause read as a second person in running text.)
    name: 'trap: a clause ending with the preposition that leads to the address is no title ("…, schreiben Sie an"); the job in the apposition is',
    body: `<p>Anna Weber, Projektleiterin und die gute Seele des Büros, schreiben Sie an ${mail('anna.weber')}</p>`,
    expected: [['Anna Weber', 'Projektleiterin', at('anna.weber')]],
  },
  {
    name: 'trap: the same in English ("…, will answer you at")',
    body: `<p>Hannah Price, office manager and the heart of the studio, will answer you at ${mail('hprice')}</p>`,
    expected: [['Hannah Price', 'office manager', at('hprice')]],
  },
  {
    name: 'trap: a capitalised word after "Sig." is no faculty: the heading is no name',
    body: `<p>Agronomo: Sig. Agro Bianchi – ${mail('info')}</p>`,
    expected: [],
  },
];

/**
 * Titles the page's structure or grammar ties to the person without the title-word lists' help,
 * or that the lists would get wrong: a table of people whose address column is headed "Contact",
 * a Polish technician's "tech.", a degree after the name in a list's term beside the title under
 * it, a title with a note as a label, a family tie joined to a title, a relative clause saying what
 * someone looks after, and a Scandinavian title after a possessive. Each with the traps beside it.
 */
const structureCases: Case[] = [
  {
    name: 'en: a table of people whose address column is headed "Contact": the name is the row\'s other cell, the title its Role cell',
    body: `<table><thead><tr><th>Board member</th><th>Role</th><th>Contact</th></tr></thead><tbody><tr><td>Dr Sian Morgan OBE</td><td>Chair</td><td>${mail('sian.morgan')}</td></tr><tr><td>Gareth Lewis FCA</td><td>Honorary Treasurer</td><td>${mail('gareth.lewis')}</td></tr><tr><td>Megan Price</td><td>Trustee</td><td>–</td></tr></tbody></table>`,
    expected: [
      ['Sian Morgan', 'Chair', at('sian.morgan')],
      ['Gareth Lewis', 'Honorary Treasurer', at('gareth.lewis')],
    ],
  },
  {
    name: 'trap: a "Contact" column beside a department, with no name in the row: nobody',
    body: `<table><thead><tr><th>Department</th><th>Contact</th></tr></thead><tbody><tr><td>Accounts</td><td>${mail('accounts')}</td></tr><tr><td>Membership</td><td>${mail('members')}</td></tr></tbody></table>`,
    expected: [],
  },
  {
    name: 'pl: "tech." (technik) and "tech. dent." before the name in a staff table',
    body: `<table><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>E-mail</th></tr></thead><tbody><tr><td>tech. Ewa Wróbel</td><td>kontrolerka jakości</td><td>${mail('e.wrobel')}</td></tr><tr><td>tech. dent. Paweł Lis</td><td>technik dentystyczny</td><td>${mail('p.lis')}</td></tr></tbody></table>`,
    expected: [
      ['Ewa Wróbel', 'kontrolerka jakości', at('e.wrobel')],
      ['Paweł Lis', 'technik dentystyczny', at('p.lis')],
    ],
  },
  {
    name: 'nl: a degree after the name in the term gives way to the title under it; words after the name with a title word stay the title',
    body:
      `<dl><dt>Lotte Maes, master rechten</dt><dd>Juridisch medewerker</dd><dd>${mail('lotte.maes')}</dd>` +
      `<dt>Pieter Claes, zaakvoerder</dt><dd>Gent</dd><dd>${mail('pieter.claes')}</dd>` +
      `<dt>Jan Peeters, Boekhouding</dt><dd>${mail('jan.peeters')}</dd></dl>`,
    expected: [
      ['Lotte Maes', 'Juridisch medewerker', at('lotte.maes')],
      ['Pieter Claes', 'zaakvoerder', at('pieter.claes')],
      ['Jan Peeters', 'Boekhouding', at('jan.peeters')],
    ],
  },
  {
    name: 'nl, en: a degree spelled out after the name on a line is neither the name nor the title; "Master" with no "in"/"of" is a title',
    body:
      `<p>Lotte Maes, master in de rechten, Juridisch medewerker – ${mail('lotte.maes')}</p>` +
      `<p>Ruben Jacobs, bachelor accountancy-fiscaliteit – ${mail('ruben.jacobs')}</p>` +
      `<p>Hans Huber, Master Electrician – ${mail('hans.huber')}</p>`,
    expected: [
      ['Lotte Maes', 'Juridisch medewerker', at('lotte.maes')],
      ['Ruben Jacobs', null, at('ruben.jacobs')],
      ['Hans Huber', 'Master Electrician', at('hans.huber')],
    ],
  },
  {
    name: 'fi, en: a title with a note in parentheses as the label of a "Title: Name" line',
    body:
      `<p>Myyntipäällikkö (Pohjois-Suomi): Juha Korhonen, ${mail('juha.korhonen')}, +358 40 123 4567</p>` +
      `<p>Head of Sales (DACH): Anna Weber, ${mail('anna.weber')}</p>`,
    expected: [
      ['Juha Korhonen', 'Myyntipäällikkö (Pohjois-Suomi)', at('juha.korhonen')],
      ['Anna Weber', 'Head of Sales (DACH)', at('anna.weber')],
    ],
  },
  {
    name: 'trap: a contact label with a note in parentheses is no title',
    body: `<p>Kontakt (Presse): Anna Weber, ${mail('anna.weber')}</p>`,
    expected: [['Anna Weber', null, at('anna.weber')]],
  },
  {
    name: 'fr, de, es, no: a job no list holds as the label starting a "Label: Name" line, known by its agent-noun ending',
    body:
      `<p>Fleuriste : Claire Dubois, ${mail('claire.dubois')}</p>` +
      `<p>Floristin: Anna Weber, ${mail('anna.weber')}</p>` +
      `<p>Florista: Pedro Alves – ${mail('pedro.alves')}</p>` +
      `<p>Frisør: Kari Nilsen, ${mail('kari.nilsen')}</p>`,
    expected: [
      ['Claire Dubois', 'Fleuriste', at('claire.dubois')],
      ['Anna Weber', 'Floristin', at('anna.weber')],
      ['Pedro Alves', 'Florista', at('pedro.alves')],
      ['Kari Nilsen', 'Frisør', at('kari.nilsen')],
    ],
  },
  {
    name: 'trap: an author or a magazine as the label, or such a label not starting the line, is no title',
    body:
      `<p>Auteur : Claire Dubois, ${mail('claire.dubois')}</p>` +
      `<p>Revista: Ana Ruiz, ${mail('ana.ruiz')}</p>` +
      `<p>Wir binden auch Kränze, Kranzbinderin: Lena Vogt, ${mail('lena.vogt')}</p>`,
    expected: [
      ['Claire Dubois', null, at('claire.dubois')],
      ['Ana Ruiz', null, at('ana.ruiz')],
      ['Lena Vogt', null, at('lena.vogt')],
    ],
  },
  {
    name: 'de, fr, pt: in running text, such a job closed as an apposition or between a possessive and the name',
    body:
      `<p>Fragen zu Brautsträußen beantwortet Anna Weber, unsere Floristin, unter ${mail('anna.weber')}.</p>` +
      `<p>Pour les compositions, écrivez à Claire Dubois, fleuriste, à ${mail('claire.dubois')}.</p>` +
      `<p>As provas são orientadas pela nossa enologista Rita Sousa, que responde em ${mail('rita.sousa')}.</p>`,
    expected: [
      ['Anna Weber', 'Floristin', at('anna.weber')],
      ['Claire Dubois', 'fleuriste', at('claire.dubois')],
      ['Rita Sousa', 'enologista', at('rita.sousa')],
    ],
  },
  {
    name: 'trap: an author or a place in apposition, or an agent noun not closed as one, is no title',
    body:
      `<p>Le livre est de Claire Dubois, auteur du guide, joignable à ${mail('claire.dubois')}.</p>` +
      `<p>Anna Weber, Hamburg, erreichen Sie unter ${mail('anna.weber')}.</p>` +
      `<p>Schreiben Sie Lena Vogt, Kranzbinderin und Mutter von drei Kindern unter ${mail('lena.vogt')}.</p>`,
    expected: [
      ['Claire Dubois', null, at('claire.dubois')],
      ['Anna Weber', null, at('anna.weber')],
      ['Lena Vogt', null, at('lena.vogt')],
    ],
  },
  {
    name: 'pt, en: a family tie joined to the title by "and" is not part of it',
    body:
      `<p>A adega é gerida pela Marta Lopes, diretora comercial e filha do fundador, que responde em ${mail('marta.lopes')}.</p>` +
      `<p>The brewery is run by Sarah Hill, head brewer and daughter of the founder, who answers at ${mail('sarah.hill')}.</p>`,
    expected: [
      ['Marta Lopes', 'diretora comercial', at('marta.lopes')],
      ['Sarah Hill', 'head brewer', at('sarah.hill')],
    ],
  },
  {
    name: 'nl, en: what a relative clause says the person looks after, lower case and without its articles',
    body:
      `<p>Vragen over uw facturen? Bel of mail Jan Smet, die bij ons de boekhouding en de facturatie opvolgt, via ${mail('jan.smet')}.</p>` +
      `<p>For returns, write to Tom Reid, who is responsible for customer service, at ${mail('tom.reid')}.</p>`,
    expected: [
      ['Jan Smet', 'boekhouding en facturatie', at('jan.smet')],
      ['Tom Reid', 'customer service', at('tom.reid')],
    ],
  },
  {
    name: 'en, de, fr, es, it, sv: what a relative clause says the person looks after is their area',
    body:
      `<p>Group bookings go to Mia Clarke, who looks after events, at ${mail('mia.clarke')}.</p>` +
      `<p>Lieferanten wenden sich an Jonas Brandt, der sich um den Einkauf kümmert, unter ${mail('jonas.brandt')}.</p>` +
      `<p>Pour les visites, contactez Claire Dubois, qui s'occupe de l'accueil, à ${mail('claire.dubois')}.</p>` +
      `<p>Para pedidos, escribe a Lucía Navarro, que se encarga de la tienda online, en ${mail('lucia.navarro')}.</p>` +
      `<p>Per le iscrizioni scrivete a Giulia Neri, che si occupa della segreteria, a ${mail('giulia.neri')}.</p>` +
      `<p>Frågor om bokningar besvaras av Eva Lind, som sköter bokningen, på ${mail('eva.lind')}.</p>`,
    expected: [
      ['Mia Clarke', 'events', at('mia.clarke')],
      ['Jonas Brandt', 'Einkauf', at('jonas.brandt')],
      ['Claire Dubois', 'accueil', at('claire.dubois')],
      ['Lucía Navarro', 'tienda online', at('lucia.navarro')],
      ['Giulia Neri', 'segreteria', at('giulia.neri')],
      ['Eva Lind', 'bokningen', at('eva.lind')],
    ],
  },
  {
    name: 'trap: looking after the reader, everything or "our" things is no area',
    body:
      `<p>Write to Mia Clarke, who looks after you, at ${mail('mia.clarke')}.</p>` +
      `<p>Écrivez à Claire Dubois, qui s'occupe de tout, à ${mail('claire.dubois')}.</p>` +
      `<p>Skriv till Eva Lind, som tar hand om dig, på ${mail('eva.lind')}.</p>` +
      `<p>Write to Tom Reid, who manages our shop, at ${mail('tom.reid')}.</p>`,
    expected: [
      ['Mia Clarke', null, at('mia.clarke')],
      ['Claire Dubois', null, at('claire.dubois')],
      ['Eva Lind', null, at('eva.lind')],
      ['Tom Reid', null, at('tom.reid')],
    ],
  },
  {
    name: 'trap: a relative clause about everything or about "that" is no title',
    body:
      `<p>Bel Jan Smet, die bij ons alles opvolgt, via ${mail('jan.smet')}.</p>` +
      `<p>Write to Tom Reid, who is responsible for everything, at ${mail('tom.reid')}.</p>`,
    expected: [
      ['Jan Smet', null, at('jan.smet')],
      ['Tom Reid', null, at('tom.reid')],
    ],
  },
  {
    name: 'sv, no: a title after a possessive is given in its base form ("vår behöriga elinstallatör" -> "behörig elinstallatör")',
    body:
      `<p>Inlägget är skrivet av Anders Lund, vår behöriga elinstallatör, som svarar på ${mail('anders')}.</p>` +
      `<p>Søknader sendes til Ola Nordmann, vår daglige leder, på ${mail('ola')}.</p>` +
      `<p>Frågor om elen besvaras av Per Berg, elinstallatör, på ${mail('per')}.</p>`,
    expected: [
      ['Anders Lund', 'behörig elinstallatör', at('anders')],
      ['Ola Nordmann', 'daglig leder', at('ola')],
      ['Per Berg', 'elinstallatör', at('per')],
    ],
  },
  {
    name: 'et, fi, cs: an agent noun between a possessive and the name (Estonian -mees, Finnish -mies), after lower-case title adjectives too',
    body:
      `<p>Küsige julgelt: meie peasaemees Rein Tamm vastab aadressil ${mail('rein.tamm')} samal päeval.</p>` +
      `<p>Huollon kysymyksiin vastaa meidän huoltomies Mikko Virtanen osoitteessa ${mail('mikko.virtanen')}.</p>` +
      `<p>Článek napsal náš předtiskový specialista Jakub Veselý; napište mu na ${mail('vesely')}.</p>`,
    expected: [
      ['Rein Tamm', 'peasaemees', at('rein.tamm')],
      ['Mikko Virtanen', 'huoltomies', at('mikko.virtanen')],
      ['Jakub Veselý', 'předtiskový specialista', at('vesely')],
    ],
  },
  {
    name: 'after "our", "new" is no part of the job ("neue", "uus"), and a place (a sawmill) is no job',
    body:
      `<p>Sträuße bindet unsere neue Floristin Anna Weber, die unter ${mail('anna.weber')} antwortet.</p>` +
      `<p>Küsige julgelt: meie uus peasaemees Rein Tamm vastab aadressil ${mail('rein.tamm')}.</p>` +
      `<p>Palkide kohta küsige julgelt: meie saeveski Toomas Lepp vastab aadressil ${mail('toomas.lepp')}.</p>`,
    expected: [
      ['Anna Weber', 'Floristin', at('anna.weber')],
      ['Rein Tamm', 'peasaemees', at('rein.tamm')],
      ['Toomas Lepp', null, at('toomas.lepp')],
    ],
  },
  {
    name: 'one word with the form of a job between "our" and the name is the job, with no word of any list (en, sv, pl, it, de)',
    body:
      `<p>Write to our harpist Jana Roth at ${mail('jana.roth')} about repairs.</p>` +
      `<p>Vill du veta mer? Vår plantskoleodlare Karin Dahl svarar på ${mail('karin.dahl')}.</p>` +
      `<p>O brzmienie dba nasz intonator Tomasz Wróbel; pisać można na ${mail('twrobel')}.</p>` +
      `<p>Scrivete al nostro tornitore Marco Neri: ${mail('marco.neri')}</p>` +
      `<p>Schreiben Sie unserer Stellmacherin Lena Roth: ${mail('lena.roth')}</p>`,
    expected: [
      ['Jana Roth', 'harpist', at('jana.roth')],
      ['Karin Dahl', 'plantskoleodlare', at('karin.dahl')],
      ['Tomasz Wróbel', 'intonator', at('twrobel')],
      ['Marco Neri', 'tornitore', at('marco.neri')],
      ['Lena Roth', 'Stellmacherin', at('lena.roth')],
    ],
  },
  {
    name: 'one word of a job\'s form after "is our" or in an apposition after "our" is the job; "new" is no part of it; a bracket without a job word is no title',
    body:
      `<p>Jana Roth is our harpist; write to her at ${mail('jana.roth')}.</p>` +
      `<p>Marco Neri, our machinist, answers at ${mail('marco.neri')}.</p>` +
      `<p>Ana Ruiz es nuestra ceramista: ${mail('ana.ruiz')}</p>` +
      `<p>Lena Roth ist unsere neue Stellmacherin. Schreiben Sie ihr: ${mail('lena.roth')}</p>` +
      `<p>Karin Dahl (wheelwright): ${mail('karin.dahl')}</p>` +
      `<p>Tom Reid (mornings only): ${mail('tom.reid')}</p>` +
      `<p>Paul Berg is our friend; write to him at ${mail('paul.berg')}.</p>`,
    expected: [
      ['Jana Roth', 'harpist', at('jana.roth')],
      ['Marco Neri', 'machinist', at('marco.neri')],
      ['Ana Ruiz', 'ceramista', at('ana.ruiz')],
      ['Lena Roth', 'Stellmacherin', at('lena.roth')],
      ['Karin Dahl', null, at('karin.dahl')],
      ['Tom Reid', null, at('tom.reid')],
      ['Paul Berg', null, at('paul.berg')],
    ],
  },
  {
    name: 'a contact line inside a sentence: "…, contact Name, X, <address>" gives X as the title; the company\'s or the founder\'s possessive before a job',
    body:
      `<p>For orders from abroad, please contact Lukas Berger, export sales, ${mail('lukas.berger')}.</p>` +
      `<p>For trade orders, please write to Jana Roth, customer service, ${mail('jana.roth')}.</p>` +
      `<p>Firmę prowadzi jej właściciel, Andrzej Kalina, i to do niego można pisać: ${mail('a.kalina')}.</p>` +
      `<p>Écrivez à sa directrice, Anne Roux : ${mail('anne.roux')}</p>`,
    expected: [
      ['Lukas Berger', 'export sales', at('lukas.berger')],
      ['Jana Roth', 'customer service', at('jana.roth')],
      ['Andrzej Kalina', 'właściciel', at('a.kalina')],
      ['Anne Roux', 'directrice', at('anne.roux')],
    ],
  },
  {
    name: 'trap: in a contact line inside a sentence, how to reach them, a relative, a town, a clause or a label before the address is no title',
    body:
      `<p>For orders, please contact Lukas Berger, by email, ${mail('lukas.berger')}.</p>` +
      `<p>For orders, please contact Jana Roth, his daughter, ${mail('jana.roth')}.</p>` +
      `<p>Questions? Ask Tom Reid, son of the founder, ${mail('tom.reid')}.</p>` +
      `<p>Bestellungen nimmt gerne Anna Weber, Stuttgart, ${mail('anna.weber')} entgegen.</p>` +
      `<p>For orders, please contact Karl Rebane, who answers at ${mail('karl.rebane')}.</p>` +
      `<p>Bei Fragen: Paul Berg, Presse: ${mail('paul.berg')}</p>`,
    expected: [
      ['Lukas Berger', null, at('lukas.berger')],
      ['Jana Roth', null, at('jana.roth')],
      ['Tom Reid', null, at('tom.reid')],
      ['Anna Weber', null, at('anna.weber')],
      ['Karl Rebane', null, at('karl.rebane')],
      ['Paul Berg', null, at('paul.berg')],
    ],
  },
  {
    name: 'a duty of several words as the label before a clear name; a number inside a list\'s title; Czech -ička; the company named after a job in running text is no part of it',
    body:
      `<p>Regnskap og fakturaer: Berit Hauge – ${mail('bhauge')}</p>` +
      `<dl><dt>Martin Saar</dt><dd>3D-modelleerija</dd><dd>${mail('martin.saar')}</dd></dl>` +
      `<p>Vede ji keramička Eva Procházková, která vám ráda poradí – napište jí na ${mail('prochazkova')}.</p>` +
      `<p>«Due anni di prove» racconta Chiara Locatelli, tecnologa alimentare di Acme (${mail('chiara')}), che le ha seguite.</p>`,
    expected: [
      ['Berit Hauge', 'Regnskap og fakturaer', at('bhauge')],
      ['Martin Saar', '3D-modelleerija', at('martin.saar')],
      ['Eva Procházková', 'keramička', at('prochazkova')],
      ['Chiara Locatelli', 'tecnologa alimentare', at('chiara')],
    ],
  },
  {
    name: 'ca: "Persona de contacte" heads the name column, whose cell holds the name and the title; a desk there is nobody',
    body:
      `<table><thead><tr><th>Servei</th><th>Persona de contacte</th><th>Correu electrònic</th></tr></thead><tbody>` +
      `<tr><td>Lloguer d'espais</td><td>Oriol Camps Roca, tècnic de sala</td><td>${mail('oriol')}</td></tr>` +
      `<tr><td>Premsa</td><td>Jordi Serra Puigdemont</td><td>${mail('jordi')}</td></tr>` +
      `<tr><td>Visites escolars</td><td>Servei Educatiu</td><td>${mail('escoles')}</td></tr></tbody></table>`,
    expected: [
      ['Oriol Camps Roca', 'tècnic de sala', at('oriol')],
      ['Jordi Serra Puigdemont', null, at('jordi')],
    ],
  },
  {
    name: 'a name column\'s cell with a diploma under the name: the name is the clear one, the title column gives the title',
    body:
      `<table><thead><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody>` +
      `<tr><td>Corinne Meier<br><small>Kauffrau EFZ</small></td><td>Administration und Buchhaltung</td><td>${mail('c.meier')}</td></tr>` +
      `<tr><td>Nicolas Dubois<br><small>Bauleiter mit eidg. Fachausweis</small></td><td>Bauleiter</td><td>${mail('n.dubois')}</td></tr></tbody></table>`,
    expected: [
      ['Corinne Meier', 'Administration und Buchhaltung', at('c.meier')],
      ['Nicolas Dubois', 'Bauleiter', at('n.dubois')],
    ],
  },
  {
    name: 'credentials no list holds, in their shape, after a name in a card\'s heading ("LKV, KiAT"; "LKV" without a comma)',
    body:
      `<div class="col"><h3>Pekka Hakala, LKV, KiAT</h3><p>Toimitusjohtaja</p><p>${mail('pekka.hakala')}</p></div>` +
      `<div class="col"><h3>Sanna Ranta LKV</h3><p>Myyntijohtaja</p><p>${mail('sanna.ranta')}</p></div>`,
    expected: [
      ['Pekka Hakala', 'Toimitusjohtaja', at('pekka.hakala')],
      ['Sanna Ranta', 'Myyntijohtaja', at('sanna.ranta')],
    ],
  },
  {
    name: 'fr, en: the person named with the job, then "à l\'adresse" / joining "as" a job in the sentence before',
    body:
      `<p>Pour un devis, écrivez à Julien Morel, notre chargé de projets, à l'adresse ${mail('julien.morel')} ; il répond sous 48 heures.</p>` +
      `<p>Priya Shah joins the studio as senior designer. You can reach her at ${mail('priya.shah')}.</p>`,
    expected: [
      ['Julien Morel', 'chargé de projets', at('julien.morel')],
      ['Priya Shah', 'senior designer', at('priya.shah')],
    ],
  },
  {
    name: 'en: capitalised words right before a job word are the front of the title, not a second person',
    body:
      `<p>For school visits, contact Owen Price, Community Engagement Officer, at ${mail('owen.price')}.</p>` +
      `<p>Our Family History Librarian, Dr Ruth Adeyemi, answers research questions at ${mail('ruth.adeyemi')} within ten days.</p>`,
    expected: [
      ['Owen Price', 'Community Engagement Officer', at('owen.price')],
      ['Ruth Adeyemi', 'Family History Librarian', at('ruth.adeyemi')],
    ],
  },
  {
    name: 'tables: a specialty column is the title; a "Responsable" column of "Name, title" cells',
    body:
      `<table><thead><tr><th>Especialista</th><th>Especialidad</th><th>Correo</th></tr></thead><tbody>` +
      `<tr><td>Dra. Lucía Ramos Vega, C.D.</td><td>Ortodoncista</td><td>${mail('lucia')}</td></tr></tbody></table>` +
      `<table><thead><tr><th>Grup</th><th>Horari</th><th>Responsable</th><th>Correu</th></tr></thead><tbody>` +
      `<tr><td>Mini-atletisme</td><td>Dc. 17 h</td><td>Arnau Vidal, entrenador de llançaments</td><td>${mail('arnau.vidal')}</td></tr></tbody></table>`,
    expected: [
      ['Lucía Ramos Vega', 'Ortodoncista', at('lucia')],
      ['Arnau Vidal', 'entrenador de llançaments', at('arnau.vidal')],
    ],
  },
  {
    name: 'a board\'s deputies and treasurers (ca, de, pl) on "Title: Name" lines; a label that is a title over a trade written before the name',
    body:
      `<p><strong>Vicepresidenta:</strong> Berta Soler – ${mail('berta.soler')}</p>` +
      `<p><strong>Tresorer:</strong> Quim Roca – ${mail('quim.roca')}</p>` +
      `<p><strong>Zastępczyni dyrektora ds. edukacji</strong> – mgr Ewa Zając, ${mail('e.zajac')}</p>` +
      `<p>Geschäftsführerin: Konditormeisterin Lea Pichler<br>E-Mail: ${mail('l.pichler')}</p>`,
    expected: [
      ['Berta Soler', 'Vicepresidenta', at('berta.soler')],
      ['Quim Roca', 'Tresorer', at('quim.roca')],
      ['Ewa Zając', 'Zastępczyni dyrektora ds. edukacji', at('e.zajac')],
      ['Lea Pichler', 'Geschäftsführerin', at('l.pichler')],
    ],
  },
  {
    name: 'a summary item\'s title class holding a name no list holds, the address spelled from it',
    body: `<div class="summary-item"><div class="summary-title">Sindre Kvåle</div><div class="summary-metadata"><span>Fagansvarlig</span></div><div class="summary-excerpt"><p>Følger opp nye leietakere.</p><p>${mail('sindre.kvale')}</p></div></div>`,
    expected: [['Sindre Kvåle', 'Fagansvarlig', at('sindre.kvale')]],
  },
  {
    name: 'ch: "med. vet." before the name, a specialist title with its field after the job (FVH); a registered mark after a certification',
    body:
      `<dl><dt>med. vet. Mirjam Egli</dt><dd>Tierärztin Kleintiere, FVH Kleintiere</dd><dd>${mail('mirjam.egli')}</dd></dl>` +
      `<div class="card"><h3>Paul Reyes, CPA, CFP®</h3><p><em>Wealth Advisor</em></p><p>${mail('preyes')}</p></div>`,
    expected: [
      ['Mirjam Egli', 'Tierärztin Kleintiere', at('mirjam.egli')],
      ['Paul Reyes', 'Wealth Advisor', at('preyes')],
    ],
  },
  {
    name: 'running text: a rank and an area before the job word ("Senior tax associate"); German capitalised nouns beside the one clear name',
    body:
      `<p>Questions about payroll? Senior payroll specialist Dana Kirk wrote this guide and answers at ${mail('dkirk')}.</p>` +
      `<p>Welche Impfung Ihr Hund braucht, bespricht unsere Tierärztin Sara Wyss gerne mit Ihnen – schreiben Sie ihr an ${mail('sara.wyss')}.</p>`,
    expected: [
      ['Dana Kirk', 'Senior payroll specialist', at('dkirk')],
      ['Sara Wyss', 'Tierärztin', at('sara.wyss')],
    ],
  },
  {
    name: 'a professional register\'s number after the job is no part of it (CRO, OAB, a chamber\'s number); a region or a standard stays',
    body:
      `<div class="equipe"><h4>Dra. Ana Paula Souza</h4><p>Cirurgiã-dentista | CRO-SP 12345</p><p>${mail('anapaula')}</p></div>` +
      `<p>Marta Ribeiro, Advogada – OAB/SP 123.456, ${mail('marta.ribeiro')}</p>` +
      `<p>Tom Hardy, Head of Sales, EMEA, ${mail('tom.hardy')}</p>`,
    expected: [
      ['Ana Paula Souza', 'Cirurgiã-dentista', at('anapaula')],
      ['Marta Ribeiro', 'Advogada', at('marta.ribeiro')],
      ['Tom Hardy', 'Head of Sales, EMEA', at('tom.hardy')],
    ],
  },
  {
    name: 'a table with a department column and a job column: the job column is the title',
    body:
      `<table><thead><tr><th>Dział</th><th>Osoba</th><th>Stanowisko</th><th>E-mail</th></tr></thead><tbody>` +
      `<tr><td>Księgowość</td><td>Anna Kowal</td><td>główna księgowa</td><td>${mail('a.kowal')}</td></tr>` +
      `<tr><td>Sprzedaż</td><td>Jan Sowa</td><td>specjalista ds. sprzedaży</td><td>${mail('j.sowa')}</td></tr></tbody></table>`,
    expected: [
      ['Anna Kowal', 'główna księgowa', at('a.kowal')],
      ['Jan Sowa', 'specjalista ds. sprzedaży', at('j.sowa')],
    ],
  },
  {
    name: 'running text: a job word and the body it serves before the name ("sekretarz Rady Nadzorczej"); a diplomate\'s post-nominal is nobody',
    body:
      `<p>Wnioski przyjmuje sekretarz Rady Nadzorczej Maria Lis, ${mail('m.lis')}.</p>` +
      `<p>Indgrebet udføres af vores specialist i kirurgi, Peter Lund, DVM, Dipl. ECVS.</p><p>Skriv direkte til Peter på ${mail('pl')}.</p>`,
    expected: [
      ['Maria Lis', 'sekretarz Rady Nadzorczej', at('m.lis')],
      ['Peter Lund', 'specialist i kirurgi', at('pl')],
    ],
  },
  {
    name: 'initials as the address after a job word and a name no list holds ("radiograf Nikolaj Holm, nh@")',
    body: `<p>Ansvarlig for MR: radiograf Nikolaj Berg, ${mail('nb')}. Henvisninger modtages hverdage.</p>`,
    expected: [['Nikolaj Berg', 'radiograf', at('nb')]],
  },
  {
    name: 'declined in running text: Czech -ií given names, Slovak -ú adjectives; Catalan "L\'" opening a sentence',
    body:
      `<p>O akreditacích se domluvíte s naší festivalovou manažerkou Lucií Marešovou na ${mail('lucie.maresova')}.</p>` +
      `<p>Partneri sa môžu obrátiť na našu obchodnú manažérku Simonu Královú – ${mail('simona.kralova')}.</p>` +
      `<p>L'Anna Puig, llibretera i fundadora, fa les comandes: escriu-li a ${mail('anna')}.</p>`,
    expected: [
      ['Lucie Marešová', 'festivalová manažerka', at('lucie.maresova')],
      ['Simona Králová', 'obchodná manažérka', at('simona.kralova')],
      ['Anna Puig', 'llibretera i fundadora', at('anna')],
    ],
  },
  {
    name: 'a summary title with post-nominals after the name, a rank opening the job under it',
    body: `<div class="summary-item"><div class="summary-title">Ross Baird BSc (Hons)</div><div class="summary-metadata"><span>Senior Property Factor</span></div><div class="summary-excerpt"><p>Ross looks after our tenements.</p><p>${mail('rbaird')}</p></div></div>`,
    expected: [['Ross Baird', 'Senior Property Factor', at('rbaird')]],
  },
  {
    name: 'tables: a duties column is the title where no job column is; a region column never is (the names column\'s job header is)',
    body:
      `<table><tr><th>Ansprechpartner</th><th>Aufgabenbereich</th><th>E-Mail</th></tr><tr><td>Frank Ziegler</td><td>Disposition</td><td>${mail('f.ziegler')}</td></tr></table>` +
      `<table><tr><th>Name</th><th>Team</th><th>Role</th><th>Email</th></tr><tr><td>Omar Haddad</td><td>Platform</td><td>Staff Engineer</td><td>${mail('omar')}</td></tr></table>` +
      `<table><tr><th>Sales rep</th><th>Area</th><th>Email</th></tr><tr><td>Laura Mills</td><td>Northern Ireland</td><td>${mail('laura.mills')}</td></tr></table>`,
    expected: [
      ['Frank Ziegler', 'Disposition', at('f.ziegler')],
      ['Omar Haddad', 'Staff Engineer', at('omar')],
      ['Laura Mills', 'Sales rep', at('laura.mills')],
    ],
  },
  {
    name: 'running text: a year after the job and a verb after "and" are no part of it; a Polish title in the genitive beside a declined name',
    body:
      `<p>Emily Chen joined as Head of Operations in 2023 and oversees scheduling. Contact: ${mail('emily.chen')}</p>` +
      `<p>Napisz do naszej koordynatorki, Marty Kowalskiej: ${mail('marta.kowalska')}</p>`,
    expected: [
      ['Emily Chen', 'Head of Operations', at('emily.chen')],
      ['Marta Kowalska', 'koordynatorka', at('marta.kowalska')],
    ],
  },
  {
    name: 'common office and technical jobs in the languages read, on "Name, job" lines',
    body:
      `<p>Julien Petit, développeur, ${mail('julien.petit')}</p>` +
      `<p>Lucía Gómez, diseñadora, ${mail('lucia.gomez')}</p>` +
      `<p>Paweł Nowak, programista, ${mail('pawel.nowak')}</p>` +
      `<p>Erik Lund, systemutvecklare, ${mail('erik.lund')}</p>` +
      `<p>Giulia Neri, progettista, ${mail('giulia.neri')}</p>`,
    expected: [
      ['Julien Petit', 'développeur', at('julien.petit')],
      ['Lucía Gómez', 'diseñadora', at('lucia.gomez')],
      ['Paweł Nowak', 'programista', at('pawel.nowak')],
      ['Erik Lund', 'systemutvecklare', at('erik.lund')],
      ['Giulia Neri', 'progettista', at('giulia.neri')],
    ],
  },
  {
    name: 'running text: "Reach Sarah directly at" calls the person named two sentences back by the given name, beside the company\'s capitalised name',
    body: `<div class="bio"><h2>Meet Our Founder</h2><p>Sarah Johnson started Bright Path in 2010 after a decade as a classroom teacher. She still teaches every Friday. Reach Sarah directly at ${mail('sarah')}.</p></div>`,
    expected: [['Sarah Johnson', null, at('sarah')]],
  },
  {
    name: 'running text: the job, a copula, then the name ("Uppdragsledare var …", "Head of marketing is …", "Sportslig leder for håndball er …")',
    body:
      `<p>Uppdragsledare var Karin Lundgren, som berättar mer på ${mail('karin.lundgren')}.</p>` +
      `<p>Head of marketing is Anna Weber: ${mail('anna.weber')}</p>` +
      `<p>Sportslig leder for fotball er Ola Moe: ${mail('ola.moe')}</p>`,
    expected: [
      ['Karin Lundgren', 'Uppdragsledare', at('karin.lundgren')],
      ['Anna Weber', 'Head of marketing', at('anna.weber')],
      ['Ola Moe', 'Sportslig leder for fotball', at('ola.moe')],
    ],
  },
  {
    name: 'a table whose header row is written in <td> cells, its names column headed by the job its people hold',
    body: `<table><tbody><tr><td>Gruppe</td><td>Leder</td><td>E-post</td></tr><tr><td>Fotball</td><td>Tore Lien</td><td>${mail('tore.lien')}</td></tr><tr><td>Ski</td><td>Ingrid Holm</td><td>${mail('ingrid.holm')}</td></tr></tbody></table>`,
    expected: [
      ['Tore Lien', 'Leder', at('tore.lien')],
      ['Ingrid Holm', 'Leder', at('ingrid.holm')],
    ],
  },
  {
    name: 'a Nordic job in the definite form after "vores"; a Finnish degree before the name; a Polish family name in -a in the accusative; a trainer as one word',
    body:
      `<p>Tidsbestilling hos vores vaccinationsansvarlige Signe Lund på ${mail('signe')}.</p>` +
      `<div class="card"><h3>FT Riikka Kärkkäinen</h3><p>Museonjohtaja</p><p>${mail('riikka.karkkainen')}</p></div>` +
      `<p>O szczegóły można pytać naszą specjalistkę ds. kremacji, panią Martę Sowę: ${mail('m.sowa')}.</p>` +
      `<p>Hovedtrener: Thea Solberg, ${mail('thea.solberg')}</p>`,
    expected: [
      ['Signe Lund', 'vaccinationsansvarlig', at('signe')],
      ['Riikka Kärkkäinen', 'Museonjohtaja', at('riikka.karkkainen')],
      ['Marta Sowa', 'specjalistka ds. kremacji', at('m.sowa')],
      ['Thea Solberg', 'Hovedtrener', at('thea.solberg')],
    ],
  },
  {
    name: 'a theme\'s team member declared a microdata Person without its props is read as the page shows it; a degree with its school\'s acronym',
    body:
      `<section class="avia-team-member" itemscope itemtype="https://schema.org/Person"><h3 class="team-member-name">Mag. Lena Gruber, StB</h3><div class="team-member-job-title">Steuerberaterin</div><p>E-Mail: ${mail('lena.gruber')}</p></section>` +
      `<section class="avia-team-member" itemscope itemtype="https://schema.org/Person"><h3 class="team-member-name">Paul Wimmer, BSc (WU)</h3><div class="team-member-job-title">Berufsanwärter</div><p>E-Mail: ${mail('paul.wimmer')}</p></section>`,
    expected: [
      ['Lena Gruber', 'Steuerberaterin', at('lena.gruber')],
      ['Paul Wimmer', 'Berufsanwärter', at('paul.wimmer')],
    ],
  },
  {
    name: 'running text: "…, project architect, at" ; languages are no people ("English or German"); the given name again in the same sentence; a support worker',
    body:
      `<p>Clients writing in English or German are welcome to contact Tom Berger, project architect, at ${mail('tberger')}.</p>` +
      `<p>Vouchers are posted by Aoife Byrne, our bookings coordinator, so drop Aoife a line at ${mail('aoife.byrne')} after you order.</p>` +
      `<p>Our Family Support Worker, Mrs Jane Hall, is in school on Tuesdays; you can contact her at ${mail('j.hall')}.</p>`,
    expected: [
      ['Tom Berger', 'project architect', at('tberger')],
      ['Aoife Byrne', 'bookings coordinator', at('aoife.byrne')],
      ['Jane Hall', 'Family Support Worker', at('j.hall')],
    ],
  },
  {
    name: 'a street written kind first is no title ("c/ Gran de la Sagrera, 118"); a board\'s Office column with jobs, not with places; Estonian "on"; a Czech job with its area in the genitive',
    body:
      `<p>Persona de contacte: Pere Vila Roca, gerent, c/ Gran de Gràcia, 118, 08012 Barcelona, ${mail('pere.vila')}</p>` +
      `<table><thead><tr><th>Office</th><th>Name</th><th>Email</th></tr></thead><tbody><tr><td>Treasurer</td><td>Ruth Vance</td><td>${mail('rvance')}</td></tr><tr><td>London</td><td>Mark Hale</td><td>${mail('mhale')}</td></tr></tbody></table>` +
      `<p>Meie vandetõlk on Kadri Mets (inglise keel); dokumendid võite saata otse talle: ${mail('kadri')}.</p>` +
      `<p>Životopis zasílejte vedoucí skladu Ing. Janě Novákové na adresu ${mail('jana.novakova')}.</p>`,
    expected: [
      ['Pere Vila Roca', 'gerent', at('pere.vila')],
      ['Ruth Vance', 'Treasurer', at('rvance')],
      ['Mark Hale', null, at('mhale')],
      ['Kadri Mets', 'vandetõlk', at('kadri')],
      ['Jana Nováková', 'vedoucí skladu', at('jana.novakova')],
    ],
  },
  {
    name: 'compound trade titles (sv, de, nl) in a role span and on lines; a family name ending like a title word stays a name',
    body:
      `<ul><li><span class="name">Per Olsson</span> – <span class="role">Servicetekniker</span> – ${mail('per.olsson')}</li></ul>` +
      `<p>Anna Hofmeister, Heizungsbaumeisterin, ${mail('a.hofmeister')}</p>` +
      `<p>Thomas Baumeister, leerlingbegeleider, ${mail('t.baumeister')}</p>`,
    expected: [
      ['Per Olsson', 'Servicetekniker', at('per.olsson')],
      ['Anna Hofmeister', 'Heizungsbaumeisterin', at('a.hofmeister')],
      ['Thomas Baumeister', 'leerlingbegeleider', at('t.baumeister')],
    ],
  },
  {
    name: 'a bio card: the heading\'s name, a bio saying the job, the address in a sentence of it or on its own (da)',
    body:
      `<div class="team-member"><h4>Louise Dam</h4><p>Louise er veterinærsygeplejerske og har været hos os siden 2015. Skriv til ${mail('louise')}</p></div>` +
      `<div class="team-member"><h4>Mads Holm</h4><p>Dyrlæge. Skriv til ${mail('mads')}</p></div>` +
      `<div class="team-member"><h4>Karen Lund</h4><p>Karen er klinikassistent.</p><p>${mail('karen')}</p></div>`,
    expected: [
      ['Louise Dam', 'veterinærsygeplejerske', at('louise')],
      ['Mads Holm', 'Dyrlæge', at('mads')],
      ['Karen Lund', 'klinikassistent', at('karen')],
    ],
  },
  {
    name: 'trap: a bio card whose text names someone else, or whose address is not spelled from the heading\'s name',
    body:
      `<div class="team-member"><h4>Louise Dam</h4><p>Louise arbejder tæt sammen med Mads Holm. Skriv til ${mail('louise')}</p></div>` +
      `<div class="team-member"><h4>Anne Berg</h4><p>Anne er receptionist. Skriv til ${mail('booking')}</p></div>`,
    expected: [],
  },
  {
    name: 'a record of labelled fields, one per line (en, de, es): the labels say which value is the name and which the job',
    body:
      `<p><strong>Name:</strong> Anna Berg<br><strong>Position:</strong> Office Manager<br><strong>Email:</strong> ${mail('anna.berg')}</p>` +
      `<p>Name: Jonas Weber<br>Funktion: Disponent<br>Telefon: +49 30 1234 567<br>E-Mail: ${mail('j.weber')}</p>` +
      `<div>Nombre: Lucía Martín<br>Cargo: Jefa de obra<br>Correo:<br>${mail('lmartin')}</div>`,
    expected: [
      ['Anna Berg', 'Office Manager', at('anna.berg')],
      ['Jonas Weber', 'Disponent', at('j.weber')],
      ['Lucía Martín', 'Jefa de obra', at('lmartin')],
    ],
  },
  {
    name: 'trap: a labelled "Name" that is no person\'s, and labelled fields whose label names no name',
    body: `<p>Name: Acme Support<br>E-Mail: ${mail('support')}</p><p>Abteilung: Vertrieb<br>E-Mail: ${mail('vertrieb')}</p>`,
    expected: [],
  },
  {
    name: 'a dotted degree no list holds between the name and the job ("D.Mus.")',
    body: `<p>Marc-André Pelletier, D.Mus., chef de l’Orchestre des jeunes – ${mail('mpelletier')}</p>`,
    expected: [['Marc-André Pelletier', 'chef de l’Orchestre des jeunes', at('mpelletier')]],
  },
  {
    name: 'a credential no list holds as a line\'s own field after the name, before a title with a comma (a listing\'s agent block)',
    body:
      `<div class="agent"><strong>Kohteen myy</strong><br>Mari Lehtonen, LKV<br>Kiinteistönvälittäjä, Kangasalan toimisto<br>040 660 1183<br>${mail('mari.lehtonen')}</div>` +
      `<p>Oskari Virta, KiAT, Myyntineuvottelija, ${mail('oskari.virta')}</p>`,
    expected: [
      ['Mari Lehtonen', 'Kiinteistönvälittäjä, Kangasalan toimisto', at('mari.lehtonen')],
      ['Oskari Virta', 'Myyntineuvottelija', at('oskari.virta')],
    ],
  },
  {
    name: 'trap: a job\'s acronym after a name is the title, and a family name with two capitals stays whole',
    body:
      `<div class="col"><h3>Sanna Ranta, CEO</h3><p>${mail('sanna.ranta')}</p></div>` +
      `<div class="col"><h3>Fiona McDonald</h3><p>Office Manager</p><p>${mail('fiona.mcdonald')}</p></div>`,
    expected: [
      ['Sanna Ranta', 'CEO', at('sanna.ranta')],
      ['Fiona McDonald', 'Office Manager', at('fiona.mcdonald')],
    ],
  },
  {
    name: 'the company\'s own name after a job, in a line, a card and running text before "and", is where the person works, not the job',
    body:
      `<p>Gráinne Walsh, Practice Manager at Acme, ${mail('grainne')}</p>` +
      `<div class="team-member"><h3>Tom Kelly</h3><p>Head Nurse at Acme Robotics</p>${mail('tom')}</div>` +
      `<p>Ciarán Fahy is a veterinary surgeon at Acme and runs our senior pet clinic; you can email him at ${mail('ciaran')}.</p>`,
    expected: [
      ['Gráinne Walsh', 'Practice Manager', at('grainne')],
      ['Tom Kelly', 'Head Nurse', at('tom')],
      ['Ciarán Fahy', 'veterinary surgeon', at('ciaran')],
    ],
  },
  {
    name: 'trap: what follows the job is kept when it is not the company\'s name alone ("Head of Robotics" keeps its area, "at Acme Labs" names another firm)',
    body:
      `<p>Jonas Berg, Head of Robotics, ${mail('jonas.berg')}</p>` +
      `<p>Lena Maier, Project Manager at Acme Labs, ${mail('lena.maier')}</p>`,
    expected: [
      ['Jonas Berg', 'Head of Robotics', at('jonas.berg')],
      ['Lena Maier', 'Project Manager at Acme Labs', at('lena.maier')],
    ],
  },
  {
    name: 'trap: a question, a byline or one word of no job as the label; a street or postcode in a list; a one-word job with the company after it stays whole',
    body:
      `<p>Spørsmål om seil: Berit Hauge – ${mail('bhauge')}</p>` +
      `<p>Written by: Tom Reid – ${mail('tom.reid')}</p>` +
      `<dl><dt>Martin Saar</dt><dd>Rüütli 5</dd><dd>${mail('martin.saar')}</dd><dt>Liis Kask</dt><dd>51014 Tartu</dd><dd>${mail('liis.kask')}</dd></dl>` +
      `<p>Per domande scrivete a Chiara Locatelli, responsabile di Acme, ${mail('chiara')}.</p>`,
    expected: [
      ['Berit Hauge', null, at('bhauge')],
      ['Tom Reid', null, at('tom.reid')],
      ['Martin Saar', null, at('martin.saar')],
      ['Liis Kask', null, at('liis.kask')],
      ['Chiara Locatelli', 'responsabile di Acme', at('chiara')],
    ],
  },
  {
    name: 'a given name that folds to a legal form ("Åsa", not "ASA"); an ordinal in a title column; an address a script turns round in its own link; Flemish "verantwoordelijke"',
    body:
      `<div class="card"><h3>Åsa Lindqvist</h3><p>Ekonomiansvarig</p><p>${mail('asa.lindqvist')}</p></div>` +
      `<p>Nordlys ASA, ${mail('post')}</p>` +
      `<table><thead><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody><tr><td>Jonas Weigl</td><td>Auszubildender (2. Lehrjahr)</td><td>${mail('j.weigl')}</td></tr></tbody></table>` +
      `<p>Vragen over levering? Jonas Wouters, logistiek verantwoordelijke: <a class="js-rev" href="#" data-rev="${[...`jonas@${DOMAIN}`].reverse().join('')}">e-mail Jonas</a></p>` +
      `<script>document.querySelectorAll('.js-rev').forEach(function(a){var m=a.getAttribute('data-rev').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`,
    expected: [
      ['Åsa Lindqvist', 'Ekonomiansvarig', at('asa.lindqvist')],
      ['Jonas Weigl', 'Auszubildender (2. Lehrjahr)', at('j.weigl')],
      ['Jonas Wouters', 'logistiek verantwoordelijke', at('jonas')],
    ],
  },
  {
    name: 'trap (review): after "our", a relative, a neighbour, a winner, an adjective or a nickname is no job; nor a word without a job\'s form',
    body:
      `<p>Unsere Tochter Jana Roth erreichen Sie unter ${mail('jana.roth')}</p>` +
      `<p>Paul Berg is our neighbour; write to ${mail('paul.berg')}</p>` +
      `<p>Our winner Tom Reid: ${mail('tom.reid')}</p>` +
      `<p>Our wonderful Karin Dahl answers at ${mail('karin.dahl')}</p>` +
      `<p>Notre marraine Anne Roux : ${mail('anne.roux')}</p>` +
      `<p>Write to our wheelwright Marco Neri at ${mail('marco.neri')}</p>`,
    expected: [
      ['Jana Roth', null, at('jana.roth')],
      ['Paul Berg', null, at('paul.berg')],
      ['Tom Reid', null, at('tom.reid')],
      ['Karin Dahl', null, at('karin.dahl')],
      ['Anne Roux', null, at('anne.roux')],
      ['Marco Neri', null, at('marco.neri')],
    ],
  },
  {
    name: 'trap (review): regions, credits, headings and languages as the label; status notes in brackets; manner, region and courtesy phrases in a contact line',
    body:
      `<p>North West England: Jana Roth – ${mail('jana.roth')}</p>` +
      `<p>Photos and text: Paul Berg – ${mail('paul.berg')}</p>` +
      `<p>Meet the team: Tom Reid – ${mail('tom.reid')}</p>` +
      `<p>Spanish and French: Karin Dahl – ${mail('karin.dahl')}</p>` +
      `<p>Lena Vogt (retired): ${mail('lena.vogt')}</p>` +
      `<p>…wenden Sie sich bitte an Anne Roux, in Vertretung, ${mail('anne.roux')}.</p>` +
      `<p>Please contact Marco Neri, thank you, ${mail('marco.neri')}.</p>` +
      `<p>Kontakta Lars Berg, region norr, ${mail('lars.berg')}.</p>` +
      `<p>Jonas Weber, our Berlin office, ${mail('jonas.weber')}</p>` +
      `<p>Tom Baker retired in 2020. His former apprentice, Anna Smith, answers at ${mail('anna.smith')}</p>` +
      `<p>Ask her partner, Ben Hill, ${mail('ben.hill')}</p>`,
    expected: [
      ['Jana Roth', null, at('jana.roth')],
      ['Paul Berg', null, at('paul.berg')],
      ['Tom Reid', null, at('tom.reid')],
      ['Karin Dahl', null, at('karin.dahl')],
      ['Lena Vogt', null, at('lena.vogt')],
      ['Anne Roux', null, at('anne.roux')],
      ['Marco Neri', null, at('marco.neri')],
      ['Lars Berg', null, at('lars.berg')],
      ['Jonas Weber', null, at('jonas.weber')],
      ['Anna Smith', null, at('anna.smith')],
      ['Ben Hill', null, at('ben.hill')],
    ],
  },
  {
    name: 'a table whose title-headed column holds the names takes the title from the unheaded column; German compounds in -verantwortlicher',
    body:
      `<table><thead><tr><th>Filiale</th><th>Leitung</th><th></th><th>E-Mail</th></tr></thead><tbody>` +
      `<tr><td>Bahnhofstrasse 14</td><td>Sandra Gerber</td><td>Filialleiterin</td><td>${mail('s.gerber')}</td></tr>` +
      `<tr><td>Obergässli 3</td><td>Marco Brunner</td><td>Filialleiter</td><td>${mail('m.brunner')}</td></tr></tbody></table>` +
      `<p>Fragen zur Lehre beantwortet unser Lehrlingsverantwortlicher Reto Marti gerne unter ${mail('r.marti')}.</p>`,
    expected: [
      ['Sandra Gerber', 'Filialleiterin', at('s.gerber')],
      ['Marco Brunner', 'Filialleiter', at('m.brunner')],
      ['Reto Marti', 'Lehrlingsverantwortlicher', at('r.marti')],
    ],
  },
  {
    name: 'trap: after "our", what someone is to the company, a place, a machine or a clause is no job (a job in the genitive is given back in the nominative)',
    body:
      `<p>Schreiben Sie unserer Kollegin Jana Roth: ${mail('jana.roth')}</p>` +
      `<p>Ask our own Karin Dahl at ${mail('karin.dahl')}.</p>` +
      `<p>Questions go to our workshop Marco Neri at ${mail('marco.neri')}.</p>` +
      `<p>Unser Kalkulator Lena Roth? Nein: schreiben Sie an Lena Roth unter ${mail('lena.roth')}.</p>` +
      `<p>Podrobnosti získate od našej manažérky Zuzany Kováčovej na ${mail('kovacova')}.</p>` +
      `<p>Náš chovateľ píše vám Michal Baláž na ${mail('michal.balaz')}.</p>`,
    expected: [
      ['Jana Roth', null, at('jana.roth')],
      ['Karin Dahl', null, at('karin.dahl')],
      ['Marco Neri', null, at('marco.neri')],
      ['Lena Roth', null, at('lena.roth')],
      ['Zuzana Kováčová', 'manažérka', at('kovacova')],
      ['Michal Baláž', null, at('michal.balaz')],
    ],
  },
  {
    name: 'trap: how or when to reach someone, written after the name, is no title; a possessive is no part of one',
    body:
      `<p>Jana Roth, gerne per Telefon, ${mail('jana.roth')}</p>` +
      `<p>Karin Dahl, usually in the mornings, ${mail('karin.dahl')}</p>` +
      `<p>Jeanne Roux, de préférence le matin, ${mail('jeanne.roux')}</p>` +
      `<p>Lena Roth, helst på e-post, ${mail('lena.roth')}</p>` +
      `<p>Marco Neri, our wheelwright, ${mail('marco.neri')}</p>` +
      `<p>Anna Weber, Head of E-Mail Marketing, ${mail('anna.weber')}</p>`,
    expected: [
      ['Jana Roth', null, at('jana.roth')],
      ['Karin Dahl', null, at('karin.dahl')],
      ['Jeanne Roux', null, at('jeanne.roux')],
      ['Lena Roth', null, at('lena.roth')],
      ['Marco Neri', 'wheelwright', at('marco.neri')],
      ['Anna Weber', 'Head of E-Mail Marketing', at('anna.weber')],
    ],
  },
  {
    name: 'cards of a page builder: widgets wrapped twice each (Elementor) are one card; wrappers are no levels',
    body:
      ['Marc Puig i Serra|Fisioterapeuta col·legiat|marc.puig', 'Laura Ferrer|Recepció|laura.ferrer']
        .map((r) => r.split('|'))
        .map(
          ([n, t, l]) =>
            `<div class="elementor-column"><div class="elementor-widget-wrap">` +
            `<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h4 class="elementor-heading-title">${n}</h4></div></div>` +
            `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${t}</p></div></div>` +
            `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${mail(l as string)}</p></div></div>` +
            `</div></div>`,
        )
        .join(''),
    expected: [
      ['Marc Puig i Serra', 'Fisioterapeuta col·legiat', at('marc.puig')],
      ['Laura Ferrer', 'Recepció', at('laura.ferrer')],
    ],
  },
  {
    name: 'trap: past wrappers, a name in another section of the page or a page heading alone ties no mailbox',
    body:
      `<div><div><div><h3>Anna Weber</h3></div></div><section><div><div><p>${mail('kanzlei')}</p></div></div></section></div>` +
      `<div><div><div><h1>Jan Wolf</h1></div></div><div><div><p>Kontakt</p></div></div><div><div><p>${mail('buero')}</p></div></div></div>`,
    expected: [],
  },
  {
    name: 'et, da, fr, pt: the trades\' own words (Estonian -juht/-pidaja, Danish -mester, apprentices, instructors) and a one-word department label',
    body:
      `<table><tr><th>Nimi</th><th>Ametikoht</th><th>E-post</th></tr><tr><td>Mart Saar</td><td>Juhataja</td><td>${mail('mart')}</td></tr>` +
      `<tr><td>Liis Kask</td><td>Suuhügienist</td><td>${mail('liis')}</td></tr></table>` +
      `<h4>Kontaktisik</h4><p>Kristiina Mägi<br>Müügijuht<br>${mail('kristiina')}</p>` +
      `<p>Arvete küsimustes aitab meie raamatupidaja Kadri Tamm: ${mail('kadri')}</p>` +
      `<p>Vores kældermester Jakob Poulsen fortæller gerne om vinene – skriv til ${mail('jakob')}</p>` +
      `<p>Notre moniteur de ski, Antoine Girard, vous répond à ${mail('antoine')}.</p>` +
      `<p>O nosso instrutor de surf, Tiago Sousa, responde em ${mail('tiago')}</p>` +
      `<p>Buchhaltung: Petra Schneider, ${mail('p.schneider')}</p>`,
    expected: [
      ['Mart Saar', 'Juhataja', at('mart')],
      ['Liis Kask', 'Suuhügienist', at('liis')],
      ['Kristiina Mägi', 'Müügijuht', at('kristiina')],
      ['Kadri Tamm', 'raamatupidaja', at('kadri')],
      ['Jakob Poulsen', 'kældermester', at('jakob')],
      ['Antoine Girard', 'moniteur de ski', at('antoine')],
      ['Tiago Sousa', 'instrutor de surf', at('tiago')],
      ['Petra Schneider', 'Buchhaltung', at('p.schneider')],
    ],
  },
  {
    name: 'prose: a job opening the sentence with "as"; "som" before a job word; a place of the firm closing a job; a sentence-initial adjective',
    body:
      `<p>Als office manager is Eline Smit uw eerste aanspreekpunt: ${mail('eline')}.</p>` +
      `<p>En tant que responsable de la fromagerie, Élodie Bovet se tient à votre disposition : ${mail('elodie')}</p>` +
      `<p>Sedan i våras arbetar Linnea Dahl som butikschef i vår trädgårdsbutik – ${mail('linnea')}</p>` +
      `<p>Emma Sjöberg är biträdande jurist på byrån och nås på ${mail('emma')}.</p>` +
      `<p>Daglig leder Ola Bakken svarer gjerne på spørsmål om gården: ${mail('ola')}</p>`,
    expected: [
      ['Eline Smit', 'office manager', at('eline')],
      ['Élodie Bovet', 'responsable de la fromagerie', at('elodie')],
      ['Linnea Dahl', 'butikschef', at('linnea')],
      ['Emma Sjöberg', 'biträdande jurist', at('emma')],
      ['Ola Bakken', 'Daglig leder', at('ola')],
    ],
  },
  {
    name: 'prose: "who is" after the comma; a preposition with its article before the job; one capital alone is no name',
    body:
      `<p>Har I spørgsmål, så skriv til Mette Bækgaard, der er medejer og står for gårdbutik og rundvisninger, på ${mail('mette')}.</p>` +
      `<p>Oggi l'azienda è guidata dal titolare, Marco Bindi, che segue personalmente vigna e clienti: scrivetegli a ${mail('marco')}.</p>` +
      `<p>Pour les commandes, contactez Anne Roy, qui est responsable de Logistique, à ${mail('anne.roy')}.</p>`,
    expected: [
      ['Mette Bækgaard', 'medejer', at('mette')],
      ['Marco Bindi', 'titolare', at('marco')],
      ['Anne Roy', 'Logistique', at('anne.roy')],
    ],
  },
  {
    name: 'labels, footers and cards: departments and owners in more languages; languages spoken and relatives after a name are no title',
    body:
      `<p>Regnskab: Kim Hansen, ${mail('kh')}</p><p>Verkauf: Sandra Zimmermann, ${mail('sandra')}</p>` +
      `<p>Bakkerij Peeters BV · Zaakvoerder: Koen Peeters · ${mail('koen')}</p>` +
      `<p><strong>Jonas Larsen</strong> – taler tysk og engelsk<br>${mail('jonas')}</p>` +
      `<p><strong>Per Lie</strong>, Astrids mann<br>${mail('per')}</p>` +
      `<p><strong>Heidi Keller</strong>, Mutter von Beat<br>${mail('heidi')}</p>` +
      `<p><strong>Laia Serra</strong> – parla català, castellà i anglès<br>${mail('laia')}</p>` +
      `<p>Advokatfullmektig Jonas Moe, ${mail('jonas.moe')}</p>` +
      `<div><h4>Dre Céline Rey</h4><p>Médecin-dentiste</p><p>${mail('celine')}</p></div>`,
    expected: [
      ['Kim Hansen', 'Regnskab', at('kh')],
      ['Sandra Zimmermann', 'Verkauf', at('sandra')],
      ['Koen Peeters', 'Zaakvoerder', at('koen')],
      ['Jonas Larsen', null, at('jonas')],
      ['Per Lie', null, at('per')],
      ['Heidi Keller', null, at('heidi')],
      ['Laia Serra', null, at('laia')],
      ['Jonas Moe', 'Advokatfullmektig', at('jonas.moe')],
      ['Céline Rey', 'Médecin-dentiste', at('celine')],
    ],
  },
  {
    name: 'a certificate with its field in brackets is a post-nominal; "vet"; a title\'s second area after "and" in a closed apposition',
    body:
      `<div class="wp-block-column"><h3>Orla Geraghty MVB CertAVP(SAM) MRCVS</h3><p><em>Veterinary Surgeon, Small Animal Medicine</em></p><p>${mail('orla')}</p></div>` +
      `<p>For herd health plans, email our large animal vet Pádraig Joyce MVB at ${mail('padraig')}. He is on the road in the mornings.</p>` +
      `<p>Pour un devis, contactez Anne-Sophie Gauthier, responsable devis et fabrication : ${mail('agauthier')}.</p>` +
      `<p>Jana Roth, Floristin und Mutter von zwei Kindern, ${mail('jana.roth')}</p>`,
    expected: [
      ['Orla Geraghty', 'Veterinary Surgeon, Small Animal Medicine', at('orla')],
      ['Pádraig Joyce', 'large animal vet', at('padraig')],
      ['Anne-Sophie Gauthier', 'responsable devis et fabrication', at('agauthier')],
      ['Jana Roth', 'Floristin', at('jana.roth')],
    ],
  },
  {
    name: 'prose: a job said with a verb of working and "as"; "with us" closing a job is no part of it',
    body:
      `<p>Seit 2019 arbeitet Anna Weber als Floristin bei uns. Sie erreichen sie unter ${mail('anna.weber')}.</p>` +
      `<p>Marie Dupont travaille chez nous comme conseillère clientèle : ${mail('marie.dupont')}</p>` +
      `<p>Ing. Pavel Svoboda působí jako vedoucí projektů. Kontakt: ${mail('pavel.svoboda')}</p>` +
      `<p>Tom Reid works as usual from home: ${mail('tom.reid')}</p>`,
    expected: [
      ['Anna Weber', 'Floristin', at('anna.weber')],
      ['Marie Dupont', 'conseillère clientèle', at('marie.dupont')],
      ['Pavel Svoboda', 'vedoucí projektů', at('pavel.svoboda')],
      ['Tom Reid', null, at('tom.reid')],
    ],
  },
  {
    name: 'prose: an apposition opened by a dash; an agent noun after "our" ended by a conjunction that goes on with the sentence',
    body:
      `<p>Anna Weber – unsere Floristin – freut sich auf Ihre Nachricht: ${mail('anna.weber')}</p>` +
      `<p>Julia Santos é a nossa higienista oral e responde em ${mail('julia.santos')}.</p>` +
      `<p>Jana Roth ist unsere Tochter und hilft im Laden: ${mail('jana.roth')}</p>`,
    expected: [
      ['Anna Weber', 'Floristin', at('anna.weber')],
      ['Julia Santos', 'higienista oral', at('julia.santos')],
      ['Jana Roth', null, at('jana.roth')],
    ],
  },
  {
    name: 'prose: a master of a trade after "our"; an address spelled from the given name alone after the sentence naming its owner',
    body:
      `<p>Die Weinproben leitet unser Kellermeister Thomas Gruber (${mail('thomas.gruber')}).</p>` +
      `<p>Il titolare, Giovanni Rossi, segue personalmente la vendemmia. ${mail('giovanni')}</p>` +
      `<p>A Dra. Beatriz Almeida, ortodontista, atende às terças e quintas. Agende pelo e-mail ${mail('beatriz')}.</p>` +
      `<p>Anna Weber leitet den Vertrieb. ${mail('info')}</p>`,
    expected: [
      ['Thomas Gruber', 'Kellermeister', at('thomas.gruber')],
      ['Giovanni Rossi', 'titolare', at('giovanni')],
      ['Beatriz Almeida', 'ortodontista', at('beatriz')],
    ],
  },
  {
    name: 'cards: a vet\'s post-nominals (MVB, MRCVS, RVN) are no part of the name; a title\'s abbreviations ("Staatl. gepr.") end no sentence',
    body:
      `<div class="team"><div class="member"><h3>Dr. Siobhán Ní Bhriain MVB MRCVS</h3><p class="role">Senior Veterinary Surgeon</p><p>${mail('siobhan')}</p></div>` +
      `<div class="member"><h3>Ciarán Walsh RVN</h3><p class="role">Registered Veterinary Nurse</p><p>${mail('ciaran')}</p></div></div>` +
      `<div class="team-member"><h3>Georg Hofer</h3><span class="position">Staatl. gepr. Berg- und Skiführer, Inhaber</span><p>${mail('georg')}</p></div>`,
    expected: [
      ['Siobhán Ní Bhriain', 'Senior Veterinary Surgeon', at('siobhan')],
      ['Ciarán Walsh', 'Registered Veterinary Nurse', at('ciaran')],
      ['Georg Hofer', 'Staatl. gepr. Berg- und Skiführer, Inhaber', at('georg')],
    ],
  },
  {
    name: 'lists and cards: a title of capitalised nouns beside a clear name is no second name; Polish "lek. wet." is an honorific',
    body:
      `<dl><dt>Claudia Wenzel</dt><dd>Tierärztin, Schwerpunkt Kleintiere</dd><dd>${mail('c.wenzel')}</dd></dl>` +
      `<div><h3>lek. wet. Tomasz Wójcik</h3><p>Lekarz weterynarii</p><p>${mail('t.wojcik')}</p></div>`,
    expected: [
      ['Claudia Wenzel', 'Tierärztin, Schwerpunkt Kleintiere', at('c.wenzel')],
      ['Tomasz Wójcik', 'Lekarz weterynarii', at('t.wojcik')],
    ],
  },
  {
    name: 'lines: the year of an apprenticeship after the title is part of it; "our" opening a title is not',
    body:
      `<p><strong>Freja Kristensen</strong><br>Elev, 2. år<br>${mail('freja')}</p>` +
      `<p><b>Eirik Solberg</b> / Lærling i bokbinderfaget, 2. år<br>${mail('eirik')}</p>` +
      `<p>Jonas Weber, Apprentice, 2nd year, ${mail('jonas.weber')}</p>` +
      `<p>Lena Roth, Auszubildende (2. Lehrjahr), ${mail('lena.roth')}</p>` +
      `<div class="team"><h4>Ben Carter</h4><p>Apprentice Bookbinder (2nd year)</p>${mail('ben')}</div>` +
      `<p>Anna Weber, Buchhaltung, 70173 Stuttgart, ${mail('anna.weber')}</p>` +
      `<p>Meet Dr. Hannah Reid, our practice owner — ${mail('hannah.reid')}</p>`,
    expected: [
      ['Freja Kristensen', 'Elev, 2. år', at('freja')],
      ['Eirik Solberg', 'Lærling i bokbinderfaget, 2. år', at('eirik')],
      ['Jonas Weber', 'Apprentice, 2nd year', at('jonas.weber')],
      ['Lena Roth', 'Auszubildende (2. Lehrjahr)', at('lena.roth')],
      ['Ben Carter', 'Apprentice Bookbinder (2nd year)', at('ben')],
      ['Anna Weber', 'Buchhaltung', at('anna.weber')],
      ['Hannah Reid', 'practice owner', at('hannah.reid')],
    ],
  },
  {
    name: 'trap: a one-word label that is no department, or a town after the name, gives no title',
    body: `<p>Stuttgart: Petra Schneider, ${mail('p.schneider')}</p><p>Hinweis: Jana Roth, ${mail('jana.roth')}</p>`,
    expected: [
      ['Petra Schneider', null, at('p.schneider')],
      ['Jana Roth', null, at('jana.roth')],
    ],
  },
  {
    name: 'bylines: the words that open one ("Ein Beitrag von", "Par", "Kirjoittaja", "Posted by") are no part of the name',
    body:
      `<p class="byline">Ein Beitrag von Lena Maier, Redakteurin, ${mail('l.maier')}</p>` +
      `<p>Par Nathalie Petit, journaliste — ${mail('n.petit')}</p>` +
      `<p>Kirjoittaja Päivi Koskinen, toimittaja, ${mail('paivi')}</p>` +
      `<p>Por Miguel Santos, jornalista | ${mail('miguel')}</p>` +
      `<p>Ursula von der Leyen, Präsidentin, ${mail('ursula')}</p>`,
    expected: [
      ['Lena Maier', 'Redakteurin', at('l.maier')],
      ['Nathalie Petit', 'journaliste', at('n.petit')],
      ['Päivi Koskinen', 'toimittaja', at('paivi')],
      ['Miguel Santos', 'jornalista', at('miguel')],
      ['Ursula von der Leyen', 'Präsidentin', at('ursula')],
    ],
  },
  {
    name: 'trap: the line under a card\'s name that is a contact label, the languages spoken or a relative is no title',
    body:
      `<div><h3>Jan Wolf</h3><p>Kontakt</p><p>${mail('jan.wolf')}</p></div>` +
      `<div><h4>Monika Schulz</h4><p>und ihre Tochter Lisa</p><p>${mail('monika.schulz')}</p></div>` +
      `<div><h4>Claire Roux</h4><p>Parle anglais et allemand</p><p>${mail('claire.roux')}</p></div>` +
      `<div><h4>Paul Martin</h4><p>Relieur</p><p>${mail('paul.martin')}</p></div>`,
    expected: [
      ['Jan Wolf', null, at('jan.wolf')],
      ['Monika Schulz', null, at('monika.schulz')],
      ['Claire Roux', null, at('claire.roux')],
      ['Paul Martin', 'Relieur', at('paul.martin')],
    ],
  },
  {
    name: 'tables: a cell of lines is a record (name, then title); a column of titles without a header holds the title of every row',
    body:
      `<table><tr><td><strong>Lukas Huber</strong><br>Bergführer</td><td>${mail('lukas.huber')}</td></tr>` +
      `<tr><td><strong>Anna Gruber</strong><br>Rezeption</td><td>${mail('anna.gruber')}</td></tr></table>` +
      `<table><tr><td>Skischulleitung</td><td>Toni Steiner</td><td>${mail('toni.steiner')}</td></tr>` +
      `<tr><td>Kinderskikurse</td><td>Lena Moser</td><td>${mail('lena.moser')}</td></tr></table>` +
      `<table><thead><tr><th>Équipe</th><th></th><th>Courriel</th></tr></thead>` +
      `<tr><td>Claire Dubois</td><td>relieuse d'art</td><td>${mail('claire.dubois')}</td></tr>` +
      `<tr><td>Paul Martin</td><td>apprenti (2e année)</td><td>${mail('paul.martin')}</td></tr></table>`,
    expected: [
      ['Lukas Huber', 'Bergführer', at('lukas.huber')],
      ['Anna Gruber', 'Rezeption', at('anna.gruber')],
      ['Toni Steiner', 'Skischulleitung', at('toni.steiner')],
      ['Lena Moser', 'Kinderskikurse', at('lena.moser')],
      ['Claire Dubois', "relieuse d'art", at('claire.dubois')],
      ['Paul Martin', 'apprenti (2e année)', at('paul.martin')],
    ],
  },
  {
    name: 'trap: a column of towns or of phone numbers without a header is no title column',
    body:
      `<table><tr><td>Innsbruck</td><td>Toni Steiner</td><td>${mail('toni.steiner')}</td></tr>` +
      `<tr><td>Kufstein</td><td>Lena Moser</td><td>${mail('lena.moser')}</td></tr></table>` +
      `<table><tr><td>Vertriebsleiter</td><td>Jan Wolf</td><td>${mail('jan.wolf')}</td></tr>` +
      `<tr><td>+43 512 123456</td><td>Eva Berger</td><td>${mail('eva.berger')}</td></tr>` +
      `<tr><td>Lager</td><td>Max Ritter</td><td>${mail('max.ritter')}</td></tr></table>`,
    expected: [
      ['Toni Steiner', null, at('toni.steiner')],
      ['Lena Moser', null, at('lena.moser')],
      ['Jan Wolf', 'Vertriebsleiter', at('jan.wolf')],
      ['Eva Berger', null, at('eva.berger')],
      ['Max Ritter', null, at('max.ritter')],
    ],
  },
  {
    name: 'de: the feminine in -in (and -innen) of a listed title word is a title word ("Küchenchefin" of Küchenchef)',
    body:
      `<p>Für Reservierungen schreiben Sie unserer Küchenchefin Marta Rossi an ${mail('marta.rossi')}.</p>` +
      `<p>Lena Roth, Chefin, ${mail('lena.roth')}</p>` +
      `<p>Schreiben Sie unserer Kollegin Jana Roth: ${mail('jana.roth')}</p>` +
      `<p>Anna Weber, Berlin, ${mail('anna.weber')}</p>`,
    expected: [
      ['Marta Rossi', 'Küchenchefin', at('marta.rossi')],
      ['Lena Roth', 'Chefin', at('lena.roth')],
      ['Jana Roth', null, at('jana.roth')],
      ['Anna Weber', null, at('anna.weber')],
    ],
  },
  {
    name: 'trap: a language someone speaks, written after the name, is no title; a job in a language keeps it',
    body:
      `<p>Ana Pérez, English speaking<br>${mail('ana.perez')}</p>` +
      `<p>Jana Roth, spricht Italienisch, ${mail('jana.roth')}</p>` +
      `<p>Lena Roth, Spanish teacher<br>${mail('lena.roth')}</p>` +
      `<p>Marie Roux, professeur d'anglais<br>${mail('marie.roux')}</p>` +
      `<p>Tom Weber, German and English tutor<br>${mail('tom.weber')}</p>`,
    expected: [
      ['Ana Pérez', null, at('ana.perez')],
      ['Jana Roth', null, at('jana.roth')],
      ['Lena Roth', 'Spanish teacher', at('lena.roth')],
      ['Marie Roux', "professeur d'anglais", at('marie.roux')],
      ['Tom Weber', 'German and English tutor', at('tom.weber')],
    ],
  },
  {
    name: 'et, cs, fi: a "Label: Name" line whose label is an agent noun told by its accented ending (-šer/-čer/-žer, Finnish -jä)',
    body:
      `<p>Dispetšer: Toomas Lepp, ${mail('toomas.lepp')}, +372 5301 2233</p>` +
      `<p>Dispečer: Jan Novák, ${mail('jan.novak')}</p>` +
      `<p>Myyjä: Liisa Laine, ${mail('liisa.laine')}</p>`,
    expected: [
      ['Toomas Lepp', 'Dispetšer', at('toomas.lepp')],
      ['Jan Novák', 'Dispečer', at('jan.novak')],
      ['Liisa Laine', 'Myyjä', at('liisa.laine')],
    ],
  },
  {
    name: 'trap: the same endings without their accents ("User", "Laser", "Caja") are no agent nouns',
    body: `<p>User: Anna Weber, ${mail('anna.weber')}</p><p>Caja: Ana Ruiz, ${mail('ana.ruiz')}</p><p>Laser: Tom Reid, ${mail('tom.reid')}</p>`,
    expected: [
      ['Anna Weber', null, at('anna.weber')],
      ['Ana Ruiz', null, at('ana.ruiz')],
      ['Tom Reid', null, at('tom.reid')],
    ],
  },
  {
    name: 'en, de, cs: an apposition "responsible for X" without a relative pronoun is the title as written',
    body:
      `<p>Karl Rebane, responsible for exports to Scandinavia and the UK, ${mail('karl.rebane')}, +372 5302 4455</p>` +
      `<p>Lieferanten schreiben an Jan Köhler, zuständig für den Einkauf, unter ${mail('jan.koehler')}.</p>` +
      `<p>Zásilky řeší Petra Dvořáková, zodpovědná za expedici, na ${mail('dvorakova')}.</p>`,
    expected: [
      ['Karl Rebane', 'responsible for exports to Scandinavia and the UK', at('karl.rebane')],
      ['Jan Köhler', 'zuständig für den Einkauf', at('jan.koehler')],
      ['Petra Dvořáková', 'zodpovědná za expedici', at('dvorakova')],
    ],
  },
  {
    name: 'trap: responsible for everything or for all questions is no title',
    body:
      `<p>For anything else write to Tom Reid, responsible for everything, at ${mail('tom.reid')}.</p>` +
      `<p>Bei Fragen hilft Jan Köhler, zuständig für alle Fragen, unter ${mail('jan.koehler')}.</p>`,
    expected: [
      ['Tom Reid', null, at('tom.reid')],
      ['Jan Köhler', null, at('jan.koehler')],
    ],
  },
  {
    name: 'trap: "Name, responsible for you, <address>" on a line is no title, as in running text; a real area is',
    body:
      `<p>Karl Rebane, responsible for you, ${mail('karl.rebane')}</p>` +
      `<p>Jan Köhler, zuständig für Sie, ${mail('jan.koehler')}</p>` +
      `<p>Tom Reid, responsible for exports, ${mail('tom.reid')}</p>`,
    expected: [
      ['Karl Rebane', null, at('karl.rebane')],
      ['Jan Köhler', null, at('jan.koehler')],
      ['Tom Reid', 'responsible for exports', at('tom.reid')],
    ],
  },
  {
    name: 'sk, pl, de: an agent noun (-teľ, -ator, -erin) between a possessive and the name, with its complement after it',
    body:
      `<p>O chov sa stará náš chovateľ matiek Michal Baláž, ktorý prijíma objednávky na ${mail('michal.balaz')}.</p>` +
      `<p>O brzmienie każdego instrumentu dba nasz intonator Tomasz Wróbel; pytania: ${mail('twrobel')}.</p>` +
      `<p>Kinder betreut bei uns unsere Pädakustikerin Julia Hartl, die Eltern unter ${mail('j.hartl')} erreichen.</p>`,
    expected: [
      ['Michal Baláž', 'chovateľ matiek', at('michal.balaz')],
      ['Tomasz Wróbel', 'intonator', at('twrobel')],
      ['Julia Hartl', 'Pädakustikerin', at('j.hartl')],
    ],
  },
  {
    name: 'sk, fi, nl: an agent noun as an apposition, bare before the name, or after the name on its line',
    body:
      `<p>Vosk spracúva na medzistienky Eva Poláková, spracovateľka vosku, ktorú zastihnete na ${mail('eva.polakova')}.</p>` +
      `<p>Rungon linjat piirtää yhä pääveistäjä Aarne Koivuranta, jolta voi kysyä osoitteessa ${mail('aarne')}.</p>` +
      `<p>Ruben Meijer, backend-ontwikkelaar: ${mail('ruben')}</p>`,
    expected: [
      ['Eva Poláková', 'spracovateľka vosku', at('eva.polakova')],
      ['Aarne Koivuranta', 'pääveistäjä', at('aarne')],
      ['Ruben Meijer', 'backend-ontwikkelaar', at('ruben')],
    ],
  },
  {
    name: 'trap: a machine in -ator, a verb after the agent noun, a label that is no job',
    body:
      `<p>Unser Kalkulator Anna Weber? Nein: schreiben Sie an Anna Weber unter ${mail('anna.weber')}.</p>` +
      `<p>Náš chovateľ píše vám Michal Baláž na ${mail('michal.balaz')}.</p>` +
      `<p>Ruben Meijer, Presse: ${mail('ruben')}</p>`,
    expected: [
      ['Anna Weber', null, at('anna.weber')],
      ['Michal Baláž', null, at('michal.balaz')],
      ['Ruben Meijer', null, at('ruben')],
    ],
  },
  {
    name: 'it, de, fr, en: a complement of time closing an apposition ("da vent\'anni", "seit 1998") is not part of the title',
    body:
      `<p>Il reparto è guidato da Marco Galli, capo restauratore da vent'anni, che risponde all'indirizzo ${mail('m.galli')}.</p>` +
      `<p>Fragen zum Ausbau beantwortet Peter Lang, Geschäftsführer seit 1998, unter ${mail('p.lang')}.</p>` +
      `<p>La boutique est tenue par Julie Marin, responsable de la boutique depuis 2015, joignable à ${mail('j.marin')}.</p>` +
      `<p>Orders are handled by Sam Hill, head baker for ten years, at ${mail('sam.hill')}.</p>`,
    expected: [
      ['Marco Galli', 'capo restauratore', at('m.galli')],
      ['Peter Lang', 'Geschäftsführer', at('p.lang')],
      ['Julie Marin', 'responsable de la boutique', at('j.marin')],
      ['Sam Hill', 'head baker', at('sam.hill')],
    ],
  },
  {
    name: 'trap: a complement that is no time ("da Carrara", "for Europe") stays as written or leaves no title',
    body:
      `<p>Il laboratorio è seguito da Luca Neri, capo lucidatore da Carrara, che risponde a ${mail('l.neri')}.</p>` +
      `<p>Questions go to Ann Cole, sales director for Europe, at ${mail('ann.cole')}.</p>`,
    expected: [
      ['Luca Neri', 'capo lucidatore da Carrara', at('l.neri')],
      ['Ann Cole', 'sales director for Europe', at('ann.cole')],
    ],
  },
  {
    name: 'hu, sv: agent nouns by Hungarian -ő (the participle as the doer) on a label line, Swedish -vetare after a possessive',
    body:
      `<p>Bérfőzési ügyintéző: Molnár Zsolt, ${mail('zsolt.molnar')}, +36 76 555 210</p>` +
      `<p>Szoftverfejlesztő: Tóth Ádám, ${mail('adam.toth')}</p>` +
      `<p>Vill du veta mer? Vår skogsvetare Karin Dahl ställer gärna upp på intervju, skriv till ${mail('karin.dahl')}.</p>`,
    expected: [
      ['Molnár Zsolt', 'Bérfőzési ügyintéző', at('zsolt.molnar')],
      ['Tóth Ádám', 'Szoftverfejlesztő', at('adam.toth')],
      ['Karin Dahl', 'skogsvetare', at('karin.dahl')],
    ],
  },
  {
    name: 'trap: Hungarian participles that say how something is ("Következő", "Megfelelő"), -ső ("Első"), Swedish -are alone: no title',
    body:
      `<p>Következő: Molnár Zsolt, ${mail('zsolt.molnar')}</p>` +
      `<p>Első: Tóth Ádám, ${mail('adam.toth')}</p>` +
      `<p>Vår software Karin Dahl? Skriv till Karin Dahl, ${mail('karin.dahl')}.</p>`,
    expected: [
      ['Molnár Zsolt', null, at('zsolt.molnar')],
      ['Tóth Ádám', null, at('adam.toth')],
      ['Karin Dahl', null, at('karin.dahl')],
    ],
  },
  {
    name: 'no (Nynorsk), es: "Dagleg leiar: Name", "Name, personalansvarleg," and "nuestro maestro tornero, Name,"',
    body:
      `<p>Dagleg leiar: Nils Aksnes, ${mail('nils')}</p>` +
      `<p>Søknad med CV til Marte Øye, personalansvarleg, ${mail('marte')}.</p>` +
      `<p>Quien marca la forma de cada pieza sigue siendo nuestro maestro tornero, Antonio Medina, y puedes escribirle a ${mail('antonio.medina')}.</p>`,
    expected: [
      ['Nils Aksnes', 'Dagleg leiar', at('nils')],
      ['Marte Øye', 'personalansvarleg', at('marte')],
      ['Antonio Medina', 'maestro tornero', at('antonio.medina')],
    ],
  },
  {
    name: 'trap: Meister and Mestre are family names too, never title words',
    body: `<p>Klaus Hoffmeister, ${mail('k.hoffmeister')}</p><p>Joan Mestre, ${mail('joan.mestre')}</p>`,
    expected: [
      ['Klaus Hoffmeister', null, at('k.hoffmeister')],
      ['Joan Mestre', null, at('joan.mestre')],
    ],
  },
  {
    name: 'fr: a participle and its place closing an apposition ("formée à Mirecourt") are not part of the title',
    body:
      `<p>L'atelier a été fondé en 2009 par Claire Reynaud, facteur de harpes formée à Mirecourt, à qui vous pouvez écrire : ${mail('creynaud')}.</p>` +
      `<p>Les réglages sont confiés à Marc Blanc, technicien installé en Savoie, joignable à ${mail('mblanc')}.</p>`,
    expected: [
      ['Claire Reynaud', 'facteur de harpes', at('creynaud')],
      ['Marc Blanc', 'technicien', at('mblanc')],
    ],
  },
  {
    name: 'trap: a participle that is the job ("déléguée à la protection des données") stays in the title',
    body: `<p>Pour vos données, écrivez à Anne Roy, déléguée à la protection des données, ${mail('aroy')}.</p>`,
    expected: [['Anne Roy', 'déléguée à la protection des données', at('aroy')]],
  },
  {
    name: 'fr: "Name, PhD – agent noun, its area – <address>": the dashes delimit the title, commas and all',
    body:
      `<ul><li>Inès Faure, PhD – acousticienne, mesures et réglage des caisses – ${mail('ifaure')}</li>` +
      `<li>Paul Simon – opticien, montures et verres – ${mail('psimon')}</li></ul>`,
    expected: [
      ['Inès Faure', 'acousticienne, mesures et réglage des caisses', at('ifaure')],
      ['Paul Simon', 'opticien, montures et verres', at('psimon')],
    ],
  },
  {
    name: 'inside a sentence, post-nominals between commas after the name come before the job; a Czech head of site in one word',
    body:
      `<p>It is coordinated by Avv. Elena Marchetti, LL.M., Of Counsel, who can be reached at ${mail('e.marchetti')}.</p>` +
      `<p>Stavbyvedoucí: Lukáš Dvořák, DiS., <a href="tel:+420739004812">+420 739 004 812</a>, ${mail('lukas.dvorak')}</p>`,
    expected: [
      ['Elena Marchetti', 'Of Counsel', at('e.marchetti')],
      ['Lukáš Dvořák', 'Stavbyvedoucí', at('lukas.dvorak')],
    ],
  },
  {
    name: 'trap: an address said as a note between the name and the address ("Anschrift wie oben") is no title',
    body: `<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Claudia Becker, Anschrift wie oben, ${mail('c.becker')}</p>`,
    expected: [['Claudia Becker', null, at('c.becker')]],
  },
  {
    name: 'trap: the same line with commas only, or no agent noun before the comma: no title',
    body:
      `<ul><li>Inès Faure, PhD, acousticienne, mesures et réglage des caisses, ${mail('ifaure')}</li>` +
      `<li>Paul Simon – Lyon, montures et verres – ${mail('psimon')}</li></ul>`,
    expected: [
      ['Inès Faure', null, at('ifaure')],
      ['Paul Simon', null, at('psimon')],
    ],
  },
  {
    name: 'hu: "Label: Name, <agent noun>, <street>, <address>": the job after the name (Hungarian -ász/-ész: jogász, kertész)',
    body:
      `<p>Adatvédelmi tisztviselő: dr. Papp Krisztina, jogász, 6000 Kecskemét, Szarkás tanya 41., +36 76 555 201, ${mail('adatvedelem')}</p>` +
      `<p>Kert és park: Nagy Péter, kertész, ${mail('peter.nagy')}</p>`,
    expected: [
      ['Papp Krisztina', 'jogász', at('adatvedelem')],
      ['Nagy Péter', 'kertész', at('peter.nagy')],
    ],
  },
  {
    name: 'trap: words that are no agent noun after the name ("egész héten", all week; "rész") give no title, and with a mailbox not built from the name nobody',
    body:
      `<p>Adatvédelmi tisztviselő: dr. Papp Krisztina, egész héten, 6000 Kecskemét, +36 76 555 201, ${mail('adatvedelem')}</p>` +
      `<p>Adatvédelmi tisztviselő: dr. Papp Krisztina, rész, ${mail('adatvedelem')}</p>`,
    expected: []
  },
  {
    name: 'it: a table whose columns are headed "Ufficio" and "Referente": the office is the title',
    body:
      `<table><thead><tr><th>Ufficio</th><th>Referente</th><th>E-mail</th></tr></thead><tbody>` +
      `<tr><td>amministrazione e fatturazione</td><td>Sara Vannucci</td><td>${mail('s.vannucci')}</td></tr>` +
      `<tr><td>disegnatore tecnico</td><td>Ing. Paolo Giromini</td><td>${mail('p.giromini')}</td></tr>` +
      `<tr><td>ordini e preventivi</td><td>—</td><td>${mail('ordini')}</td></tr></tbody></table>`,
    expected: [
      ['Sara Vannucci', 'amministrazione e fatturazione', at('s.vannucci')],
      ['Paolo Giromini', 'disegnatore tecnico', at('p.giromini')],
    ],
  },
  // After a clear name, one capitalised word with no job-title word or agent noun, and no department
  // the lists know, is as likely a town as a job: no title. A department or a phrase stays one.
  ...([
    ['hu: a town after the name on a label line is no title', `<p>Kert és park: Nagy Péter, Kecskemét, ${mail('peter.nagy')}</p>`, [['Nagy Péter', null, at('peter.nagy')]]],
    ['hu: an agent noun there is the title', `<p>Kert és park: Nagy Péter, kertész, ${mail('peter.nagy')}</p>`, [['Nagy Péter', 'kertész', at('peter.nagy')]]],
    ['de: a town after the name on a label line is no title', `<p>Vertrieb: Anna Weber, Stuttgart, ${mail('anna.weber')}</p>`, [['Anna Weber', null, at('anna.weber')]]],
    ['de: a job there is the title', `<p>Vertrieb: Anna Weber, Vertriebsleiterin, ${mail('anna.weber')}</p>`, [['Anna Weber', 'Vertriebsleiterin', at('anna.weber')]]],
    ['en: a town after the name on a label line is no title', `<p>Sales: John Smith, Manchester, ${mail('john.smith')}</p>`, [['John Smith', null, at('john.smith')]]],
    ['en: a job there is the title', `<p>Sales: John Smith, Key Account Manager, ${mail('john.smith')}</p>`, [['John Smith', 'Key Account Manager', at('john.smith')]]],
    ['fr: a town after the name on a label line is no title', `<p>Accueil : Claire Dubois, Lyon, ${mail('claire.dubois')}</p>`, [['Claire Dubois', null, at('claire.dubois')]]],
    ['fr: a job there is the title', `<p>Accueil : Claire Dubois, comptable, ${mail('claire.dubois')}</p>`, [['Claire Dubois', 'comptable', at('claire.dubois')]]],
    ['de: a department the lists know there is the title', `<p>Anmeldung: Petra Huber, Verwaltung, ${mail('petra.huber')}</p>`, [['Petra Huber', 'Verwaltung', at('petra.huber')]]],
    ['de: a communication desk there is the title', `<p>Pressekontakt: Anouk Petersen, Kommunikation, Tel. +49 40 3990 2175, ${mail('a.petersen')}</p>`, [['Anouk Petersen', 'Kommunikation', at('a.petersen')]]],
    ['en: two titles joined by "and" after "our", the person called by the given name', `<p>Jonah and Marguerite Ellsworth bought the farmhouse in 2009. Marguerite, our innkeeper and co-owner, still bakes every muffin; write to her at ${mail('marguerite')} if you plan something special.</p>`, [['Marguerite Ellsworth', 'innkeeper and co-owner', at('marguerite')]]],
    ['en: "our" and a title, then a relative after the conjunction, keeps the title alone', `<p>Jonah and Marguerite Ellsworth bought the farmhouse in 2009. Marguerite, our innkeeper and mother of three, answers at ${mail('marguerite')}.</p>`, [['Marguerite Ellsworth', 'innkeeper', at('marguerite')]]],
    ['de: a town after a name starting the line is no title', `<p>Anna Weber, Stuttgart, ${mail('anna.weber')}</p>`, [['Anna Weber', null, at('anna.weber')]]],
    ['cs: an agent noun in -čí there is the title', `<p>Presse: Jan Novák, tiskový mluvčí, ${mail('jan.novak')}</p>`, [['Jan Novák', 'tiskový mluvčí', at('jan.novak')]]],
  ] as const).map(([name, body, expected]): Case => ({ name, body, expected: expected.map((t) => [...t] as Triple) })),
];

describe.each([
  ['titles the structure or grammar gives', structureCases],
  ['professions on "Title: Name" lines', professionCases],
  ['honorifics and post-nominals', honorificCases],
  ['line forms', lineCases],
  ['label lines', labelCases],
  ['definition lists', listCases],
  ['tables', tableCases],
  ['prose', proseCases],
  ['neighbours, companies, streets', neighbourCases],
  ['forms of the second held-out set', heldOutTwoCases],
] as const)('%s', (_kind, cases) => {
  it.each(cases)('$name', ({ body, expected }) => {
    expect(people(body)).toEqual(expected);
  });
});

describe('how each was read', () => {
  it('via names the form', () => {
    expect(vias(lineCases[0]?.body ?? '')).toEqual(['line', 'line']);
    expect(vias(listCases[0]?.body ?? '')).toEqual(['list', 'list', 'list']);
    expect(vias(tableCases[0]?.body ?? '')).toEqual(['table', 'table']);
    expect(vias(proseCases[0]?.body ?? '')).toEqual(['prose']);
    expect(vias(honorificCases[0]?.body ?? '')).toEqual(['card']);
  });

  it('titles are trimmed of the punctuation around them; JSON-LD names lose their post-nominals too', () => {
    const html = page(
      `<div class="card"><h3>Anna Weber</h3><p class="title">– Head of Sales:</p><p>${mail('anna.weber')}</p></div>` +
        `<script type="application/ld+json">{"@type":"Person","name":"Marta Kowalczyk, PhD","jobTitle":"Head of Engineering","email":"mailto:marta@${DOMAIN}"}</script>`,
    );
    expect(extractPeople(html, `https://www.${DOMAIN}/`, [DOMAIN]).map((p) => [p.name, p.givenName, p.familyName, p.title])).toEqual([
      ['Marta Kowalczyk', 'Marta', 'Kowalczyk', 'Head of Engineering'],
      ['Anna Weber', 'Anna', 'Weber', 'Head of Sales'],
    ]);
  });
});

describe('"Title: Name" lines for the building site, in the languages read', () => {
  it.each<[string, string, Triple[]]>([
    ['es-MX: "Residente de obra" (a title only with its complement)', `<p>Residente de obra: Ing. Emilio Vargas — ${mail('emilio')}</p>`, [['Emilio Vargas', 'Residente de obra', at('emilio')]]],
    ['es: "Aparejadora"', `<p>Aparejadora: Marta Gil — ${mail('marta')}</p>`, [['Marta Gil', 'Aparejadora', at('marta')]]],
    ['de: "Polier"', `<p>Polier: Hans Gruber, ${mail('h.gruber')}</p>`, [['Hans Gruber', 'Polier', at('h.gruber')]]],
    ['it: "Capocantiere"', `<p>Capocantiere: Marco Bassi – ${mail('bassi')}</p>`, [['Marco Bassi', 'Capocantiere', at('bassi')]]],
    ['nl: "Opzichter"', `<p>Opzichter: Joost de Wit – ${mail('joost')}</p>`, [['Joost de Wit', 'Opzichter', at('joost')]]],
    ['sv: "Platschef"', `<p>Platschef: Erik Lund – ${mail('erik')}</p>`, [['Erik Lund', 'Platschef', at('erik')]]],
    // Traps: "residente" without its complement is where someone lives, not what they do.
    ['es: "residente en Madrid" is no title', `<p>Ana García, residente en Madrid, escribe a ${mail('ana')}.</p>`, [['Ana García', null, at('ana')]]],
    ['es: "Residente:" alone is no title (the name stays)', `<p>Residente: Ana García — ${mail('ana')}</p>`, [['Ana García', null, at('ana')]]],
  ])('%s', (_, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});
