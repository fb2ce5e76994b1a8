/**
 * Forms real small-company sites write people in, across the languages read and their
 * neighbours (cs, fi) and the markup page builders and team plugins print (Elementor's team
 * member widget, Divi's team member module, Webflow collection cards, Squarespace image captions,
 * Wix rich text with one paragraph per line, <address>), with the honorifics, post-nominals,
 * labels and column headers of each language. Every page written for these tests (names made up).
 * Traps at the end: what must keep giving no name.
 */
import { describe, expect, it } from 'vitest';
import { extractPeople } from './index.js';

const D = 'acme.test';
const m = (l: string): string => `<a href="mailto:${l}@${D}">${l}@${D}</a>`;
const page = (b: string): string => `<!doctype html><html><head><meta property="og:site_name" content="Acme"></head><body><main>${b}</main></body></html>`;
type Triple = [name: string, title: string | null, email: string | null];
const people = (body: string): Triple[] => extractPeople(page(body), `https://${D}/kontakt`, [D]).map((p) => [p.name, p.title, p.email]);

const cases: [name: string, body: string, expected: Triple[]][] = [
 ['cs label', `<p>Kontaktní osoba: Ing. Jana Nováková, obchodní ředitelka, tel. +420 777 123 456, ${m('jana.novakova')}</p>`, [['Jana Nováková','obchodní ředitelka','jana.novakova@acme.test']]],
 ['cs table', `<table><tr><th>Jméno</th><th>Funkce</th><th>Telefon</th><th>E-mail</th></tr><tr><td>Mgr. Petr Svoboda, Ph.D.</td><td>jednatel</td><td>+420 602 111 222</td><td>${m('svoboda')}</td></tr></table>`, [['Petr Svoboda','jednatel','svoboda@acme.test']]],
 ['cs card', `<div class="clen"><h3>MUDr. Tereza Dvořáková</h3><p>vedoucí lékařka</p><p>${m('dvorakova')}</p></div>`, [['Tereza Dvořáková','vedoucí lékařka','dvorakova@acme.test']]],
 ['cs line bc', `<p>Bc. Lukáš Procházka, DiS. – účetní – ${m('prochazka')}</p>`, [['Lukáš Procházka','účetní','prochazka@acme.test']]],
 ['fi label', `<p>Yhteyshenkilö: Matti Virtanen, myyntipäällikkö, puh. 040 123 4567, ${m('matti.virtanen')}</p>`, [['Matti Virtanen','myyntipäällikkö','matti.virtanen@acme.test']]],
 ['fi table', `<table><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tr><td>Aino Korhonen</td><td>toimitusjohtaja</td><td>050 765 4321</td><td>${m('aino.korhonen')}</td></tr></table>`, [['Aino Korhonen','toimitusjohtaja','aino.korhonen@acme.test']]],
 ['fi card', `<div class="henkilo"><h4>Eetu Mäkinen</h4><p>projektipäällikkö, DI</p><p>${m('eetu.makinen')}</p></div>`, [['Eetu Mäkinen','projektipäällikkö','eetu.makinen@acme.test']]],
 ['at mag dr mba', `<p>Mag. Dr. Eva Huber, MBA – Geschäftsführerin – ${m('e.huber')}</p>`, [['Eva Huber','Geschäftsführerin','e.huber@acme.test']]],
 ['at DI FH MSc', `<div class="team-member"><h3>DI (FH) Markus Bauer, MSc</h3><p class="position">Projektleitung</p><p>${m('m.bauer')}</p></div>`, [['Markus Bauer','Projektleitung','m.bauer@acme.test']]],
 ['de StB', `<div class="mitarbeiter"><h3>StB Dipl.-Kfm. Klaus Meier</h3><p>Steuerberater, Partner</p><p>${m('k.meier')}</p></div>`, [['Klaus Meier','Steuerberater, Partner','k.meier@acme.test']]],
 ['de WP/StB post', `<p>Dr. Sabine Roth, WP/StB, Partnerin, ${m('s.roth')}</p>`, [['Sabine Roth','Partnerin','s.roth@acme.test']]],
 ['de RA', `<p>RA Dr. Thomas Müller, Fachanwalt für Arbeitsrecht, ${m('t.mueller')}</p>`, [['Thomas Müller','Fachanwalt für Arbeitsrecht','t.mueller@acme.test']]],
 ['de RAin', `<p>RAin Sabine Koch – Fachanwältin für Familienrecht – ${m('s.koch')}</p>`, [['Sabine Koch','Fachanwältin für Familienrecht','s.koch@acme.test']]],
 ['de Frau label', `<p>Ihre Ansprechpartnerin: Frau Sabine Koch, Tel. 0711 123456, ${m('s.koch')}</p>`, [['Sabine Koch',null,'s.koch@acme.test']]],
 ['de impressum', `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:<br>Jan Köhler<br>Musterstraße 5<br>70173 Stuttgart<br>E-Mail: ${m('jan.koehler')}</p>`, [['Jan Köhler',null,'jan.koehler@acme.test']]],
 ['de Kassier', `<p>Kassier: Klaus Wagner, ${m('k.wagner')}</p>`, [['Klaus Wagner','Kassier','k.wagner@acme.test']]],
 ['fr interlocuteur', `<p>Votre interlocuteur : M. Pierre Lambert, responsable commercial – ${m('p.lambert')}</p>`, [['Pierre Lambert','responsable commercial','p.lambert@acme.test']]],
 ['fr notaire', `<div class="notaire"><h3>Maître Jean Dupuis</h3><p>Notaire associé</p><p>${m('j.dupuis')}</p></div>`, [['Jean Dupuis','Notaire associé','j.dupuis@acme.test']]],
 ['fr presse', `<p>Contact presse : Julie Martin – 06 12 34 56 78 – ${m('julie.martin')}</p>`, [['Julie Martin',null,'julie.martin@acme.test']]],
 ['es sr d', `<p>Persona de contacto: Sr. D. José García López (Director Comercial) – ${m('jgarcia')}</p>`, [['José García López','Director Comercial','jgarcia@acme.test']]],
 ['mx cp', `<p>C.P. Juan Pérez Ramírez, Contador General, ${m('jperez')}</p>`, [['Juan Pérez Ramírez','Contador General','jperez@acme.test']]],
 ['mx mtra', `<div class="equipo"><h4>Mtra. Laura Ortiz</h4><p>Coordinadora académica</p><p>${m('lortiz')}</p></div>`, [['Laura Ortiz','Coordinadora académica','lortiz@acme.test']]],
 ['it referente', `<p>Referente: Dott. Marco Bianchi – ${m('m.bianchi')}</p>`, [['Marco Bianchi',null,'m.bianchi@acme.test']]],
 ['it rag', `<p>Rag. Luca Verdi – Ufficio amministrazione – ${m('l.verdi')}</p>`, [['Luca Verdi','Ufficio amministrazione','l.verdi@acme.test']]],
 ['it p.i.', `<p>P.I. Andrea Neri, responsabile tecnico, ${m('a.neri')}</p>`, [['Andrea Neri','responsabile tecnico','a.neri@acme.test']]],
 ['pt eng', `<p>Eng.º Rui Costa – Diretor Técnico – ${m('rui.costa')}</p>`, [['Rui Costa','Diretor Técnico','rui.costa@acme.test']]],
 ['pt socia-gerente', `<p>Dra. Ana Silva (Sócia-gerente): ${m('ana.silva')}</p>`, [['Ana Silva','Sócia-gerente','ana.silva@acme.test']]],
 ['nl contactpersoon', `<p>Contactpersoon: mr. drs. Sanne de Vries, advocaat, ${m('s.devries')}</p>`, [['Sanne de Vries','advocaat','s.devries@acme.test']]],
 ['nl ing MSc', `<p>ing. Jan Jansen MSc - projectleider - ${m('j.jansen')}</p>`, [['Jan Jansen','projectleider','j.jansen@acme.test']]],
 ['nl RA', `<div class="medewerker"><h3>drs. Piet Bakker RA</h3><p>Registeraccountant, partner</p><p>${m('p.bakker')}</p></div>`, [['Piet Bakker','Registeraccountant, partner','p.bakker@acme.test']]],
 ['pl label', `<p>Osoba kontaktowa: mgr inż. Anna Kowalska, kierownik projektu, tel. 601 234 567, ${m('a.kowalska')}</p>`, [['Anna Kowalska','kierownik projektu','a.kowalska@acme.test']]],
 ['pl adw', `<p>adw. Jan Nowak – wspólnik – ${m('j.nowak')}</p>`, [['Jan Nowak','wspólnik','j.nowak@acme.test']]],
 ['pl r.pr.', `<div class="osoba"><h3>r.pr. Piotr Wiśniewski</h3><p>radca prawny</p><p>${m('p.wisniewski')}</p></div>`, [['Piotr Wiśniewski','radca prawny','p.wisniewski@acme.test']]],
 ['sv vd', `<p>Kontaktperson: Anna Svensson, vd, 070-123 45 67, ${m('anna.svensson')}</p>`, [['Anna Svensson','vd','anna.svensson@acme.test']]],
 ['sv leg', `<div class="personal"><h3>Leg. tandläkare Erik Lund</h3><p>Klinikchef</p><p>${m('erik.lund')}</p></div>`, [['Erik Lund','Klinikchef','erik.lund@acme.test']]],
 ['no daglig leder', `<p>Daglig leder: Ola Nordmann, tlf. 900 00 000, ${m('ola.nordmann')}</p>`, [['Ola Nordmann','Daglig leder','ola.nordmann@acme.test']]],
 ['no advokat H', `<p>Advokat (H) Kari Nordmann, partner, ${m('kari.nordmann')}</p>`, [['Kari Nordmann','partner','kari.nordmann@acme.test']]],
 ['da cand.merc', `<p>Kontaktperson: Mette Hansen, cand.merc., økonomiansvarlig, ${m('mette.hansen')}</p>`, [['Mette Hansen','økonomiansvarlig','mette.hansen@acme.test']]],
 ['uk FCCA', `<p>Jane Smith FCCA, Partner, ${m('jane.smith')}</p>`, [['Jane Smith','Partner','jane.smith@acme.test']]],
 ['uk MRICS', `<div class="team-member"><h3>John Brown BSc (Hons) MRICS</h3><p class="role">Director</p><p>${m('john.brown')}</p></div>`, [['John Brown','Director','john.brown@acme.test']]],
 ['address el', `<address>Anna Weber<br>Geschäftsführerin<br>Musterstraße 1<br>70173 Stuttgart<br>${m('anna.weber')}</address>`, [['Anna Weber','Geschäftsführerin','anna.weber@acme.test']]],
 ['elementor', `<div class="elementor-widget-container"><div class="elementor-team-member"><div class="elementor-team-member-image"><img src="a.jpg" alt=""></div><div class="elementor-team-member-content"><h3 class="elementor-team-member-name">Laura Pérez</h3><div class="elementor-team-member-position">Directora de operaciones</div><div class="elementor-team-member-description"><p>${m('lperez')}</p></div></div></div></div>`, [['Laura Pérez','Directora de operaciones','lperez@acme.test']]],
 ['divi', `<div class="et_pb_module et_pb_team_member"><div class="et_pb_team_member_image"><img src="x.jpg" alt="Tom Hardy"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">Tom Hardy</h4><p class="et_pb_member_position">Operations Manager</p><div><p>${m('tom.hardy')}</p></div></div></div>`, [['Tom Hardy','Operations Manager','tom.hardy@acme.test']]],
 ['wix paragraphs', `<div data-testid="richTextElement"><p class="font_8"><span style="font-weight:bold;">Sofia Rinaldi</span></p><p class="font_8">Art Director</p><p class="font_8"><span style="text-decoration:underline;">${m('sofia')}</span></p></div>`, [['Sofia Rinaldi','Art Director','sofia@acme.test']]],
 ['wix paragraphs plain', `<div class="wixui-rich-text"><p class="font_8">Sofia Rinaldi</p><p class="font_8">Art Director</p><p class="font_8">${m('sofia.rinaldi')}</p></div>`, [['Sofia Rinaldi','Art Director','sofia.rinaldi@acme.test']]],
 ['squarespace caption', `<div class="image-caption-wrapper"><div class="image-caption"><p><strong>Hannah Price</strong><br>Studio Manager<br>${m('hannah')}</p></div></div>`, [['Hannah Price','Studio Manager','hannah@acme.test']]],
 ['webflow', `<div class="team-card w-dyn-item"><div class="team-name">Noah Fischer</div><div class="team-role">Lead Developer</div><a class="team-email" href="mailto:noah@${D}">Email Noah</a></div>`, [['Noah Fischer','Lead Developer','noah@acme.test']]],
 ['name br title br email li', `<ul class="contacts"><li>Ingrid Haugen<br>Regnskapsfører<br>${m('ingrid')}</li><li>Per Olsen<br>Lagersjef<br>${m('per')}</li></ul>`, [['Ingrid Haugen','Regnskapsfører','ingrid@acme.test'],['Per Olsen','Lagersjef','per@acme.test']]],
 ['table name+title cell', `<table><tr><td><strong>Marie Dubois</strong><br>Directrice</td><td>01 23 45 67 89</td><td>${m('m.dubois')}</td></tr><tr><td><strong>Luc Bernard</strong><br>Comptable</td><td>01 23 45 67 80</td><td>${m('l.bernard')}</td></tr></table>`, [['Marie Dubois','Directrice','m.dubois@acme.test'],['Luc Bernard','Comptable','l.bernard@acme.test']]],
 ['prose frau', `<p>Haben Sie Fragen? Wenden Sie sich an Frau Sabine Koch unter ${m('s.koch')}.</p>`, [['Sabine Koch',null,'s.koch@acme.test']]],
 ['title name line h', `<div class="vcard-like"><h4>Vertriebsleitung</h4><p>Stefan Wolf</p><p>Tel. 0711 22 33 44</p><p>${m('s.wolf')}</p></div>`, [['Stefan Wolf','Vertriebsleitung','s.wolf@acme.test']]],
 ['dl pairs', `<dl><dt>Geschäftsführung</dt><dd>Jan Köhler</dd><dd>${m('jan.koehler')}</dd><dt>Buchhaltung</dt><dd>Petra Lang</dd><dd>${m('petra.lang')}</dd></dl>`, [['Jan Köhler','Geschäftsführung','jan.koehler@acme.test'],['Petra Lang','Buchhaltung','petra.lang@acme.test']]],
];

const traps: [name: string, body: string, expected: Triple[]][] = [
  // Stacked lines (one paragraph a line) tie only within a small element holding one address.
  ['a label in the address\'s own block is a wall for the lines above', `<div><p>Sofia Rinaldi</p><p>Art Director</p><p>Presse: ${m('presse')}</p></div>`, []],
  ['a body that is not clearly a name above "E-Mail:" is no owner', `<div><p>Stiftungsaufsicht: Landesdirektion Sachsen</p><p>E-Mail: ${m('stiftung')}</p></div>`, []],
  ['two addresses in the element: each paragraph stays its own', `<div><p>Sofia Rinaldi</p><p>Art Director</p><p>${m('studio')}</p><p>${m('jobs')}</p></div>`, []],
  ['a page section (many lines) above a lone address is no record', `<section><p>Sofia Rinaldi</p><p>Art Director</p><p>Our studio was founded in 1998.</p><p>We design books.</p><p>And posters.</p><p>And type.</p><p>Write to us.</p><p>${m('studio')}</p></section>`, []],
  ['a table that is no record is not read as stacked lines', `<table><tr><th>Geschäftsführer</th><td>Anna Weber</td></tr><tr><th>E-Mail</th><td>${m('zentrale')}</td></tr></table>`, []],
  // Honorifics that could be initials or words stay when they are not before a name.
  ['"RA" and "WP" written as a company\'s initials are not stripped into a name', `<p>RA Consulting, ${m('kontakt')}</p><p>WP Solutions – ${m('office')}</p>`, []],
  // A contact label alone is no title.
  ['"Referente:" and "Interlocuteur :" are labels, not titles', `<p>Referente: Dott. Marco Bianchi – ${m('m.bianchi')}</p><p>Interlocuteur : M. Pierre Lambert – ${m('p.lambert')}</p>`, [['Marco Bianchi', null, 'm.bianchi@acme.test'], ['Pierre Lambert', null, 'p.lambert@acme.test']]],
  // Trades that are surnames are no title words, so the name stays a name.
  ['surnames that are trades (Lehrer, Clerc, Contador)', `<p>Tom Lehrer, Pianist, ${m('tom.lehrer')}</p><p>Julien Clerc – Directeur – ${m('j.clerc')}</p><p>Alberto Contador, Gerente, ${m('acontador')}</p>`, [['Tom Lehrer', 'Pianist', 'tom.lehrer@acme.test'], ['Julien Clerc', 'Directeur', 'j.clerc@acme.test'], ['Alberto Contador', 'Gerente', 'acontador@acme.test']]],
  // A company after a name is where the person works, not a title.
  ['a company with its legal form, or the site\'s own name, after a name is no title', `<p>Anna Weber, Nordwerk GmbH, ${m('anna.weber')}</p><p>Jonas Berg, Acme, ${m('jonas.berg')}</p>`, [['Anna Weber', null, 'anna.weber@acme.test'], ['Jonas Berg', null, 'jonas.berg@acme.test']]],
];

describe('forms of the web', () => {
  it.each(cases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

describe('traps', () => {
  it.each(traps)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

/** A mailto link with its own label ("Anna Weber", "E-Mail schreiben"). */
const m2 = (l: string, label?: string): string => `<a href="mailto:${l}@${D}">${label ?? `${l}@${D}`}</a>`;
const e = (l: string): string => `${l}@${D}`;

// Running text in each language (with the forms of address written out: "Frau", "la signora",
// "Mme"), women's names declined in Polish and Czech running text (given in the nominative,
// declension.ts; a man's declined name stays no name), a link whose text is the name, " / " between a name and a title, and more card shapes.
const moreCases: [name: string, body: string, expected: Triple[]][] = [
 ['fr prose', `<p>Pour toute question sur les inscriptions, contactez notre secrétaire, Mme Claire Morel, à ${m2('c.morel')}.</p>`, [['Claire Morel','secrétaire',e('c.morel')]]],
 ['de prose', `<p>Bei Fragen zur Anmeldung hilft Ihnen unsere Verwaltungsleiterin Frau Petra Schulz gerne weiter: ${m2('p.schulz')}</p>`, [['Petra Schulz','Verwaltungsleiterin',e('p.schulz')]]],
 ['es prose', `<p>Si tienes dudas, escribe a Marta López, nuestra coordinadora de voluntariado, en ${m2('mlopez')}.</p>`, [['Marta López','coordinadora de voluntariado',e('mlopez')]]],
 ['it prose', `<p>Per informazioni sui corsi potete scrivere alla nostra segretaria, la signora Anna Russo, all'indirizzo ${m2('a.russo')}.</p>`, [['Anna Russo','segretaria',e('a.russo')]]],
 ['pt prose', `<p>Dúvidas sobre matrículas? Fale com a nossa secretária, Joana Mendes, pelo e-mail ${m2('joana.mendes')}.</p>`, [['Joana Mendes','secretária',e('joana.mendes')]]],
 ['nl prose', `<p>Vragen over je bestelling? Mail onze klantenservicemedewerker Sanne Visser via ${m2('s.visser')}.</p>`, [['Sanne Visser','klantenservicemedewerker',e('s.visser')]]],
 ['sv prose', `<p>Har du frågor om bokningen kan du mejla vår kontorschef Lena Ek på ${m2('lena.ek')}.</p>`, [['Lena Ek','kontorschef',e('lena.ek')]]],
 ['no prose', `<p>Lurer du på noe om timebestilling? Send en e-post til vår resepsjonist Kari Lie på ${m2('kari.lie')}.</p>`, [['Kari Lie','resepsjonist',e('kari.lie')]]],
 ['da prose', `<p>Spørgsmål om levering kan rettes til vores lagerchef Jens Madsen på ${m2('jens')}.</p>`, [['Jens Madsen','lagerchef',e('jens')]]],
 ['fi prose', `<p>Tilauksiin liittyvissä asioissa auttaa myyntipäällikkö Mikko Laine, ${m2('mikko.laine')}.</p>`, [['Mikko Laine','myyntipäällikkö',e('mikko.laine')]]],
 ['cs prose declined: a woman\'s name and title given in the nominative', `<p>S dotazy k objednávkám se obracejte na naši asistentku Ing. Lenku Novákovou na ${m2('lenka.novakova')}.</p>`, [['Lenka Nováková','asistentka',e('lenka.novakova')]]],
['cs prose declined in the dative: name and title given in the nominative', `<p>Životopisy posílejte naší personalistce Bc. Petře Kubíčkové na adresu ${m2('petra.kubickova')}, případně volejte.</p>`, [['Petra Kubíčková','personalistka',e('petra.kubickova')]]],
 ['pl prose declined: a woman\'s name and title given in the nominative', `<p>W sprawie zamówień prosimy o kontakt z naszą specjalistką ds. sprzedaży, Panią Katarzyną Wójcik: ${m2('k.wojcik')}</p>`, [['Katarzyna Wójcik','specjalistka ds. sprzedaży',e('k.wojcik')]]],
 ['pl label nominative', `<p>Osoba kontaktowa: Katarzyna Wójcik, specjalistka ds. sprzedaży, ${m2('k.wojcik')}</p>`, [['Katarzyna Wójcik','specjalistka ds. sprzedaży',e('k.wojcik')]]],
 ['link text name, title after', `<p>Kontakt: ${m2('anna.weber','Anna Weber')}, Geschäftsführerin</p>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
 ['link text name, title before', `<p>Geschäftsführerin: ${m2('anna.weber','Anna Weber')}</p>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
 ['link text name in list', `<ul><li>${m2('jonas.berg','Jonas Berg')} – Sales Manager</li><li>${m2('mia.holm','Mia Holm')} – Office Manager</li></ul>`, [['Jonas Berg','Sales Manager',e('jonas.berg')],['Mia Holm','Office Manager',e('mia.holm')]]],
 ['link text other name (trap)', `<p>Fragen? ${m2('info','Schreiben Sie uns')}</p><p>Sekretariat: ${m2('sekretariat','Petra Lang')}</p>`, []],
 ['card title first', `<div class="card"><p>Geschäftsführerin</p><h3>Anna Weber</h3><p>${m2('anna.weber')}</p></div>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
 ['card name link', `<div class="team-item"><h3><a href="/team/anna-weber">Anna Weber</a></h3><span class="job">Geschäftsführerin</span><a href="mailto:anna.weber@${D}">E-Mail schreiben</a></div>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
 ['card email icon', `<div class="member"><h4>Noah Fischer</h4><p>Lead Developer</p><a href="mailto:noah@${D}" aria-label="E-Mail"><i class="icon-mail"></i></a></div>`, [['Noah Fischer','Lead Developer',e('noah')]]],
 ['card figure', `<figure><img src="a.jpg" alt="Eva Lind"><figcaption><strong>Eva Lind</strong><br>Projektledare<br>${m2('eva.lind')}</figcaption></figure>`, [['Eva Lind','Projektledare',e('eva.lind')]]],
 ['h-card classic', `<div class="vcard"><span class="fn">Ole Hansen</span><span class="title">Daglig leder</span><a class="email" href="mailto:ole@${D}">ole@${D}</a></div>`, [['Ole Hansen','Daglig leder',e('ole')]]],
 ['title colon name em dash', `<p>Salgssjef: Erik Dahl — ${m2('erik.dahl')}</p>`, [['Erik Dahl','Salgssjef',e('erik.dahl')]]],
 ['name slash title', `<p>Maria Rossi / Ufficio acquisti / ${m2('m.rossi')}</p>`, [['Maria Rossi','Ufficio acquisti',e('m.rossi')]]],
 ['name br title br tel br mail', `<p><strong>Pedro Alves</strong><br>Gerente comercial<br>Tel.: +351 912 345 678<br>E-mail: ${m2('pedro.alves')}</p>`, [['Pedro Alves','Gerente comercial',e('pedro.alves')]]],
 ['dl name dt', `<dl><dt>Ilse Vermeulen</dt><dd>Office manager</dd><dd>${m2('ilse')}</dd><dt>Bram Peeters</dt><dd>Werkvoorbereider</dd><dd>${m2('bram')}</dd></dl>`, [['Ilse Vermeulen','Office manager',e('ilse')],['Bram Peeters','Werkvoorbereider',e('bram')]]],
 ['table no header', `<table><tr><td>Hana Králová</td><td>účetní</td><td>${m2('kralova')}</td></tr><tr><td>Jan Dvořák</td><td>jednatel</td><td>${m2('dvorak')}</td></tr></table>`, [['Hana Králová','účetní',e('kralova')],['Jan Dvořák','jednatel',e('dvorak')]]],
 ['obfuscated at', `<p>Ansprechpartner: Jonas Weber, Vertriebsleiter, jonas.weber [at] acme [dot] test</p>`, [['Jonas Weber','Vertriebsleiter',e('jonas.weber')]]],
 ['prose name after title de', `<p>Unser Geschäftsführer ist Thomas Kern. Sie erreichen ihn unter ${m2('t.kern')}.</p>`, [['Thomas Kern','Geschäftsführer',e('t.kern')]]],
 ['two names one address (trap)', `<p>Anna Weber und Tom Becker, Geschäftsführung, ${m2('gf')}</p>`, []],
 ['a desk mailbox after a name is not the name\'s (trap)', `<p>Jan Köhler, Geschäftsführer<br>${m2('buero')}</p><p>Karin Holm, projektledare<br>${m2('ritningar')}</p>`, []],
];

describe('running text, link names, declined names, more cards', () => {
  it.each(moreCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

// Name order and shapes: "DUPONT Jean" (family name first in capitals) given as "Jean DUPONT",
// gender forms of titles (":in", "*in"), a title's note in parentheses, a title before the name in
// a heading, long Iberian names, capitals, grids without an element per person.
const shapeCases: [name: string, body: string, expected: Triple[]][] = [
 ['fr NOM Prénom', `<div class="equipe"><div class="membre"><h3>DUPONT Jean</h3><p class="fonction">Gérant</p><p>${m2('j.dupont')}</p></div></div>`, [['Jean DUPONT','Gérant',e('j.dupont')]]],
 ['fr Prénom NOM', `<p>Jean DUPONT, gérant, ${m2('j.dupont')}</p>`, [['Jean DUPONT','gérant',e('j.dupont')]]],
 ['gender colon', `<p>Lea Brandt, Projektleiter:in, ${m2('l.brandt')}</p>`, [['Lea Brandt','Projektleiter:in',e('l.brandt')]]],
 ['gender star', `<p>Lea Brandt, Projektleiter*in, ${m2('l.brandt')}</p>`, [['Lea Brandt','Projektleiter*in',e('l.brandt')]]],
 ['title parens', `<p>Anna Weber, Geschäftsführerin (CEO), ${m2('anna.weber')}</p>`, [['Anna Weber','Geschäftsführerin (CEO)',e('anna.weber')]]],
 ['heading title+name', `<div class="card"><h3>Inhaber Jan Köhler</h3><p>${m2('jan.koehler')}</p></div>`, [['Jan Köhler','Inhaber',e('jan.koehler')]]],
 ['heading name – title', `<div class="box"><h3>Anna Weber – Geschäftsführerin</h3><p>Tel. 0711 123</p><p>${m2('anna.weber')}</p></div>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
 ['5-word es name', `<p>María José García Fernández, Directora, ${m2('mjgarcia')}</p>`, [['María José García Fernández','Directora',e('mjgarcia')]]],
 ['pt dos Santos', `<p>João Pedro dos Santos – Gerente de Vendas – ${m2('joao.santos')}</p>`, [['João Pedro dos Santos','Gerente de Vendas',e('joao.santos')]]],
 ['caps name', `<div class="team-member"><h4>ANNA WEBER</h4><p class="position">Geschäftsführerin</p><p>${m2('anna.weber')}</p></div>`, [['ANNA WEBER','Geschäftsführerin',e('anna.weber')]]],
 ['span name bold', `<div class="kontakt"><span class="bold">Ole Hansen</span><br><span>Daglig leder</span><br>${m2('ole')}</div>`, [['Ole Hansen','Daglig leder',e('ole')]]],
 ['email label in link', `<div class="team-member"><h4>Noah Fischer</h4><p>Lead Developer</p><p>E-Mail: ${m2('noah','Nachricht senden')}</p></div>`, [['Noah Fischer','Lead Developer',e('noah')]]],
 ['cards grid no wrappers per card (each read up to the previous address)', `<div class="grid"><h3>Jonas Berg</h3><p>Sales Manager</p><p>${m2('jonas.berg')}</p><h3>Mia Holm</h3><p>Office Manager</p><p>${m2('mia.holm')}</p></div>`, [['Jonas Berg','Sales Manager',e('jonas.berg')],['Mia Holm','Office Manager',e('mia.holm')]]],
 ['table two cols name|email, title below name', `<table><tr><td><b>Jonas Berg</b><br>Sales Manager</td><td>${m2('jonas.berg')}</td></tr></table>`, [['Jonas Berg','Sales Manager',e('jonas.berg')]]],
 ['li name, title: email', `<ul><li><strong>Jonas Berg</strong>, Sales Manager: ${m2('jonas.berg')}</li></ul>`, [['Jonas Berg','Sales Manager',e('jonas.berg')]]],
 ['address el with strong', `<address><strong>Acme GmbH</strong><br>Anna Weber, Geschäftsführerin<br>Hauptstraße 1, 12345 Berlin<br>${m2('anna.weber')}</address>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
  ['gender colon in a "Title: Name" block and on a label line', `<p>Geschäftsführer:in: Lea Brandt</p><p>Ansprechpartner:in: Jonas Weber, Projektleiter:in, ${m2('jonas.weber')}</p>`, [['Lea Brandt','Geschäftsführer:in',null],['Jonas Weber','Projektleiter:in',e('jonas.weber')]]],
];

describe('name order and shapes', () => {
  it.each(shapeCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

// Family name first ("Weber, Anna"; "Rossi Mario" under "Cognome e nome"), a phone between the
// name and the title, and card lines the structure alone does not make a title ("Sprachen: …",
// "Seit 2015 im Team").
const orderCases: [name: string, body: string, expected: Triple[]][] = [
 ['Surname, Given line', `<p>Weber, Anna – Geschäftsführerin – ${m2('anna.weber')}</p>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
 ['Surname, Given table', `<table><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr><tr><td>Weber, Anna</td><td>Geschäftsführerin</td><td>${m2('anna.weber')}</td></tr><tr><td>Müller, Dr. Jonas</td><td>Prokurist</td><td>${m2('jonas.mueller')}</td></tr></table>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')],['Jonas Müller','Prokurist',e('jonas.mueller')]]],
 ['card languages line', `<div class="team-member"><h3>Anna Weber</h3><p>Sprachen: Deutsch, Englisch</p><p>${m2('anna.weber')}</p></div>`, [['Anna Weber',null,e('anna.weber')]]],
 ['card since line', `<div class="team-member"><h3>Anna Weber</h3><p>Seit 2015 im Team</p><p>${m2('anna.weber')}</p></div>`, [['Anna Weber',null,e('anna.weber')]]],
 ['card bio then title class', `<div class="team-member"><h3>Anna Weber</h3><p>Anna kam 2015 zu uns und leitet heute den Vertrieb.</p><p>${m2('anna.weber')}</p></div>`, [['Anna Weber',null,e('anna.weber')]]],
 ['card phone before title', `<div class="person"><h3>Anna Weber</h3><p>Tel. 0711 123456</p><p>Vertriebsleiterin</p><p>${m2('anna.weber')}</p></div>`, [['Anna Weber','Vertriebsleiterin',e('anna.weber')]]],
 ['name, phone, title line', `<p>Anna Weber, Tel. 0711 123456, Vertriebsleiterin, ${m2('anna.weber')}</p>`, [['Anna Weber','Vertriebsleiterin',e('anna.weber')]]],
 ['li department heading', `<h2>Vertrieb</h2><ul><li>Anna Weber · ${m2('anna.weber')}</li><li>Jonas Berg · ${m2('jonas.berg')}</li></ul>`, [['Anna Weber',null,e('anna.weber')],['Jonas Berg',null,e('jonas.berg')]]],
 ['it table cognome nome', `<table><tr><th>Cognome e nome</th><th>Ruolo</th><th>Email</th></tr><tr><td>Rossi Mario</td><td>Responsabile vendite</td><td>${m2('m.rossi')}</td></tr></table>`, [['Mario Rossi','Responsabile vendite',e('m.rossi')]]],
 ['hu order (trap: no reorder without caps)', `<p>Kovács Anna, ügyvezető, ${m2('kovacs.anna')}</p>`, [['Kovács Anna','ügyvezető',e('kovacs.anna')]]],
];

describe('family name first, card lines that are no title', () => {
  it.each(orderCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

// Czech, Finnish, Catalan, Swiss and Brazilian forms of the same shapes (definition lists, label
// and value tables, cards, label lines, running text), and German running text around a name.
const neighbourCases: [name: string, body: string, expected: Triple[]][] = [
 ['dl title dt, name+mail dd', `<dl><dt>Jednatel</dt><dd>Ing. Petr Svoboda<br>${m2('svoboda')}</dd><dt>Účetní</dt><dd>Hana Králová<br>${m2('kralova')}</dd></dl>`, [['Petr Svoboda','Jednatel',e('svoboda')],['Hana Králová','Účetní',e('kralova')]]],
 ['label/value table cs', `<table><tr><th>Jméno:</th><td>Mgr. Lucie Malá</td></tr><tr><th>Funkce:</th><td>vedoucí provozu</td></tr><tr><th>E-mail:</th><td>${m2('lucie.mala')}</td></tr></table>`, [['Lucie Malá','vedoucí provozu',e('lucie.mala')]]],
 ['label/value dl fi', `<dl><dt>Nimi</dt><dd>Aino Korhonen</dd><dt>Tehtävä</dt><dd>Toimitusjohtaja</dd><dt>Sähköposti</dt><dd>${m2('aino.korhonen')}</dd></dl>`, [['Aino Korhonen','Toimitusjohtaja',e('aino.korhonen')]]],
 ['table name+title one cell, Name header', `<table><tr><th>Name</th><th>Telefon</th><th>E-Mail</th></tr><tr><td>Anna Weber<br>Geschäftsführerin</td><td>0711 1</td><td>${m2('anna.weber')}</td></tr></table>`, [['Anna Weber','Geschäftsführerin',e('anna.weber')]]],
 ['card fi labels', `<div class="henkilo"><h3>Mikko Laine</h3><p>Myyntipäällikkö</p><p>Puh. 040 123 4567</p><p>Sähköposti: ${m2('mikko.laine')}</p></div>`, [['Mikko Laine','Myyntipäällikkö',e('mikko.laine')]]],
 ['cs label line with mobil', `<p>Kontaktní osoba: Jan Dvořák, obchodní zástupce, mobil: +420 777 000 111, e-mail: ${m2('dvorak')}</p>`, [['Jan Dvořák','obchodní zástupce',e('dvorak')]]],
 ['fi prose', `<p>Lisätietoja kursseista antaa koulutuskoordinaattori Sanna Heikkinen, ${m2('sanna.heikkinen')}.</p>`, [['Sanna Heikkinen','koulutuskoordinaattori',e('sanna.heikkinen')]]],
 ['cs prose nominative', `<p>Dotazy k zakázkám vyřizuje obchodní ředitel Jan Dvořák, ${m2('dvorak')}.</p>`, [['Jan Dvořák','obchodní ředitel',e('dvorak')]]],
 ['ca label', `<p>Persona de contacte: Sra. Meritxell Puig, responsable de botiga, ${m2('mpuig')}</p>`, [['Meritxell Puig','responsable de botiga',e('mpuig')]]],
 ['ca card', `<div class="membre-equip"><h3>Oriol Vidal</h3><p>Monitor de vela</p><p>${m2('ovidal')}</p></div>`, [['Oriol Vidal','Monitor de vela',e('ovidal')]]],
 ['pt-BR card', `<div class="professor"><h3>Profª Maíra Lopes</h3><p>Coordenadora pedagógica</p><p>${m2('maira.lopes')}</p></div>`, [['Maíra Lopes','Coordenadora pedagógica',e('maira.lopes')]]],
 ['de-CH', `<p>Ansprechperson: Reto Caflisch, Leiter Technik, Tel. +41 81 000 00 00, ${m2('reto.caflisch')}</p>`, [['Reto Caflisch','Leiter Technik',e('reto.caflisch')]]],
 ['en staff table', `<table><thead><tr><th>Name</th><th>Title</th><th>Email</th></tr></thead><tbody><tr><td>Patricia A. Hale, Esq.</td><td>Managing Partner</td><td>${m2('phale')}</td></tr></tbody></table>`, [['Patricia A. Hale','Managing Partner',e('phale')]]],
 ['de prose: "zur Verfügung" after the name is not part of it; the adjective is part of the title', `<p>Für Rückfragen steht Ihnen unser technischer Leiter Jan Köhler zur Verfügung: ${m2('jan.koehler')}</p>`, [['Jan Köhler','technischer Leiter',e('jan.koehler')]]],
 ['fr prose: title word and adjective before the name', `<p>Contactez le directeur commercial Jean Dupont à ${m2('j.dupont')}.</p>`, [['Jean Dupont','directeur commercial',e('j.dupont')]]],
 ['de: "von"/"vom" before a noun ends a name', `<p>Ihr Ansprechpartner ist Jonas Weber vom Vertrieb, ${m2('jonas.weber')}.</p>`, [['Jonas Weber',null,e('jonas.weber')]]],
];

describe('neighbour languages and running text around a name', () => {
  it.each(neighbourCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

/** A page with a header, a footer and the company's role mailbox around the body. */
const framed = (b: string): string =>
  `<!doctype html><html><head><meta property="og:site_name" content="Acme"></head><body><header><nav><a href="/">Home</a></nav></header><main>${b}</main><footer><p>Acme GmbH · ${m('info')}</p></footer></body></html>`;
const framedPeople = (b: string): Triple[] =>
  extractPeople(framed(b), `https://${D}/team/anna-weber`, [D])
    .map((p): Triple => [p.name, p.title, p.email])
    .filter((t) => t[2] !== e('info'));

const pageCases: [name: string, body: string, expected: Triple[]][] = [
  ['a heading with the name and the title as two inline parts', `<div class="col"><h3>Anna Weber <small>Geschäftsführerin</small></h3><p>${m('anna.weber')}</p></div><div class="col"><h3><span class="n">Jonas Berg</span> <span class="t">Vertriebsleiter</span></h3><p>${m('jonas.berg')}</p></div>`, [['Anna Weber', 'Geschäftsführerin', e('anna.weber')], ['Jonas Berg', 'Vertriebsleiter', e('jonas.berg')]]],
  ['a person\'s own page: the one <h1> is the name the address is built from', `<article><div class="wrap"><div class="inner"><h1>Dr. Anna Weber</h1><p class="lead">Fachanwältin für Arbeitsrecht</p></div></div><section><div><div><p>Anna Weber berät Unternehmen seit 2005.</p></div></div></section><aside><div><div><h2>Kontakt</h2><p>Telefon: 0711 123</p><p>E-Mail: ${m('anna.weber')}</p></div></div></aside></article>`, [['Anna Weber', 'Fachanwältin für Arbeitsrecht', e('anna.weber')]]],
  ['a sidebar contact under "Ihre Ansprechpartnerin"', `<aside><h4>Ihre Ansprechpartnerin</h4><p><strong>Petra Lang</strong><br>Vertrieb Süd<br>Tel. 0711 55<br>${m('petra.lang')}</p></aside>`, [['Petra Lang', 'Vertrieb Süd', e('petra.lang')]]],
  // Traps
  ['trap: a badge or a link after the name in a heading is no title', `<div class="col"><h3>Anna Weber <span class="badge">Neu</span></h3><p>${m('anna.weber')}</p></div><div class="col"><h3>Jonas Berg <a href="https://www.linkedin.com/in/jberg">LinkedIn</a></h3><p>${m('jonas.berg')}</p></div>`, [['Anna Weber', null, e('anna.weber')], ['Jonas Berg', null, e('jonas.berg')]]],
  ['trap: an <h1> name the address is not built from gives it nothing', `<article><div><div><h1>Anna Weber</h1></div></div><section><div><div><p>Die Kanzlei betreut Sie gern.</p></div></div></section><aside><div><div><p>E-Mail: ${m('kanzlei')}</p></div></div></aside></article>`, []],
];

describe('headings and person pages', () => {
  it.each(pageCases)('%s', (_name, body, expected) => {
    expect(framedPeople(body)).toEqual(expected);
  });
});

// Running text: an address in parentheses after "our office manager, Name"; a given name (or
// "Frau Lang") that refers back to the full name of the sentence before; an article and a
// possessive before the role ("é o nosso diretor técnico e …"); a Dutch article inside a Spanish
// role ("responsable de atención al cliente").
const proseCases: [name: string, body: string, expected: Triple[]][] = [
 ['en prose parens', `<p>Questions about billing? Contact our office manager, Dana Whitfield (${m2('dwhitfield')}).</p>`, [['Dana Whitfield','office manager',e('dwhitfield')]]],
 ['en prose given name back-reference', `<p>Dana Whitfield is our office manager. For billing questions, email Dana at ${m2('dana')}.</p>`, [['Dana Whitfield','office manager',e('dana')]]],
 ['de prose given name back-reference', `<p>Unsere Buchhaltung leitet Petra Lang. Rechnungsfragen beantwortet Petra unter ${m2('petra.lang')}.</p>`, [['Petra Lang',null,e('petra.lang')]]],
 ['en prose reach name at', `<p>You can reach Tom Becker, our head of operations, at ${m2('tom.becker')} or by phone.</p>`, [['Tom Becker','head of operations',e('tom.becker')]]],
 ['en prose two sentences different person (trap)', `<p>Dana Whitfield is our office manager. For billing questions, email Tom at ${m2('tom')}.</p>`, []],
 ['nl prose', `<p>Heeft u vragen over uw factuur? Neem dan contact op met onze office manager Sanne de Wit via ${m2('s.dewit')}.</p>`, [['Sanne de Wit','office manager',e('s.dewit')]]],
 ['es prose', `<p>Para cualquier duda sobre pedidos, nuestra responsable de atención al cliente, Lucía Navarro, te atenderá en ${m2('lnavarro')}.</p>`, [['Lucía Navarro','responsable de atención al cliente',e('lnavarro')]]],
 ['pt prose after', `<p>O Rui Costa é o nosso diretor técnico e responde a questões técnicas em ${m2('rui.costa')}.</p>`, [['Rui Costa','diretor técnico',e('rui.costa')]]],
];

describe('running text: back-references and role phrases', () => {
  it.each(proseCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

// A name written as parts in elements of their own inside the name element (team plugins:
// "<div class="names"><span class="fname">…</span> <span class="lname">…</span></div>"): one name,
// whatever the parts look like alone (a family name of three words with particles).
const namePartCases: [name: string, body: string, expected: Triple[]][] = [
 ['name parts in spans, family name with particles', `<div class="member"><div class="member_names"><span class="member_fname">Griet</span> <span class="member_lname">Van der Veken</span></div><div class="member_job">Logopedist</div><div class="member_desc">Taalontwikkeling en stemtherapie, ook aan huis.</div><div class="links">${m2('griet.vanderveken','E-mail')}</div></div>`, [['Griet Van der Veken','Logopedist',e('griet.vanderveken')]]],
 ['name parts as given-name and family-name elements', `<div class="staff"><h3 class="staff-name"><span class="given-name">Jonas</span> <span class="family-name">de la Fuente Ortega</span></h3><p class="staff-role">Jefe de taller</p><p>Mantenimiento de la flota desde 2012.</p><p>${m2('jdelafuente')}</p></div>`, [['Jonas de la Fuente Ortega','Jefe de taller',e('jdelafuente')]]],
 ['a grid of such cards keeps each name with its own address', `<div class="grid"><div class="member"><div class="member_names"><span class="member_fname">Griet</span> <span class="member_lname">Van der Veken</span></div><div class="member_job">Logopedist</div><div class="member_desc">Taalontwikkeling en stemtherapie.</div>${m2('griet.vanderveken','E-mail')}</div><div class="member"><div class="member_names"><span class="member_fname">Bram</span> <span class="member_lname">De Smet</span></div><div class="member_job">Ergotherapeut</div><div class="member_desc">Valpreventie en hulpmiddelen.</div>${m2('bram.desmet','E-mail')}</div></div>`, [['Griet Van der Veken','Logopedist',e('griet.vanderveken')],['Bram De Smet','Ergotherapeut',e('bram.desmet')]]],
 ['name parts without a name element around them', `<div class="member"><div class="info"><span class="first-name">Griet</span> <span class="last-name">Van der Veken</span></div><div class="member_job">Logopedist</div><div class="member_desc">Taalontwikkeling en stemtherapie.</div>${m2('griet.vanderveken','E-mail')}</div>`, [['Griet Van der Veken','Logopedist',e('griet.vanderveken')]]],
 ['trap: a family-name part alone is no name', `<div class="member"><div class="info"><span class="last-name">Van der Veken</span></div><div class="member_job">Logopedist</div><div class="member_desc">Taalontwikkeling en stemtherapie.</div>${m2('praktijk','E-mail')}</div>`, []],
 // Trap: two names in one card are still two names (the climb stops).
 ['trap: two people in one element, each with a name element of their own', `<div class="member"><div class="member_names"><span>Griet Van der Veken</span></div><div class="member_names"><span>Bram De Smet</span></div><div class="member_job">Logopedist</div>${m2('praktijk','E-mail')}</div>`, []],
];

describe('name parts in elements of their own', () => {
  it.each(namePartCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

// A declared person (a microdata Person item, an h-card) showing an address without marking it as
// its email: Joomla's contact page writes it by a cloaking script inside the item's PostalAddress,
// hand-written cards put it in plain text. The one address of the item is the person's when it
// could be their own; a desk's mailbox, or another item's (an Organization nested in the Person),
// is not.
const itemCases: [name: string, body: string, expected: Triple[]][] = [
 ['microdata Person, address in its PostalAddress without itemprop', `<div itemscope itemtype="https://schema.org/Person"><h2 itemprop="name">Mgr. Ondřej Vacek</h2><p itemprop="jobTitle">advokátní koncipient</p><dl itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dt>Adresa:</dt><dd itemprop="streetAddress">Masarykova 3</dd><dt>E-mail:</dt><dd>${m('vacek')}</dd><dt>Telefon:</dt><dd itemprop="telephone">+420 500 100 200</dd></dl></div>`, [['Ondřej Vacek','advokátní koncipient',e('vacek')]]],
 ['microdata Person, address written by a script into a span of the item', `<div itemscope itemtype="http://schema.org/Person"><span itemprop="name">Ingrid Solberg</span>, <span itemprop="jobTitle">Regnskapsfører</span><br><span id="em1">JavaScript required</span><script>document.getElementById('em1').innerHTML = '<a href="mailto:' + 'ingrid.solberg' + '@' + 'acme.test' + '">' + 'ingrid.solberg' + '@' + 'acme.test' + '</a>';</script></div>`, [['Ingrid Solberg','Regnskapsfører',e('ingrid.solberg')]]],
 ['h-card without u-email, the address in plain text', `<div class="h-card"><span class="p-name">Tuomas Salo</span> <span class="p-job-title">Tuotantopäällikkö</span><br>tuomas.salo@${D}</div>`, [['Tuomas Salo','Tuotantopäällikkö',e('tuomas.salo')]]],
 // Traps
 ['trap: a JSON-LD author Person named like the site is no person', `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Vacancy","author":{"@type":"Person","name":"Acme"}}</script><p>Write to ${m('jobs')}</p>`, []],
 ['trap: a desk mailbox in a Person item is not the person\'s', `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ondřej Vacek</span><span itemprop="jobTitle">advokát</span><p>Objednávky: ${m('podatelna')}</p></div>`, [['Ondřej Vacek','advokát',null]]],
 ['trap: an Organization nested in the Person keeps its address', `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ondřej Vacek</span><div itemprop="worksFor" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Vacek Legal</span> ${m('ondrej.vacek')}</div></div>`, [['Ondřej Vacek',null,null]]],
 ['trap: two addresses in the item give it none', `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ondřej Vacek</span><p>${m('vacek')} / ${m('o.vacek')}</p></div>`, [['Ondřej Vacek',null,null]]],
];

describe('declared people showing an address without marking it', () => {
  it.each(itemCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });

  it('a JSON-LD Person on a site named after them stays a person', () => {
    const html = `<!doctype html><html><head><meta property="og:site_name" content="Anna Weber Fotografie"><script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Anna Weber","email":"anna@${D}","jobTitle":"Fotografin"}</script></head><body><p>Hochzeiten und Porträts.</p></body></html>`;
    expect(extractPeople(html, `https://${D}/`, [D]).map((p) => [p.name, p.title, p.email])).toEqual([['Anna Weber', 'Fotografin', e('anna')]]);
  });
});

// Running text: a title written in capitals after the name ("…, Coordinadora Académica de Inglés:")
// has capitalised words that read like a name of their own ("Académica de Inglés"); they are the
// rest of the title when they follow a job-title word in the same phrase, start with no given name
// and the address is not spelled from them, so the sentence still mentions one person.
const titleCapsCases: [name: string, body: string, expected: Triple[]][] = [
 ['es: name, then a capitalised title with "de"', `<p>Envía tu solicitud a la Mtra. Rosa Elena Cárdenas, Directora Técnica de Proyectos: ${m2('rcardenas')}</p>`, [['Rosa Elena Cárdenas','Directora Técnica de Proyectos',e('rcardenas')]]],
 ['pt: name, then a capitalised title', `<p>Candidaturas para a Dra. Inês Moura, Coordenadora Pedagógica de Línguas, pelo e-mail ${m2('ines.moura')}.</p>`, [['Inês Moura','Coordenadora Pedagógica de Línguas',e('ines.moura')]]],
 ['en: name, then a capitalised title', `<p>Send your portfolio to Ms. Dana Whitfield, Director Creative Services, at ${m2('dwhitfield')}.</p>`, [['Dana Whitfield','Director Creative Services',e('dwhitfield')]]],
 // Trap: a second real person after a title word is still a second person.
 ['trap: two people in the sentence (the second after a title word)', `<p>Escribe a Rosa Elena Cárdenas o a la directora Marta Ibáñez Soler: ${m2('proyectos')}</p>`, []],
];

describe('running text: a capitalised title after the name', () => {
  it.each(titleCapsCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

// Titles of museums, archives, libraries, schools and associations (Finnish and Swedish, and the
// curators, archivists and conservators of the other languages), before the name after a label,
// after it on a line, or as a card's line.
const culturalTitleCases: [name: string, body: string, expected: Triple[]][] = [
 ['fi label: title before the name', `<p>Arkistoon liittyvät kysymykset: arkistoamanuenssi Helmi Lahtinen, puh. 040 111 2222, ${m2('helmi.lahtinen')}</p>`, [['Helmi Lahtinen','arkistoamanuenssi',e('helmi.lahtinen')]]],
 ['fi prose: a researcher', `<p>Hankkeesta kertoo lisää tutkija Ville Koskinen, ${m2('ville.koskinen')}.</p>`, [['Ville Koskinen','tutkija',e('ville.koskinen')]]],
 ['sv card: a compound antiquarian title', `<div class="person"><h3>Maja Lindgren</h3><p>Byggnadsantikvarie</p><p>${m2('maja.lindgren')}</p></div>`, [['Maja Lindgren','Byggnadsantikvarie',e('maja.lindgren')]]],
 ['sv label: amanuens', `<p>Frågor om samlingarna: amanuens Elin Berg, ${m2('elin.berg')}</p>`, [['Elin Berg','amanuens',e('elin.berg')]]],
 ['de label: Archivarin', `<p>Anfragen zum Bildarchiv: Archivarin Ute Brandl, ${m2('u.brandl')}</p>`, [['Ute Brandl','Archivarin',e('u.brandl')]]],
 ['fr line: conservatrice', `<p>Sophie Marchal, conservatrice du patrimoine, ${m2('s.marchal')}</p>`, [['Sophie Marchal','conservatrice du patrimoine',e('s.marchal')]]],
 ['pl label: kustosz', `<p>Pytania o zbiory: kustosz Adam Wrona, tel. 58 123 45 67, ${m2('a.wrona')}</p>`, [['Adam Wrona','kustosz',e('a.wrona')]]],
];

describe('Finnish and Swedish cultural titles', () => {
  it.each(culturalTitleCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});

// Women's names and titles declined in Czech, Slovak and Polish running text, given back in the
// nominative; a man's only after a declined "Mr" (pana, panem), which says it is a man's (else
// "Jana" is a woman's nominative or a man's genitive); names no list holds stay no name.
const declinedCases: [name: string, body: string, expected: Triple[]][] = [
 ['cs accusative after "paní", an indeclinable title', `<p>Faktury a platby vyřizuje naše hlavní účetní paní Petru Svobodovou, pište na ${m2('svobodova')}.</p>`, [['Petra Svobodová','hlavní účetní',e('svobodova')]]],
 ['cs instrumental -ou, -ská, and the title', `<p>Termín si domluvte s naší koordinátorkou Martou Malinskou na ${m2('malinska')}.</p>`, [['Marta Malinská','koordinátorka',e('malinska')]]],
 ['sk genitive -ovej after a preposition, the title in the genitive given back too', `<p>Podrobnosti získate od našej manažérky Zuzany Kováčovej na ${m2('kovacova')}.</p>`, [['Zuzana Kováčová','manažérka',e('kovacova')]]],
 ['pl instrumental, title after the name', `<p>Prosimy o kontakt z panią Anną Zielińską, naszą główną księgową, pod adresem ${m2('a.zielinska')}.</p>`, [['Anna Zielińska','główna księgowa',e('a.zielinska')]]],
 ['pl genitive -iej beside a genitive given name', `<p>Zgłoszenia przyjmuje biuro pani Marii Nowickiej: ${m2('m.nowicka')}</p>`, [['Maria Nowicka',null,e('m.nowicka')]]],
 // Traps
 ['sk accusative -ovú after "pani"', `<p>Objednávky posielajte na pani Martu Horvátovú: ${m2('horvatova')}</p>`, [['Marta Horvátová',null,e('horvatova')]]],
 ['pl instrumental after k: "z panem Piotrem Nowakiem"', `<p>W sprawie faktur prosimy o kontakt z panem Piotrem Nowakiem: ${m2('p.nowak')}</p>`, [['Piotr Nowak',null,e('p.nowak')]]],
 ['cs: a man\'s name after a declined "Mr" (pana, panu, panem)', `<p>Dotazy k zakázkám směřujte na pana Jana Nováka na ${m2('jan.novak')}.</p>`, [['Jan Novák',null,e('jan.novak')]]],
 ['pl: a man\'s name after "z panem"', `<p>W sprawach technicznych prosimy o kontakt z panem Tomaszem Kowalskim: ${m2('t.kowalski')}</p>`, [['Tomasz Kowalski',null,e('t.kowalski')]]],
 ['trap: without "Mr", a man\'s dative stays no name', `<p>Reklamace posílejte Petrovi Dvořákovi na ${m2('dvorak')}.</p>`, []],
 ['trap: a declined name the address is not spelled from', `<p>S dotazy se obracejte na paní Janu Novákovou na ${m2('podatelna')}.</p>`, []],
];

describe('women\'s names declined in running text (cs, sk, pl)', () => {
  it.each(declinedCases)('%s', (_name, body, expected) => {
    expect(people(body)).toEqual(expected);
  });
});
