/**
 * Layouts of staff and contact pages the snippet corpora of this session showed the extractor
 * missing (written for these tests, after the forms of real small organisations' sites): a
 * heading per person with the title and the address in the paragraph under it, content written
 * straight into <body>, a role heading over one person's block, a job no list holds before the
 * name, a note in brackets after it, one-letter channel labels, clergy's and Finnish doctors'
 * prefixes, and addresses written with the language's own bracketed "at" word.
 */
import { describe, expect, it } from 'vitest';
import { extractPeople } from './index.js';

const DOMAIN = 'acme.test';
const mail = (local: string): string => `<a href="mailto:${local}@${DOMAIN}">${local}@${DOMAIN}</a>`;
const at = (local: string): string => `${local}@${DOMAIN}`;
type Triple = [name: string, title: string | null, email: string | null];
const people = (lang: string, body: string, main = true): Triple[] =>
  extractPeople(`<!doctype html><html lang="${lang}"><body>${main ? `<main>${body}</main>` : body}</body></html>`, `https://${DOMAIN}/`, [DOMAIN]).map((p) => [p.name, p.title, p.email]);

const cases: { name: string; lang: string; body: string; main?: boolean; expected: Triple[] }[] = [
  {
    name: 'sk, cs: two jobs joined by Slovak "a" (Portuguese\'s article too) opening the sentence; a Czech deputy\'s job in the accusative with the head\'s genitive after it',
    lang: 'sk',
    body:
      `<p>Konateľka a hlavná technologička Zuzana Kmeťová rada odpovie na otázky – napíšte jej na ${mail('zuzana')}.</p>` +
      `<p>S dotazy k přijímacím zkouškám se obracejte na zástupkyni ředitelky pro 2. stupeň Mgr. Hanu Procházkovou, e-mail ${mail('hana.prochazkova')}.</p>`,
    expected: [
      ['Zuzana Kmeťová', 'Konateľka a hlavná technologička', at('zuzana')],
      ['Hana Procházková', 'zástupkyně ředitelky pro 2. stupeň', at('hana.prochazkova')],
    ],
  },
  {
    name: 'cs, sv, da, en: a class\'s Roman year in a title; a Czech range of days; a list item with a job word over the term; "til at" before a Danish job; a job line under a heading\'s one-word title',
    lang: 'en',
    body:
      `<table><thead><tr><th>Jméno</th><th>Funkce</th><th>E-mail</th></tr></thead><tbody><tr><td>Mgr. Ivana Kopecká</td><td>třídní učitelka IV. B</td><td>${mail('ivana.kopecka')}</td></tr></tbody></table>` +
      `<dl><dt>Výchovný poradce</dt><dd>Mgr. Ondřej Sýkora<br>úterý–čtvrtek 8:00–12:00<br>${mail('ondrej.sykora')}</dd></dl>` +
      `<dl><dt>Teaterlinjen</dt><dd><strong>Maja Holm</strong></dd><dd>Kursansvarig, teaterlinjen</dd><dd>${mail('maja.holm')}</dd></dl>` +
      `<p>Har du spørgsmål, er du velkommen til at kontakte advokatfuldmægtig Sofie Juhl på ${mail('sjuhl')}.</p>` +
      `<div class="ce-bodytext"><header><h3>Professor, dr.jur. Anders Krog</h3></header><p>Of counsel<br>${mail('akrog')}</p></div>` +
      `<p>Guided days: Fraser Munro MIC, Lead Instructor, ${mail('fraser')}</p>`,
    expected: [
      ['Ivana Kopecká', 'třídní učitelka IV. B', at('ivana.kopecka')],
      ['Ondřej Sýkora', 'Výchovný poradce', at('ondrej.sykora')],
      ['Maja Holm', 'Kursansvarig, teaterlinjen', at('maja.holm')],
      ['Sofie Juhl', 'advokatfuldmægtig', at('sjuhl')],
      ['Anders Krog', 'Of counsel', at('akrog')],
      ['Fraser Munro', 'Lead Instructor', at('fraser')],
    ],
  },
  {
    name: 'de: a definition list\'s term says the post where the description writes a trade before the name',
    lang: 'de',
    body: `<dl><dt>Montageleitung</dt><dd>Zimmerermeister Tobias Rombach<br>Tel. 07644 91 27 29<br>${mail('tobias.rombach')}</dd><dt>Kontakt</dt><dd>Malermeister Jonas Fehr<br>${mail('jonas.fehr')}</dd></dl>`,
    expected: [
      ['Tobias Rombach', 'Montageleitung', at('tobias.rombach')],
      ['Jonas Fehr', 'Malermeister', at('jonas.fehr')],
    ],
  },
  {
    name: 'en, pl, de, sv: a description opening with the job as a sentence (not "ds." of a Polish title); German "ins" no honorific; a "Councillor" column beside a ward that is a given name; "biträdande rektor" after an infinitive',
    lang: 'en',
    body:
      `<dl><dt>Imogen Slate</dt><dd>Calibration Lead. Looks after the reference chamber and every sensor's certificate. ${mail('imogen')}</dd><dt>mgr Dorota Pawlak</dt><dd>specjalista ds. kadr i płac<br>${mail('d.pawlak')}</dd></dl>` +
      `<p>Bestellungen, Versand ins Ausland und Zollfragen beantwortet Sabine Hertel, Leitung Versand: ${mail('sabine.hertel')}</p>` +
      `<table><thead><tr><th>Councillor</th><th>Ward</th><th>Position</th><th>Email</th></tr></thead><tbody><tr><td>Cllr Owain Griffiths</td><td>Bryn Teg</td><td>Deputy Mayor</td><td>${mail('owain.griffiths')}</td></tr></tbody></table>` +
      `<p>Har du frågor om tjänsten är du välkommen att kontakta biträdande rektor Sara Lindqvist på ${mail('sara.lindqvist')}.</p>`,
    expected: [
      ['Imogen Slate', 'Calibration Lead', at('imogen')],
      ['Dorota Pawlak', 'specjalista ds. kadr i płac', at('d.pawlak')],
      ['Sabine Hertel', 'Leitung Versand', at('sabine.hertel')],
      ['Owain Griffiths', 'Deputy Mayor', at('owain.griffiths')],
      ['Sara Lindqvist', 'biträdande rektor', at('sara.lindqvist')],
    ],
  },
  {
    name: 'it: "ins." before a teacher\'s name in a table; "Dirigente Scolastica" in prose (Scolastica, a given name too, is the title\'s adjective)',
    lang: 'it',
    body:
      `<table><thead><tr><th>Incarico</th><th>Docente</th><th>E-mail</th></tr></thead><tbody><tr><td>Referente per l'orientamento</td><td>ins. Marisa Gallarate</td><td>${mail('marisa.gallarate')}</td></tr></tbody></table>` +
      `<p>Roberta Canobbio, Dirigente Scolastica, risponde alle famiglie all'indirizzo ${mail('roberta.canobbio')}.</p>`,
    expected: [
      ['Marisa Gallarate', "Referente per l'orientamento", at('marisa.gallarate')],
      ['Roberta Canobbio', 'Dirigente Scolastica', at('roberta.canobbio')],
    ],
  },
  {
    name: 'en-IN: "CA" before a chartered accountant\'s name, ICAI memberships after it, a "Designation" column',
    lang: 'en',
    body: `<table><thead><tr><th>Partner</th><th>Designation</th><th>Email</th></tr></thead><tbody><tr><td><strong>CA Vikram Apte, FCA, DISA (ICAI)</strong></td><td>Partner – Forensic Audit</td><td>${mail('vikram.apte')}</td></tr><tr><td>CS Neha Kulkarni, ACS</td><td>Company Secretary</td><td>${mail('neha.kulkarni')}</td></tr></tbody></table>`,
    expected: [
      ['Vikram Apte', 'Partner – Forensic Audit', at('vikram.apte')],
      ['Neha Kulkarni', 'Company Secretary', at('neha.kulkarni')],
    ],
  },
  {
    name: 'en, sk: a sentence naming someone else before the person the address is spelled from; a "Fellow"; a Slovak record list',
    lang: 'en',
    body:
      `<p>For stockist enquiries and interviews with Margaret, please get in touch with our press officer Rowan Pike at ${mail('r.pike')}.</p>` +
      `<div class="card"><h2>Jordan Whitlock</h2><p class="f5 b">Conservation Corps Fellow</p><p>${mail('jordan.whitlock')}</p></div>` +
      `<dl class="contact-dl"><dt>Kontaktná osoba</dt><dd>Ing. Marek Pavlík</dd><dt>Funkcia</dt><dd>vedúci predaja</dd><dt>E-mail</dt><dd>${mail('marek')}</dd></dl>`,
    expected: [
      ['Rowan Pike', 'press officer', at('r.pike')],
      ['Jordan Whitlock', 'Conservation Corps Fellow', at('jordan.whitlock')],
      ['Marek Pavlík', 'vedúci predaja', at('marek')],
    ],
  },
  {
    name: 'da, fr: the post after "tilknyttet … som"; the job a sentence before gave the same full name',
    lang: 'en',
    body:
      `<p>Vi samarbejder med Lone Vestergaard, der er tilknyttet firmaet som of counsel og kan kontaktes på ${mail('lv')}.</p>` +
      `<p>Le cabinet accueille Me Hugo Marchetti, avocat collaborateur en droit fiscal, qui rejoint le pôle entreprises.</p><p>Diplômé en 2020, Hugo Marchetti conseille nos clients ; vous pouvez le joindre à ${mail('h.marchetti')}.</p>`,
    expected: [
      ['Lone Vestergaard', 'of counsel', at('lv')],
      ['Hugo Marchetti', 'avocat collaborateur en droit fiscal', at('h.marchetti')],
    ],
  },
  {
    name: 'en: a month that is a given name beside its day ("by June 13") is a date, not a second person in the sentence',
    lang: 'en',
    body: `<p>Applications close on August 2. Send a resume and cover letter by June 13 to Marlene Kowalczyk, Payroll &amp; Benefits Coordinator, ${mail('mkowalczyk')}</p>`,
    expected: [['Marlene Kowalczyk', 'Payroll & Benefits Coordinator', at('mkowalczyk')]],
  },
  {
    name: 'cy, ga: Welsh and Irish job words ("Milfeddyg", "Bainisteoir"); a postal address ending in an Eircode between the title and the address',
    lang: 'en',
    body:
      `<p>Dr Heledd Prys, Milfeddyg Anifeiliaid Anwes, ${mail('heledd')}</p>` +
      `<p>Bainisteoir: Cathal Mac Giolla Bhríde, ${mail('cathal')}</p>` +
      `<p>Contact: Orla Breathnach, Shellfish Buyer (Crab &amp; Lobster), Rosbeg Quay, Portnoo, Co. Donegal F94 T2P9, ${mail('o.breathnach')}</p>`,
    expected: [
      ['Heledd Prys', 'Milfeddyg Anifeiliaid Anwes', at('heledd')],
      ['Cathal Mac Giolla Bhríde', 'Bainisteoir', at('cathal')],
      ['Orla Breathnach', 'Shellfish Buyer (Crab & Lobster)', at('o.breathnach')],
    ],
  },
  {
    name: 'sv, fi: a range of days before the hours under the title; a Finnish degree after the name ("LitM"); es: a guild\'s "Patrón Mayor" in a card',
    lang: 'en',
    body:
      `<dl><dt>Elevhälsa</dt><dd>Sigrid Fjellström, kurator<br>måndag–onsdag 9–15<br>${mail('sigrid.fjellstrom')}</dd></dl>` +
      `<p>Valmennuspäällikkö: Teemu Halttunen, LitM, puh. 040 771 2290, ${mail('teemu.halttunen')}</p>` +
      `<div class="et_pb_team_member"><div class="et_pb_team_member_description"><h4>D. Celestino Álvarez Suárez</h4><p class="et_pb_member_position">Patrón Mayor</p><p>${mail('calvarez')}</p></div></div>`,
    expected: [
      ['Sigrid Fjellström', 'kurator', at('sigrid.fjellstrom')],
      ['Teemu Halttunen', 'Valmennuspäällikkö', at('teemu.halttunen')],
      ['Celestino Álvarez Suárez', 'Patrón Mayor', at('calvarez')],
    ],
  },
  {
    name: 'mi, sv: "Whaea" and "Matua" before a New Zealand teacher\'s name, "fil. dr" in lower case before a Swedish one: no part of the name',
    lang: 'en',
    body:
      `<dl class="staff"><dt>Whaea Aroha Ngata-Lindsay</dt><dd>Te Reo Māori teacher – ${mail('aroha.ngata-lindsay')}</dd><dt>Matua Rāwiri Te Huia</dt><dd>Kapa haka tutor – ${mail('rawiri.tehuia')}</dd></dl>` +
      `<table><thead><tr><th>Namn</th><th>Befattning</th><th>E-post</th></tr></thead><tbody><tr><td>fil. dr Gunnar Wahlberg</td><td>lärare i svenska</td><td>${mail('gunnar.wahlberg')}</td></tr></tbody></table>`,
    expected: [
      ['Aroha Ngata-Lindsay', 'Te Reo Māori teacher', at('aroha.ngata-lindsay')],
      ['Rāwiri Te Huia', 'Kapa haka tutor', at('rawiri.tehuia')],
      ['Gunnar Wahlberg', 'lärare i svenska', at('gunnar.wahlberg')],
    ],
  },
  {
    name: 'fr: a heading\'s name over a bio opening with the post in bold before a dash',
    lang: 'fr',
    body: `<h3>Sandrine Moreau-Lécuyer</h3><p><strong>Trésorière</strong> – Viticultrice à Rablay-sur-Layon, Sandrine tient les comptes depuis 2019. C’est à elle qu’il faut s’adresser pour la facturation : ${mail('smoreau-lecuyer')}</p>`,
    expected: [['Sandrine Moreau-Lécuyer', 'Trésorière', at('smoreau-lecuyer')]],
  },
  {
    name: 'en-ZA, cy: a South African registration after the name ("Pr Eng"); a Welsh patronymic ("ap Gwilym") in the family name',
    lang: 'en',
    body: `<ul><li class="person-card"><figure><img src="/p/pieter.vandermerwe.jpg" alt=""></figure><div class="person-card__body"><h3>Pieter van der Merwe, Pr Eng</h3><p class="person-card__role">General Manager</p><p>A mechanical engineer by training, Pieter ran the packhouse line upgrades at Patensie before joining the co-op in 2014.</p><p class="person-card__contact">${mail('pieter.vandermerwe')}</p></div></li><li class="person-card"><figure><img src="/p/r.apgwilym.jpg" alt=""></figure><div class="person-card__body"><h3>Rhys ap Gwilym</h3><p class="person-card__role">Console &amp; Action Specialist</p><p>Rhys rebuilt the consoles of three cathedral organs before he joined us.</p><p class="person-card__contact">${mail('r.apgwilym')}</p></div></li></ul>`,
    expected: [
      ['Pieter van der Merwe', 'General Manager', at('pieter.vandermerwe')],
      ['Rhys ap Gwilym', 'Console & Action Specialist', at('r.apgwilym')],
    ],
  },
  {
    name: 'de-AT: TYPO3 "text and images" elements, the name and job as the header and subheader over a picture beside a bio and the address; "KommR" before the name; an office\'s heading over its mailbox gives nobody',
    lang: 'de',
    body:
      `<div class="frame frame-type-textpic"><div class="frame-inner"><header class="frame-header"><h2 class="element-header"><span>KommR Ing. Markus Gruber</span></h2><h3 class="element-subheader"><span>Geschäftsführer und Rauchfangkehrermeister</span></h3></header><div class="textpic textpic-left"><div class="textpic-item textpic-gallery"><figure class="image"><img src="/fileadmin/team/gruber.jpg" alt="gruber"></figure></div><div class="textpic-item textpic-text"><p>Hat den Betrieb 2004 von seinem Vater übernommen.</p><p>E-Mail: ${mail('markus.gruber')}</p></div></div></div></div>` +
      `<div class="frame frame-type-textpic"><div class="frame-inner"><header class="frame-header"><h2 class="element-header"><span>Daniela Kofler</span></h2><h3 class="element-subheader"><span>Büroleitung, Terminvergabe</span></h3></header><div class="textpic textpic-left"><div class="textpic-item textpic-gallery"><figure class="image"><img src="/fileadmin/team/kofler.jpg" alt="kofler"></figure></div><div class="textpic-item textpic-text"><p>Ihre erste Ansprechpartnerin, wenn Sie einen Termin verschieben möchten.</p><p>E-Mail: ${mail('daniela.kofler')}</p></div></div></div></div>` +
      `<div class="frame frame-type-textpic"><div class="frame-inner"><header class="frame-header"><h2 class="element-header"><span>Unser Büro</span></h2><h3 class="element-subheader"><span>Öffnungszeiten</span></h3></header><div class="textpic textpic-left"><div class="textpic-item textpic-gallery"><figure class="image"><img src="/fileadmin/team/buero.jpg" alt="buero"></figure></div><div class="textpic-item textpic-text"><p>Montag bis Freitag von 8 bis 12 Uhr für Sie da.</p><p>E-Mail: ${mail('buero')}</p></div></div></div></div>`,
    expected: [
      ['Markus Gruber', 'Geschäftsführer und Rauchfangkehrermeister', at('markus.gruber')],
      ['Daniela Kofler', 'Büroleitung, Terminvergabe', at('daniela.kofler')],
    ],
  },
  {
    name: 'en, it, nl: two lower-case areas joined before one job word; "nuova" before a longer job; a place after "at the" closing the job; two particles before a family name in running text',
    lang: 'en',
    body:
      `<p>“We never paddle in fog,” says Rosa Lind, our training and safety lead; write to her at ${mail('rosa')}.</p>` +
      `<p lang="it">Da marzo è con noi Elena Greco, la nostra nuova responsabile eventi e ospitalità: scrivetele a ${mail('elena')}.</p>` +
      `<p>Orders are packed by Ivo Berg, Dispatch Lead at the Malmö warehouse, at ${mail('ivo')}.</p>` +
      `<p lang="nl">Twijfel je over een tocht, mail dan eerst onze veiligheidscoördinator Joost van der Berg via ${mail('joost')}.</p>`,
    expected: [
      ['Rosa Lind', 'training and safety lead', at('rosa')],
      ['Elena Greco', 'responsabile eventi e ospitalità', at('elena')],
      ['Ivo Berg', 'Dispatch Lead', at('ivo')],
      ['Joost van der Berg', 'veiligheidscoördinator', at('joost')],
    ],
  },
  {
    name: 'trap, de, en: what someone trained "als" in a relative clause is no post (nor the clause after it); "Don" as a given name stays',
    lang: 'de',
    body:
      `<p>Wir gratulieren Lea Brandt, die ihre Lehre bei uns als Goldschmiedin abgeschlossen hat und uns als Gesellin erhalten bleibt; Aufträge nimmt sie ab sofort unter ${mail('lea.brandt')} entgegen.</p>` +
      `<p lang="en">Don Walsh, Head Groundsman, ${mail('don.walsh')}</p>`,
    expected: [
      ['Lea Brandt', null, at('lea.brandt')],
      ['Don Walsh', 'Head Groundsman', at('don.walsh')],
    ],
  },
  {
    name: 'en, es, cy: a label that is the post over credentials no list holds after the name; "who … as <job>"; the apposition a one-word job before the name opens; "Don" before a given name; a Welsh officer',
    lang: 'en',
    body:
      `<p>Fleet Manager: Orla Quinn, CEng MIMarEST – ${mail('orla.quinn')}</p>` +
      `<p>Schools wanting debate coaching should talk to Grace Osei, who runs our outreach work as Outreach Coordinator (${mail('grace.osei')}).</p>` +
      `<p lang="es">Las catas las guía Tomás Ruiz, guía de bodega y viñedo; reserva con él en ${mail('tomas.ruiz')}.</p>` +
      `<p lang="es">Don Ernesto Vidal, fundador y presidente de la cooperativa, atiende las visitas: ${mail('ernesto.vidal')}.</p>` +
      `<dl lang="cy"><dt>Gwen Morgan</dt><dd>Swyddog Addysg</dd><dd>${mail('gwen.morgan')}</dd></dl>`,
    expected: [
      ['Orla Quinn', 'Fleet Manager', at('orla.quinn')],
      ['Grace Osei', 'Outreach Coordinator', at('grace.osei')],
      ['Tomás Ruiz', 'guía de bodega y viñedo', at('tomas.ruiz')],
      ['Ernesto Vidal', 'fundador y presidente de la cooperativa', at('ernesto.vidal')],
      ['Gwen Morgan', 'Swyddog Addysg', at('gwen.morgan')],
    ],
  },
  {
    name: 'en: a bio\'s job said after "She is" or as a sentence of its own with its field; a job\'s region after "for" and its markets after a dash in an apposition; "has joined us as" after a place named like a person',
    lang: 'en',
    body:
      `<section class="bio"><h2>Dr. Ilse Brandvold</h2><p>Ilse runs our coatings lab with two universities. She is Head of Surface Chemistry and can be reached at ${mail('ilse')}.</p></section>` +
      `<section class="bio"><h2>Tomas Viik CEng MICE</h2><p>Chief Designer, Harbour Cranes. Tomas drew the Kõrge crane and tests every prototype. ${mail('tomas')}</p></section>` +
      `<p>Our rigs work off Alaska and Maine. Petra Lind, Area Sales Manager for South America, works from Santiago: ${mail('petra')}.</p>` +
      `<p>Our export desk is run by Jonas Ek, Account Manager – Benelux &amp; France. Write to him at ${mail('jonas.ek')}.</p>` +
      `<p>After two seasons in the Clare Valley, Maya Ross has joined us as Assistant Winemaker; say hello at ${mail('maya')}.</p>`,
    expected: [
      ['Ilse Brandvold', 'Head of Surface Chemistry', at('ilse')],
      ['Tomas Viik', 'Chief Designer, Harbour Cranes', at('tomas')],
      ['Petra Lind', 'Area Sales Manager for South America', at('petra')],
      ['Jonas Ek', 'Account Manager – Benelux & France', at('jonas.ek')],
      ['Maya Ross', 'Assistant Winemaker', at('maya')],
    ],
  },
  {
    name: 'pt, de, mi, en: a label that is the post over a job written with an honorific; a Swiss trainer of apprentices; te reo Māori titles; a coxswain; a names column headed "Sales Rep"',
    lang: 'pt',
    body:
      `<p>Gerente de Qualidade e Rastreabilidade: Eng.º agrônomo Caio Ferraz – ${mail('caio.ferraz')}</p>` +
      `<p lang="de">Fragen zur Lehre beantwortet unsere Berufsbildnerin Nadia Frei unter ${mail('nadia.frei')}.</p>` +
      `<p lang="mi">Tumuaki: Hēmi Walker, ${mail('hemi.walker')}</p>` +
      `<p lang="en">Coxswain: Ben Trewin – ${mail('ben.trewin')}</p>` +
      `<table><thead><tr><th>Region</th><th>Sales Rep</th><th>Email</th></tr></thead><tbody><tr><td>Queensland</td><td>Zoe Park</td><td>${mail('zoe')}</td></tr></tbody></table>`,
    expected: [
      ['Caio Ferraz', 'Gerente de Qualidade e Rastreabilidade', at('caio.ferraz')],
      ['Nadia Frei', 'Berufsbildnerin', at('nadia.frei')],
      ['Hēmi Walker', 'Tumuaki', at('hemi.walker')],
      ['Ben Trewin', 'Coxswain', at('ben.trewin')],
      ['Zoe Park', 'Sales Rep', at('zoe')],
    ],
  },
  {
    name: 'en: headings and bios with no card around each, the job in a second clause after "and is"; a heading name with a credential\'s field in brackets or a vocational qualification after a comma',
    lang: 'en',
    body:
      `<h1>Our people</h1><h3>Ruth Kamau FRIBA</h3><p>Ruth set up the studio in 2004 and is its Principal Architect. She chairs the Harbourside Design Review Panel; write to her at ${mail('ruth.kamau')}.</p>` +
      `<h3>Owen Pryce</h3><p>Owen came to us from Cardiff in 2019 and is now an Associate Director, running the schools team. Owen's address is ${mail('owen.pryce')}.</p>` +
      `<div class="member"><h4>Dr Ines Marlow BVMS (Hons) MRCVS (Feline Medicine)</h4><p>Senior Veterinary Surgeon</p><p>${mail('ines')}</p></div>` +
      `<div class="member"><h4>Tasha Greer, Cert IV Veterinary Nursing</h4><p>Nursing Team Leader</p><p>${mail('tasha')}</p></div>`,
    expected: [
      ['Ruth Kamau', 'Principal Architect', at('ruth.kamau')],
      ['Owen Pryce', 'Associate Director', at('owen.pryce')],
      ['Ines Marlow', 'Senior Veterinary Surgeon', at('ines')],
      ['Tasha Greer', 'Nursing Team Leader', at('tasha')],
    ],
  },
  {
    name: 'nl, no, ca, es: a names column headed by a compound agent noun; a description opening with one; a trade before a name the lists lack, spelled by the row\'s address; a nickname in guillemets',
    lang: 'nl',
    body:
      `<table><tr><th>Groep</th><th>Ploegkapitein</th><th>E-mail</th></tr><tr><td>A-ploeg</td><td>Wout Peeters</td><td>${mail('wout.peeters')}</td></tr><tr><td>B-ploeg</td><td>Els Janssens</td><td>${mail('els.janssens')}</td></tr></table>` +
      `<dl><dt>Arne Lie</dt><dd>kaibetjent<br>Tlf. 70 11 22 33<br>${mail('arne.lie')}</dd><dt>Siv Dahl</dt><dd>havnesjef<br>Tlf. 70 11 22 34<br>${mail('siv.dahl')}</dd></dl>` +
      `<table><thead><tr><th>Responsable</th><th>Càrrec</th><th>Correu</th></tr></thead><tbody><tr><td>Arquitecte Pere Bosch</td><td>Cap d’obres</td><td>${mail('pere.bosch')}</td></tr></tbody></table>` +
      `<dl><dt>Antonio «el Rubio» Campos</dt><dd>Profesor de guitarra</dd><dd>${mail('antonio.campos')}</dd></dl>`,
    expected: [
      ['Wout Peeters', 'Ploegkapitein', at('wout.peeters')],
      ['Els Janssens', 'Ploegkapitein', at('els.janssens')],
      ['Arne Lie', 'kaibetjent', at('arne.lie')],
      ['Siv Dahl', 'havnesjef', at('siv.dahl')],
      ['Pere Bosch', 'Cap d’obres', at('pere.bosch')],
      ['Antonio Campos', 'Profesor de guitarra', at('antonio.campos')],
    ],
  },
  {
    name: 'en, pt, nl, da: a degree with its initial and a dot after a name; "for the job" and "da casa" after a job; a compound of a long job word; a claims handler; a date between "der" and "starter som"',
    lang: 'en',
    body:
      `<p><strong>Honorary Secretary:</strong> Niamh Burke B.Sc, ACMA, ${mail('niamh.burke')}</p>` +
      `<p>The roof went on in May. Kate Orr, site engineer for the job, can answer questions at ${mail('kate.orr')}.</p>` +
      `<p lang="pt">O enólogo da casa, Duarte Pires, prova cada lote; escreva-lhe para ${mail('duarte.pires')}.</p>` +
      `<p lang="nl">Vragen over de ritten? Mail onze ritverantwoordelijke Jolien Martens (${mail('jolien.martens')}).</p>` +
      `<p>Claims Handler: Mikkel Lund, ${mail('mikkel.lund')}</p>` +
      `<p lang="da">Vi byder velkommen til Jonas Bek, der fra 1. maj starter som driftsleder. Jonas kan kontaktes på ${mail('jonas.bek')}.</p>`,
    expected: [
      ['Niamh Burke', 'Honorary Secretary', at('niamh.burke')],
      ['Kate Orr', 'site engineer', at('kate.orr')],
      ['Duarte Pires', 'enólogo', at('duarte.pires')],
      ['Jolien Martens', 'ritverantwoordelijke', at('jolien.martens')],
      ['Mikkel Lund', 'Claims Handler', at('mikkel.lund')],
      ['Jonas Bek', 'driftsleder', at('jonas.bek')],
    ],
  },
  {
    name: 'en, no, it: a names column headed by the job, its names tied by given-name mailboxes; "Dr. odont." before a dentist; MISCP after a physio; an Italian rural locality after the job',
    lang: 'en',
    body:
      `<table><thead><tr><th>Club</th><th>Site Coordinator</th><th>Email</th></tr></thead><tbody><tr><td>Gugulethu</td><td>Nomsa Dube</td><td>${mail('nomsa')}</td></tr><tr><td>Langa</td><td>Thandeka Khumalo</td><td>${mail('thandeka')}</td></tr></tbody></table>` +
      `<div class="c"><h4>Dr. odont. Siri Lunde</h4><p>Spesialist i periodonti</p><p>Tannkjøttsykdommer.</p><p>${mail('siri.lunde')}</p></div>` +
      `<div class="c"><h2>Ciara Nolan, MISCP</h2><p><strong>Chartered Physiotherapist</strong></p><p>${mail('ciara')}</p></div>` +
      `<p>Dott. Marco Riccobono, direttore amministrativo, Contrada Gaggera, ${mail('m.riccobono')}</p>`,
    expected: [
      ['Nomsa Dube', 'Site Coordinator', at('nomsa')],
      ['Thandeka Khumalo', 'Site Coordinator', at('thandeka')],
      ['Siri Lunde', 'Spesialist i periodonti', at('siri.lunde')],
      ['Ciara Nolan', 'Chartered Physiotherapist', at('ciara')],
      ['Marco Riccobono', 'direttore amministrativo', at('m.riccobono')],
    ],
  },
  {
    name: 'ca, en: a board table\'s row gives its job\'s mailbox to the person in it; a desk named like the page\'s heading and a club\'s name are nobody',
    lang: 'ca',
    body:
      `<table><thead><tr><th>Càrrec</th><th>Nom</th><th>Correu electrònic</th></tr></thead><tbody><tr><td>President</td><td>Marc Pujol</td><td>${mail('presidencia')}</td></tr><tr><td>Secretari</td><td>Pau Serra</td><td>${mail('secretaria')}</td></tr></tbody></table>` +
      `<footer><p><strong>Club Esportiu Vilanova</strong> · Fundat el 1952<br>${mail('club')}</p></footer>`,
    expected: [
      ['Marc Pujol', 'President', at('presidencia')],
      ['Pau Serra', 'Secretari', at('secretaria')],
    ],
  },
  {
    name: 'en: "<h1>Farm Shop</h1>" over a sentence naming someone else, and "Everything else: farmshop@", is a desk; an accountancy\'s grade under the name beside a bio',
    lang: 'en',
    body:
      `<h1>Farm Shop</h1><p>Open daily.</p><p>Hampers and gift boxes? Nina Carr, our Shop Manager, takes orders at ${mail('nina')}.</p><p>Everything else: ${mail('farmshop')}</p>` +
      `<div class="b"><h3>Cian Walsh</h3><p><strong>Audit Senior</strong></p><p>Cian is completing his Chartered Accountants Ireland exams.</p><p>${mail('c.walsh')}</p></div>`,
    expected: [
      ['Nina Carr', 'Shop Manager', at('nina')],
      ['Cian Walsh', 'Audit Senior', at('c.walsh')],
    ],
  },
  {
    name: 'sv: a note in brackets after the street on a label line is where, and the job before it stays',
    lang: 'sv',
    body: `<p><strong>Felanmälan vardagar 07–16:</strong> Omar Said, fastighetsskötare, Kvarngatan 4 (källaren), 031-55 12 00, ${mail('omar')}</p>`,
    expected: [['Omar Said', 'fastighetsskötare', at('omar')]],
  },
  {
    name: 'cs: what the address is for, a label with a number joined by commas, under "Title: Name" is no title',
    lang: 'cs',
    body: `<p>Vedoucí provozu: <strong>Radek Malina</strong><br>rauty, oslavy a firemní večírky nad 30 osob: ${mail('radek')}</p>`,
    expected: [['Radek Malina', 'Vedoucí provozu', at('radek')]],
  },
  {
    name: 'en: a classic "vcard" class without its fn is read as the page shows it; a translation marked by its lang after a slash; PRO and SENDCo',
    lang: 'en',
    body:
      `<div class="vcard"><h3>Dr Alan Reeve</h3><p class="position">Principal Engineer</p><p>T 0114 496 0000<br>alan.reeve(at)acme(dot)test</p></div>` +
      `<div class="officer"><h3>Treasurer / <em lang="ga">Cisteoir</em></h3><p><strong>Niamh Doyle</strong><br>${mail('niamh.doyle')}</p></div>` +
      `<div class="officer"><h3>PRO</h3><p><strong>Colm Byrne</strong><br>${mail('colm.byrne')}</p></div>` +
      `<p>SENDCo: Mrs Aisha Patel · ${mail('a.patel')}</p>`,
    expected: [
      ['Alan Reeve', 'Principal Engineer', at('alan.reeve')],
      ['Niamh Doyle', 'Treasurer', at('niamh.doyle')],
      ['Colm Byrne', 'PRO', at('colm.byrne')],
      ['Aisha Patel', 'SENDCo', at('a.patel')],
    ],
  },
  {
    name: 'da, es, pt: what a person handles after a middle dot in lower case is no part of the job; "GPCert (ExAP)" and "FICS" after a name; "Associada" a job',
    lang: 'da',
    body:
      `<dl><dt>Ida Holm</dt><dd>Projektleder · skoler og daginstitutioner<br>${mail('ida')}</dd><dt>Jonas Berg</dt><dd>Partner · Landskab<br>${mail('jonas')}</dd></dl>` +
      `<div class="card"><h2>Dra. Nuria Sala Roig, DVM, GPCert (ExAP)</h2><p><b>Responsable de Exóticos</b></p><p>Aves y reptiles.</p><p>${mail('nuria')}</p></div>` +
      `<p>Graham Tate FICS<br>Chartering Manager<br>${mail('gtate')}</p>` +
      `<div class="team"><h2>Dra. Inês Moura</h2><h3>Associada Sénior</h3><p>Direito Fiscal e Tributário</p><p>${mail('ines.moura')}</p></div>`,
    expected: [
      ['Ida Holm', 'Projektleder', at('ida')],
      ['Jonas Berg', 'Partner · Landskab', at('jonas')],
      ['Nuria Sala Roig', 'Responsable de Exóticos', at('nuria')],
      ['Graham Tate', 'Chartering Manager', at('gtate')],
      ['Inês Moura', 'Associada Sénior', at('ines.moura')],
    ],
  },
  {
    name: 'en: months before the sentence\'s job and name are no second person ("held in September and January; please contact …")',
    lang: 'en',
    body: `<p>Auditions are informal and held in September and January; please contact our Voice Coordinator, Fiona Grant, at ${mail('fiona.grant')} to arrange one.</p>`,
    expected: [['Fiona Grant', 'Voice Coordinator', at('fiona.grant')]],
  },
  {
    name: 'fi: a family name in -nen declined ("Pitkäseen") and the genitive before the job ("hallituksen puheenjohtaja")',
    lang: 'fi',
    body:
      `<p>Jäsenasioissa voit olla yhteydessä myös hallituksen puheenjohtaja Eero Pitkäseen, ${mail('eero.pitkanen')}.</p>` +
      `<p>Lisätietoja antaa musiikkilinjan vastuuopettaja Jussi Rantanen, ${mail('jussi.rantanen')}.</p>`,
    expected: [
      ['Eero Pitkänen', 'hallituksen puheenjohtaja', at('eero.pitkanen')],
      ['Jussi Rantanen', 'musiikkilinjan vastuuopettaja', at('jussi.rantanen')],
    ],
  },
  {
    name: 'fi: after a label that is the job, a degree with its school\'s note is no title ("metsätalousinsinööri (AMK)")',
    lang: 'fi',
    body: `<p>Puukauppavastaava: <strong>Tiina Korhonen, metsätalousinsinööri (AMK)</strong>, puh. 040 588 1205, ${mail('tiina.korhonen')}</p>`,
    expected: [['Tiina Korhonen', 'Puukauppavastaava', at('tiina.korhonen')]],
  },
  {
    name: 'trap, es: a mailbox named after the card\'s heading is the desk\'s, not the manager\'s under it',
    lang: 'es',
    body:
      `<div class="elementor-widget-text-editor"><h3>Adopciones y casas de acogida</h3><p><strong>Rocío Martín Lara</strong><br>Gerente</p><p>${mail('adopciones')}</p></div>` +
      `<div class="elementor-widget-text-editor"><h3>Recepción</h3><p><strong>Ana López</strong><br>Recepcionista</p><p>${mail('alopez')}</p></div>`,
    expected: [['Ana López', 'Recepcionista', at('alopez')]],
  },
  {
    name: 'ca, pt: an elided article before the job in running text; a diocese\'s offices with "P.e" and "Cón."',
    lang: 'pt',
    body:
      `<p>Si sou llibreters, escriviu a l’editora de narrativa, Aina Serra, a ${mail('aina.serra')}.</p>` +
      `<ul><li><strong>Vigário Geral:</strong> Cón. António Pereira — ${mail('antonio.pereira')}</li><li><strong>Chanceler:</strong> P.e Manuel Rodrigues — ${mail('manuel.rodrigues')}</li><li><strong>Ecónomo Diocesano:</strong> Dr. Rui Carvalho — ${mail('rui.carvalho')}</li></ul>`,
    expected: [
      ['Aina Serra', 'editora de narrativa', at('aina.serra')],
      ['António Pereira', 'Vigário Geral', at('antonio.pereira')],
      ['Manuel Rodrigues', 'Chanceler', at('manuel.rodrigues')],
      ['Rui Carvalho', 'Ecónomo Diocesano', at('rui.carvalho')],
    ],
  },
  {
    name: 'en-GB: a priest\'s style with its article ("The Revd Canon …"), a church musician\'s post-nominal (FRCO)',
    lang: 'en',
    body:
      `<div class="views-row" typeof="Person"><h3 property="name">The Revd Canon Helen Ashworth MA</h3><p property="jobTitle">Rector</p><p>${mail('helen.ashworth')}</p></div>` +
      `<div class="views-row" typeof="Person"><h3 property="name">Simon Pryce FRCO</h3><p property="jobTitle">Director of Music</p><p>${mail('simon.pryce')}</p></div>`,
    expected: [
      ['Helen Ashworth', 'Rector', at('helen.ashworth')],
      ['Simon Pryce', 'Director of Music', at('simon.pryce')],
    ],
  },
  {
    name: 'fi: degrees listed with a comma before the name ("LT, EHL Mikko Salo")',
    lang: 'fi',
    body: `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">LT, EHL Mikko Salo</h3><p class="elementor-image-box-description">vastaava hammaslääkäri<br>${mail('mikko.salo')}</p></div>`,
    expected: [['Mikko Salo', 'vastaava hammaslääkäri', at('mikko.salo')]],
  },
  {
    name: 'trap, ca: a unit\'s heading that the desk\'s mailbox spells ("Àrea de Medi Ambient" over mediambient@) is no person',
    lang: 'ca',
    body: `<h1>Àrea de Medi Ambient i Sostenibilitat</h1><p>L’Àrea gestiona la recollida de residus.</p><p>Consultes generals de l’Àrea: ${mail('mediambient')} · 93 812 40 20</p>`,
    expected: [],
  },
  {
    name: 'es: team members whose position is a branch of surgery or a job and a sentence on its field, in the position\'s element',
    lang: 'es',
    body:
      `<div class="et_pb_team_member"><h4 class="et_pb_module_header">Dr. Ignacio Bermejo</h4><p class="et_pb_member_position">Cirugía de Columna</p><div><p>Hernia discal y cirugía de columna.</p><p>${mail('ibermejo')}</p></div></div>` +
      `<div class="et_pb_team_member"><h4 class="et_pb_module_header">Carlos Medina</h4><p class="et_pb_member_position">Podólogo. Biomecánica y plantillas a medida</p><div><p>Estudio de la pisada.</p><p>${mail('cmedina')}</p></div></div>`,
    expected: [
      ['Ignacio Bermejo', 'Cirugía de Columna', at('ibermejo')],
      ['Carlos Medina', 'Podólogo. Biomecánica y plantillas a medida', at('cmedina')],
    ],
  },
  {
    name: 'en: running text: areas joined by "and" before the job\'s word, a given name no list holds as the mailbox',
    lang: 'en',
    body:
      `<p>Messy Church is led by Jess Harper, our Children and Families Worker, who would love to hear from anyone (${mail('jess.harper')}).</p>` +
      `<p>Our volunteers are trained and supported by Lerato Khumalo, our Volunteer Coordinator. Please email Lerato at ${mail('lerato')} with your name.</p>` +
      '',
    expected: [
      ['Jess Harper', 'Children and Families Worker', at('jess.harper')],
      ['Lerato Khumalo', 'Volunteer Coordinator', at('lerato')],
    ],
  },
  {
    name: 'fr, de: "le Dr" after the job and its comma; a duty\'s compound after the name on a label line',
    lang: 'fr',
    body:
      `<p>Notre référente médicale, le Dr Claire Vautrin, forme les équipiers ; vous pouvez la joindre à ${mail('claire.vautrin')}.</p>` +
      `<p>Datenschutzbeauftragte: Mag. Eva Lindner, MSc, Kanzleimanagement, Herrengasse 18/2, 8010 Graz, Tel. +43 316 82 45 70-15, ${mail('lindner')}</p>`,
    expected: [
      ['Claire Vautrin', 'référente médicale', at('claire.vautrin')],
      ['Eva Lindner', 'Kanzleimanagement', at('lindner')],
    ],
  },
  {
    name: 'it: a job with its area after "of", eight words closed by commas in running text',
    lang: 'it',
    body: `<p>Gli esami sono refertati dalla Dott.ssa Chiara Fontana, dirigente medico responsabile del laboratorio di ecocardiografia, alla quale i medici possono scrivere all'indirizzo ${mail('chiara.fontana')}.</p>`,
    expected: [['Chiara Fontana', 'dirigente medico responsabile del laboratorio di ecocardiografia', at('chiara.fontana')]],
  },
  {
    name: 'pl: the clause a sentence opens with before the job is no part of the title ("Dodatkowych informacji udziela inspektor …, Pani …")',
    lang: 'pl',
    body:
      `<p>Dodatkowych informacji udziela inspektor ds. kadr i płac, Pani Ewa Malinowska, tel. 48 385 12 47, e-mail ${mail('ewa.malinowska')}.</p>` +
      `<p>Więcej informacji udziela kierownik referatu, Pan Jan Zieliński, e-mail ${mail('jan.zielinski')}.</p>`,
    expected: [
      ['Ewa Malinowska', 'inspektor ds. kadr i płac', at('ewa.malinowska')],
      ['Jan Zieliński', 'kierownik referatu', at('jan.zielinski')],
    ],
  },
  {
    name: 'sk: a woman\'s name and job in the dative ("našej HR špecialistke Jane Kollárovej") given back in the nominative',
    lang: 'sk',
    body: `<p>Životopis pošlite našej HR špecialistke Jane Kollárovej na ${mail('jkollarova')}.</p>`,
    expected: [['Jana Kollárová', 'HR špecialistka', at('jkollarova')]],
  },
  {
    name: 'en: a table\'s position naming whom the job serves by an honorific ("Legal Assistant to Mr. Whitcombe")',
    lang: 'en',
    body: `<table><thead><tr><th>Name</th><th>Position</th><th>Email</th></tr></thead><tbody><tr><td>Donna Fischer</td><td>Legal Assistant to Mr. Whitcombe</td><td>${mail('dfischer')}</td></tr><tr><td>Mark Owens</td><td>Paralegal</td><td>${mail('mowens')}</td></tr></tbody></table>`,
    expected: [
      ['Donna Fischer', 'Legal Assistant to Mr. Whitcombe', at('dfischer')],
      ['Mark Owens', 'Paralegal', at('mowens')],
    ],
  },
  {
    name: 'de: a card\'s job and its focus ("Pastoralreferentin, Schwerpunkt Trauerpastoral"), and a job line under a heading that opens with the job',
    lang: 'de',
    body:
      `<div class="frame"><h3>Dr. Anna Kessler</h3><p>Pastoralreferentin, Schwerpunkt Trauerpastoral<br>Tel. 02871 555-413<br>${mail('anna.kessler')}</p></div>` +
      `<div class="frame"><h3>Diakon Peter Hoffmann</h3><p>Diakon mit Zivilberuf<br>Tel. 02871 555-415<br>${mail('peter.hoffmann')}</p></div>`,
    expected: [
      ['Anna Kessler', 'Pastoralreferentin, Schwerpunkt Trauerpastoral', at('anna.kessler')],
      ['Peter Hoffmann', 'Diakon mit Zivilberuf', at('peter.hoffmann')],
    ],
  },
  {
    name: 'de: a definition list whose jobs name the schools they serve ("Schulsozialarbeiterin Primarschulen"): no second name',
    lang: 'de',
    body: `<h2>Schulsozialarbeit</h2><dl><dt>Lea Baumgartner</dt><dd>Schulsozialarbeiterin Primarschulen</dd><dd>${mail('lea.baumgartner')}</dd><dt>Simon Graf</dt><dd>Schulsozialarbeiter Sekundarschule</dd><dd>${mail('simon.graf')}</dd></dl>`,
    expected: [
      ['Lea Baumgartner', 'Schulsozialarbeiterin Primarschulen', at('lea.baumgartner')],
      ['Simon Graf', 'Schulsozialarbeiter Sekundarschule', at('simon.graf')],
    ],
  },
  {
    name: 'pt: a definition list whose term is a desk named by its function ("Coordenação de Exames")',
    lang: 'pt',
    body: `<dl><dt>Secretaria Académica</dt><dd>Inês Cardoso<br>+351 222 018 347<br>${mail('icardoso')}</dd><dt>Coordenação de Exames</dt><dd>Teresa Vaz<br>${mail('tvaz')}</dd><dt>Informações gerais</dt><dd>${mail('secretaria')}</dd></dl>`,
    expected: [
      ['Inês Cardoso', 'Secretaria Académica', at('icardoso')],
      ['Teresa Vaz', 'Coordenação de Exames', at('tvaz')],
    ],
  },
  {
    name: 'en: a certificate written together after the name in a card\'s heading ("RVN CertVNECC")',
    lang: 'en',
    body: `<div class="card"><h3>Ellie Pritchard RVN CertVNECC</h3><p>Registered Veterinary Nurse</p><p>${mail('ellie')}</p></div>`,
    expected: [['Ellie Pritchard', 'Registered Veterinary Nurse', at('ellie')]],
  },
  {
    name: 'a job and its capitalised field after a dash on the name\'s line: fields joined by "&", a branch of medicine',
    lang: 'en',
    body:
      `<p>Kari Vik, Sales Manager – Groups &amp; Tour Operators, ${mail('kari.vik')}, +47 913 40 240</p>` +
      `<ul><li>Dott. Paolo Greco, Dirigente Medico – Emodinamica, ${mail('paolo.greco')}</li></ul>`,
    expected: [
      ['Kari Vik', 'Sales Manager – Groups & Tour Operators', at('kari.vik')],
      ['Paolo Greco', 'Dirigente Medico – Emodinamica', at('paolo.greco')],
    ],
  },
  {
    name: 'trap: a lone capitalised word after the job\'s dash may be a town: the job alone',
    lang: 'en',
    body: `<p>Jan Weber, Sales Manager – Stuttgart, ${mail('jan.weber')}</p>`,
    expected: [['Jan Weber', 'Sales Manager', at('jan.weber')]],
  },
  {
    name: 'da: a given-name mailbox spelling ø as "oe" ("soeren@" of Søren)',
    lang: 'da',
    body: `<p><strong>Søren Dalgaard</strong> – souschef og pædagog, Solsikkestuen<br>${mail('soeren')}</p>`,
    expected: [['Søren Dalgaard', 'souschef og pædagog, Solsikkestuen', at('soeren')]],
  },
  {
    name: 'fi: a label that is a job by its agent noun in -ja and its area ("Puunostaja, Keski-Suomi: Name")',
    lang: 'fi',
    body: `<p><strong>Puunostaja, Keski-Suomi:</strong> Mikko Hämäläinen, p. 040 722 1950, ${mail('mikko.hamalainen')}</p>`,
    expected: [['Mikko Hämäläinen', 'Puunostaja, Keski-Suomi', at('mikko.hamalainen')]],
  },
  {
    name: 'cards as heading and paragraph siblings, a sentence about the person between the job and the address',
    lang: 'en',
    body:
      `<div class="et_pb_text_inner"><h1>Practice</h1><p>A partnership of two architects.</p><h3>Markus Brandt</h3><p>Partner, Architect<br>${mail('markus.brandt')}</p>` +
      `<h3>Lena Roth</h3><p>Associate, International Competitions<br>Lena joined us from a practice in Basel and leads our competition entries in Switzerland and France.<br>${mail('lena.roth')}</p></div>`,
    expected: [
      ['Markus Brandt', 'Partner, Architect', at('markus.brandt')],
      ['Lena Roth', 'Associate, International Competitions', at('lena.roth')],
    ],
  },
  {
    name: 'a note in brackets with commas inside stays one note: kept with the job, the languages spoken left out',
    lang: 'en',
    body:
      `<p>Julie Renard, vétérinaire NAC (lapins, rongeurs, oiseaux et reptiles), ${mail('j.renard')}</p>` +
      `<p>For students: Emil Rønning, Dentist (English, German), ${mail('emil')}</p>` +
      `<p>Lars Hoffmann, Tierarzt (Bildgebende Diagnostik), ${mail('lars.hoffmann')}</p>`,
    expected: [
      ['Julie Renard', 'vétérinaire NAC (lapins, rongeurs, oiseaux et reptiles)', at('j.renard')],
      ['Emil Rønning', 'Dentist', at('emil')],
      ['Lars Hoffmann', 'Tierarzt (Bildgebende Diagnostik)', at('lars.hoffmann')],
    ],
  },
  {
    name: 'trap: brackets holding an address are no note of their own: the address stays its own field',
    lang: 'en',
    body: `<p>Anna Berg, Office Manager (billing, ${mail('anna.berg')})</p>`,
    expected: [['Anna Berg', 'Office Manager (billing)', at('anna.berg')]],
  },
  {
    name: 'en: a heading per person, the title and the address under it in one paragraph',
    lang: 'en',
    body: `<h3>Giles Rowe</h3><p>Head of Quality<br>${mail('g.rowe')}</p><h3>Mark Bishop</h3><p>Technical Director<br>${mail('m.bishop')}</p><h3>Sue Hall</h3><p>Office Manager<br>${mail('s.hall')}</p>`,
    expected: [['Giles Rowe', 'Head of Quality', at('g.rowe')], ['Mark Bishop', 'Technical Director', at('m.bishop')], ['Sue Hall', 'Office Manager', at('s.hall')]],
  },
  {
    name: 'it: "Name – Title" headings and "Email:" paragraphs written straight into <body>',
    lang: 'it',
    main: false,
    body: `<h3>Giulia Rossi – Responsabile Qualità</h3><p>Email: ${mail('g.rossi')}</p><h3>Marco Bianchi – Direttore Tecnico</h3><p>Email: ${mail('m.bianchi')}</p>`,
    expected: [['Giulia Rossi', 'Responsabile Qualità', at('g.rossi')], ['Marco Bianchi', 'Direttore Tecnico', at('m.bianchi')]],
  },
  {
    name: 'en: a paragraph under a person\'s heading that holds no job word is no title line: the heading names the address it spells, with no title',
    lang: 'en',
    body: `<h3>Giles Rowe</h3><p>Keen cyclist<br>${mail('g.rowe')}</p><h3>Mark Bishop</h3><p>Technical Director<br>${mail('m.bishop')}</p>`,
    expected: [
      ['Mark Bishop', 'Technical Director', at('m.bishop')],
      ['Giles Rowe', null, at('g.rowe')],
    ],
  },
  {
    name: 'sv: a role heading over one person\'s block is the title; a department heading is not',
    lang: 'sv',
    body: `<h4>Rektor</h4><p>Eva Lund<br>0910-73 44 01<br>${mail('eva.lund')}</p><h4>Elevhälsa</h4><p>Linda Persson<br>${mail('linda.persson')}</p>`,
    expected: [['Eva Lund', 'Rektor', at('eva.lund')], ['Linda Persson', null, at('linda.persson')]],
  },
  {
    name: 'no: a job no list holds, by its agent noun, right before the name',
    lang: 'no',
    body: `<ul><li><h4>Vatn og avløp</h4><p>Driftsoperatør Arne Sætre<br>${mail('arne.saetre')}</p></li></ul>`,
    expected: [['Arne Sætre', 'Driftsoperatør', at('arne.saetre')]],
  },
  {
    name: 'sv: a note in brackets after the name saying when is read past; a duty in brackets stays the title',
    lang: 'sv',
    body: `<p>Kurator Nils Hedlund (tis och tors)<br>${mail('nils.hedlund')}</p><p>Wenonah Castell (Group Travel) – ${mail('wcastell')}</p>`,
    expected: [['Nils Hedlund', 'Kurator', at('nils.hedlund')], ['Wenonah Castell', 'Group Travel', at('wcastell')]],
  },
  {
    name: 'no: "M:" before the mobile number is a channel label, not a bio, so the card holds',
    lang: 'no',
    body: `<article class="lawyer"><span class="position">Advokat / Partner</span><h3>Thomas Bakke</h3><p>Arbeidsrett, selskapsrett</p><p>M: 913 22 004 · ${mail('tb')}</p></article>`,
    expected: [['Thomas Bakke', 'Advokat / Partner', at('tb')]],
  },
  {
    name: 'fi: LT and LL (doctors\' degrees) before the name are no part of it',
    lang: 'fi',
    body: `<div class="doctor"><h3>LT Anna Koskinen</h3><p>Yleislääketieteen erikoislääkäri</p><p>Sähköposti: ${mail('anna.koskinen')}</p></div><div class="doctor"><h3>LL Petteri Huttunen</h3><p>Työterveyshuollon erikoislääkäri</p><p>Sähköposti: ${mail('petteri.huttunen')}</p></div>`,
    expected: [['Anna Koskinen', 'Yleislääketieteen erikoislääkäri', at('anna.koskinen')], ['Petteri Huttunen', 'Työterveyshuollon erikoislääkäri', at('petteri.huttunen')]],
  },
  {
    name: 'pl: "ks." and "kan." (priest, canon) before the name',
    lang: 'pl',
    body: `<p><b>ks. Łukasz Górecki</b> – wikariusz, duszpasterz młodzieży<br>e-mail: ${mail('l.gorecki')}</p>`,
    expected: [['Łukasz Górecki', 'wikariusz, duszpasterz młodzieży', at('l.gorecki')]],
  },
  {
    name: 'et: "Juhatuse esimees – Name", the chair of the board',
    lang: 'et',
    body: `<ul><li>Juhatuse esimees – Margus Kallas, ${mail('margus.kallas')}</li></ul>`,
    expected: [['Margus Kallas', 'Juhatuse esimees', at('margus.kallas')]],
  },
  {
    name: 'fi: a compound in -pappi (a priest) before the name in running text',
    lang: 'fi',
    body: `<p>Isoskoulutusta koordinoi nuorisopappi Antti Mäenpää (${at('antti.maenpaa')}).</p>`,
    expected: [['Antti Mäenpää', 'nuorisopappi', at('antti.maenpaa')]],
  },
  {
    name: 'hu: an address written with "[kukac]", read with the card around it',
    lang: 'hu',
    body: `<div class="orvos"><h4>Dr. Szabó Éva</h4><p class="szak">háziorvos, belgyógyász szakorvos</p><p>E-mail: szabo.eva[kukac]acme.test</p></div>`,
    expected: [['Szabó Éva', 'háziorvos, belgyógyász szakorvos', at('szabo.eva')]],
  },
  {
    name: 'cs: an address written with "(zavináč)", the line before it read',
    lang: 'cs',
    body: `<p>MUDr. Jana Dvořáková – praktická lékařka<br>e-mail: dvorakova (zavináč) acme.test</p>`,
    expected: [['Jana Dvořáková', 'praktická lékařka', at('dvorakova')]],
  },
  {
    name: 'en: credentials no list holds after listed ones ("BSc (Hons), MISCP", "BSc, CAT(C)") are no part of the name',
    lang: 'en',
    body: ['Orla Considine BSc (Hons), MISCP|orla', 'Declan Moloney BSc, CAT(C)|declan']
      .map((x) => x.split('|'))
      .map(([shown, local]) => `<div class="card"><div class="card-body"><h3 class="card-title">${shown}</h3><p class="card-subtitle"><strong>Chartered Physiotherapist</strong></p><p>${mail(local as string)}</p></div></div>`)
      .join(''),
    expected: [['Orla Considine', 'Chartered Physiotherapist', at('orla')], ['Declan Moloney', 'Chartered Physiotherapist', at('declan')]],
  },
  {
    name: 'ca: "a l\'Arnau Pujol, el nostre delineant projectista, a <address>" after a note in brackets: no article in the name, no "el nostre" in the title',
    lang: 'ca',
    body: `<p>Si t'interessa, envia el portafoli en PDF (màx. 10 MB) a l'Arnau Pujol, el nostre delineant projectista, a ${mail('apujol')}.</p>`,
    expected: [['Arnau Pujol', 'delineant projectista', at('apujol')]],
  },
  {
    name: 'de: "Mag. iur." with its faculty, and "LL.M." after the name, on a "Title: Name" line over the address',
    lang: 'de',
    body: `<p>Geschäftsführender Gesellschafter: Mag. iur. Stefan Brenner, LL.M.<br>E-Mail: ${mail('s.brenner')}</p>`,
    expected: [['Stefan Brenner', 'Geschäftsführender Gesellschafter', at('s.brenner')]],
  },
  {
    name: 'de: a trade before the name is a qualification; the job after it is the title',
    lang: 'de',
    body: `<p><strong>Tischlermeister Bernd Vogelsang</strong> – Inhaber<br>Tel. 05251 55 66 70<br>b.vogelsang (at) acme.test</p>`,
    expected: [['Bernd Vogelsang', 'Inhaber', at('b.vogelsang')]],
  },
  {
    name: 'pt, it: "Arq.ª" and a priest\'s lower-case "don" before the name',
    lang: 'pt',
    body: `<div class="pessoa"><h3>Arq.ª Inês Sousa Meireles</h3><p>Sócia-gerente e diretora criativa</p>${mail('ines')}</div><p>Vicario parrocchiale: don Emmanuel Okoye – ${mail('e.okoye')}</p>`,
    expected: [['Inês Sousa Meireles', 'Sócia-gerente e diretora criativa', at('ines')], ['Emmanuel Okoye', 'Vicario parrocchiale', at('e.okoye')]],
  },
  {
    name: 'da: a board\'s table headed "Post | Navn | Afdeling | E-mail": the post is the title, not the estate',
    lang: 'da',
    body: `<table><thead><tr><th>Post</th><th>Navn</th><th>Afdeling</th><th>E-mail</th></tr></thead><tbody><tr><td>Formand</td><td>Mette Kjeldgaard</td><td>Afd. 3, Engparken</td><td>${mail('mette')}</td></tr><tr><td>Bestyrelsesmedlem</td><td>Torben Ravn</td><td>Afd. 1, Kildebakken</td><td>${mail('torben')}</td></tr></tbody></table>`,
    expected: [['Mette Kjeldgaard', 'Formand', at('mette')], ['Torben Ravn', 'Bestyrelsesmedlem', at('torben')]],
  },
  {
    name: 'da: when to call, in brackets after the phone, is read past to the "Title: Name" label',
    lang: 'da',
    body: `<p>Varmemester: Jesper Holm, tlf. <a href="tel:+4575123456">75 12 34 56</a> (hverdage kl. 7–8), ${mail('jesper')}</p>`,
    expected: [['Jesper Holm', 'Varmemester', at('jesper')]],
  },
  {
    name: 'cs: an ordinal ("1. stupeň") ends no sentence; the job, its genitive and its area before the name',
    lang: 'cs',
    body: `<p>Rezervaci termínu a dotazy k zápisu vyřizuje zástupkyně ředitelky pro 1. stupeň Mgr. Hana Bartáková, ${mail('bartakova')}.</p>`,
    expected: [['Hana Bartáková', 'zástupkyně ředitelky pro 1. stupeň', at('bartakova')]],
  },
  {
    name: 'es: a label opened by a department ("Dirección General:") is the duty of the name after it',
    lang: 'es',
    body: `<p>Dirección General: Lic. Mariana Orozco — morozco [at] acme [dot] test</p><p>Dirección de Producción: Ing. Rodrigo Landeros — ${mail('rlanderos')}</p>`,
    expected: [['Mariana Orozco', 'Dirección General', at('morozco')], ['Rodrigo Landeros', 'Dirección de Producción', at('rlanderos')]],
  },
  {
    name: 'fr: the area after "de" goes on past "et des …" to the apposition\'s end (" ;" written French-style)',
    lang: 'fr',
    body: `<p>Les animations sont coordonnées par Céline Warnotte, responsable de l'action culturelle et des publics jeunes ; les enseignants peuvent lui écrire à ${mail('cwarnotte')}.</p>`,
    expected: [['Céline Warnotte', "responsable de l'action culturelle et des publics jeunes", at('cwarnotte')]],
  },
  {
    name: 'it: a job no list holds, by its agent noun, on its own line under the name; a town after a comma stays no title',
    lang: 'it',
    body: `<p><strong>Dott. Davide Esposito</strong><br><em>Ortodonzista</em><br>E-mail: ${at('davide.esposito')}</p><p>Anna Berg, Bergamo, ${mail('anna.berg')}</p>`,
    expected: [['Davide Esposito', 'Ortodonzista', at('davide.esposito')], ['Anna Berg', null, at('anna.berg')]],
  },
  {
    name: 'fr: name, title and address inline in a list item: the address ends the title',
    lang: 'fr',
    body: `<ul class="team"><li><strong>Julien Perrault</strong> <small>CEO &amp; cofondateur</small> ${mail('julien')}</li><li><strong>Amandine Nguyen-Thibault</strong> <small>CTO</small> ${mail('amandine')}</li></ul>`,
    expected: [['Julien Perrault', 'CEO & cofondateur', at('julien')], ['Amandine Nguyen-Thibault', 'CTO', at('amandine')]],
  },
  {
    name: 'de: an ordinal before the post ("1. Vorsitzende") in a table cell and on a label line',
    lang: 'de',
    body: `<table><tr><td>1. Vorsitzende</td><td>Sabine Kröger</td><td>s.kroeger[at]acme.test</td></tr><tr><td>2. Vorsitzender</td><td>Uwe Brandtner</td><td>u.brandtner[at]acme.test</td></tr></table><ul><li>Kassenwartin: Ingrid Hofmann, ${mail('i.hofmann')}</li><li>1. Beisitzerin: Jana Roth, ${mail('j.roth')}</li></ul>`,
    expected: [['Sabine Kröger', '1. Vorsitzende', at('s.kroeger')], ['Uwe Brandtner', '2. Vorsitzender', at('u.brandtner')], ['Ingrid Hofmann', 'Kassenwartin', at('i.hofmann')], ['Jana Roth', '1. Beisitzerin', at('j.roth')]],
  },
  {
    name: 'nl-BE: "Pastoor: E.H. Name" over the presbytery\'s street and phone',
    lang: 'nl',
    body: `<p>Pastoor: E.H. Dirk Van Hecke<br>Kerkstraat 5, 9300 Aalst<br>053 55 12 34<br>dirk.vanhecke [at] acme [dot] test</p>`,
    expected: [['Dirk Van Hecke', 'Pastoor', at('dirk.vanhecke')]],
  },
  {
    name: 'en: a card\'s title written above the name ("eyebrow"); a department heading above is no title',
    lang: 'en',
    body: `<section><div class="leader"><p class="eyebrow">Co-founder &amp; CTO</p><h3>Dr. Kevin Mulcahy</h3><p>Kevin holds a PhD in machine learning.</p>${mail('kevin')}</div><div class="leader"><p class="eyebrow">VP Sales, EMEA</p><h3>Joost van der Meer</h3>${mail('joost')}</div><div class="leader"><p>Marketing</p><h3>Ann Lee</h3>${mail('ann')}</div></section>`,
    expected: [['Kevin Mulcahy', 'Co-founder & CTO', at('kevin')], ['Joost van der Meer', 'VP Sales, EMEA', at('joost')], ['Ann Lee', null, at('ann')]],
  },
  {
    name: 'cs: a double degree joined by "et" before the name ("Mgr. et Mgr.")',
    lang: 'cs',
    body: `<p>Školní metodička prevence: Mgr. et Mgr. Jitka Vondráčková, ${mail('vondrackova')}</p>`,
    expected: [['Jitka Vondráčková', 'Školní metodička prevence', at('vondrackova')]],
  },
  {
    name: 'de-CH: two jobs joined by a slash on the line above the name, the first abbreviated ("Stv.")',
    lang: 'de',
    body: `<p>Schulleiterin<br><b>Andrea Kälin-Rüegg</b><br>Telefon 071 555 44 20<br>${mail('andrea.kaelin')}</p><p>Stv. Schulleiter / ICT-Verantwortlicher<br><b>Marco Tanner</b><br>${mail('marco.tanner')}</p>`,
    expected: [['Andrea Kälin-Rüegg', 'Schulleiterin', at('andrea.kaelin')], ['Marco Tanner', 'Stv. Schulleiter / ICT-Verantwortlicher', at('marco.tanner')]],
  },
  {
    name: 'en-US: "City Recorder" is a post, never a name',
    lang: 'en',
    body: `<div class="dept"><h3>City Recorder</h3><p>Marisol Jaramillo, MMC<br>City Recorder / Elections Officer<br>${mail('marisol.jaramillo')}</p></div>`,
    expected: [['Marisol Jaramillo', 'City Recorder / Elections Officer', at('marisol.jaramillo')]],
  },
  {
    name: 'sv: two jobs joined by "och" right before the name in running text',
    lang: 'sv',
    body: `<p>För frågor om konfirmation och barnkörer, skriv till diakon och musikansvarig Sofia Brännström: sofia.brannstrom (at) acme.test</p>`,
    expected: [['Sofia Brännström', 'diakon och musikansvarig', at('sofia.brannstrom')]],
  },
  {
    name: 'pl: "do Pani Magdaleny Wójcik, specjalistki …": a genitive given name after "Pani" beside a family name without an ending, and the title, given back in the nominative',
    lang: 'pl',
    body: `<p>CV prosimy przesyłać do Pani Magdaleny Wójcik, specjalistki ds. kadr i płac, na adres ${mail('magdalena.wojcik')}.</p>`,
    expected: [['Magdalena Wójcik', 'specjalistka ds. kadr i płac', at('magdalena.wojcik')]],
  },
  {
    name: 'cs, pl: a job in the instrumental opening the sentence, a copula, then the name ("Ředitelkou školy je …")',
    lang: 'cs',
    body: `<p>Ředitelkou školy je Mgr. Alena Machalová, kterou můžete kontaktovat na adrese ${mail('machalova')} nebo osobně.</p><p>Dyrektorem szkoły jest Anna Nowak, ${mail('a.nowak')}.</p>`,
    expected: [['Alena Machalová', 'ředitelka školy', at('machalova')], ['Anna Nowak', 'dyrektor szkoły', at('a.nowak')]],
  },
  {
    name: 'hu: a given name in the dative, written last ("küldje Kovács Annának"), given back in the nominative',
    lang: 'hu',
    body: `<p>Fényképes önéletrajzát Kovács Annának küldje a ${mail('kovacs.anna')} címre.</p>`,
    expected: [['Kovács Anna', null, at('kovacs.anna')]],
  },
  {
    name: 'it, ca, nl: a job and its field after a dash or a bar, on its own line under each person\'s heading, is the whole title',
    lang: 'it',
    body: `<h4>Avv. Francesca Colombo</h4><p>Socio – diritto di famiglia e dei minori<br>${mail('f.colombo')}</p><h4>Avv. Matteo Rinaldi, LL.M.</h4><p>Associate – diritto commerciale e societario<br>${mail('m.rinaldi')}</p><h4>mr. Pieter van den Berg</h4><p>Advocaat-partner | Arbeidsrecht<br>${mail('vandenberg')}</p>`,
    expected: [
      ['Francesca Colombo', 'Socio – diritto di famiglia e dei minori', at('f.colombo')],
      ['Matteo Rinaldi', 'Associate – diritto commerciale e societario', at('m.rinaldi')],
      ['Pieter van den Berg', 'Advocaat-partner | Arbeidsrecht', at('vandenberg')],
    ],
  },
  {
    name: 'ca, es: two jobs written as sentences ("Advocat. Soci fundador") are one title line; a sentence that is no job is no part of it',
    lang: 'es',
    body: `<p><strong>D. Javier Moreno Ruiz</strong><br>Abogado. Socio director<br>${mail('jmoreno')}</p><p><strong>D. Álvaro Núñez Prieto</strong><br>Economista. Asesor fiscal<br>${mail('anunez')}</p><p><strong>Lucía Herrera Castillo</strong><br>Abogada. Llámenos hoy mismo<br>${mail('lherrera')}</p>`,
    expected: [
      ['Javier Moreno Ruiz', 'Abogado. Socio director', at('jmoreno')],
      ['Álvaro Núñez Prieto', 'Economista. Asesor fiscal', at('anunez')],
      ['Lucía Herrera Castillo', 'Abogada', at('lherrera')],
    ],
  },
  {
    name: 'sv, sk: fields in classed spans written side by side with nothing between are lines of their own, not one run of words',
    lang: 'sv',
    body: `<figure class="member"><figcaption><span class="name">Oskar Dahl</span><span class="position">CTO</span><a class="mail" href="mailto:${at('oskar')}">${at('oskar')}</a></figcaption></figure><figure class="member"><figcaption><span class="name">Hanna Mattsson</span><span class="position">Senior utvecklare</span><a class="mail" href="mailto:${at('hanna')}">${at('hanna')}</a></figcaption></figure>`,
    expected: [['Oskar Dahl', 'CTO', at('oskar')], ['Hanna Mattsson', 'Senior utvecklare', at('hanna')]],
  },
  {
    name: 'en, nl, it: a councillor\'s "Cllr", a Dutch minister\'s "ds." and an Italian conductor\'s "M°" are no part of the name',
    lang: 'en',
    body: `<table><tr><td>Chair</td><td>Cllr Margaret Fenwick</td><td>${mail('chair.fenwick')}</td></tr></table><h4>ds. Gerda van der Meulen</h4><p>predikant<br>${mail('gerda.vandermeulen')}</p><table><tr><td><strong>Direttore artistico</strong></td><td>M° Alessandro Villa</td><td>${mail('a.villa')}</td></tr></table>`,
    expected: [['Margaret Fenwick', 'Chair', at('chair.fenwick')], ['Gerda van der Meulen', 'predikant', at('gerda.vandermeulen')], ['Alessandro Villa', 'Direttore artistico', at('a.villa')]],
  },
  {
    name: 'es, en: two people joined by "y", and a department\'s name before "team", are nobody\'s name for the mailbox after them',
    lang: 'es',
    body: `<p>Programación: Pilar Gracia y Begoña Lasheras · Propuestas de artistas y compañías: ${mail('programacion')}</p><p>Contact our Supporter Care team or supportercare [at] acme [dot] test.</p><p>Nuestra directora, Ana Ortega y Gasset, atiende en ${mail('ana.ortega')}.</p>`,
    expected: [['Ana Ortega y Gasset', 'directora', at('ana.ortega')]],
  },
  {
    name: 'en, it, pt: a title-case title with its area in running text, "now" before a job, "Dr.ª" before a name',
    lang: 'en',
    body: `<p>Our Port Vila office is led by Country Manager Jessica Kalsakau, who can be reached at ${mail('jessica.kalsakau')}.</p><p>Our Tree Warden, Colin Brayfield, is organising the day: ${mail('colin.brayfield')}.</p><p>Lo studio è stato fondato dall’Ing. Hubert Rainer, oggi socio emerito, che resta raggiungibile all’indirizzo ${mail('h.rainer')}.</p><p>Comissária: Dr.ª Joana Vieira (${mail('joana.vieira')})</p>`,
    expected: [
      ['Jessica Kalsakau', 'Country Manager', at('jessica.kalsakau')],
      ['Colin Brayfield', 'Tree Warden', at('colin.brayfield')],
      ['Hubert Rainer', 'socio emerito', at('h.rainer')],
      ['Joana Vieira', 'Comissária', at('joana.vieira')],
    ],
  },
  {
    name: 'de-CH: a TYPO3 link whose token decodes to another address than its text shows is read as it shows, in a board\'s table',
    lang: 'de',
    body: `<table><thead><tr><th>Funktion</th><th>Name</th><th>Wohnort</th><th>E-Mail</th></tr></thead><tbody><tr><td>Präsident</td><td>Ueli Zweifel</td><td>Elm</td><td><a href="#" data-mailto-token="ocknvq,ueli.zweifelBcego0vguv" data-mailto-vector="2">ueli.zweifel(at)acme.test</a></td></tr><tr><td>Kassier</td><td>Fridolin Marti</td><td>Engi</td><td><a href="#" data-mailto-token="ocknvq,fridolin.martiBcego0vguv" data-mailto-vector="2">fridolin.marti(at)acme.test</a></td></tr></tbody></table>`,
    expected: [['Ueli Zweifel', 'Präsident', at('ueli.zweifel')], ['Fridolin Marti', 'Kassier', at('fridolin.marti')]],
  },
  {
    name: 'da: an icon for the channel ("✉", "📞") before the address is a label, as "E-mail:" is',
    lang: 'da',
    body: `<p><b>Næstformand:</b> Birthe Laursen, Strandparken 3<br>✉ ${at('birthe.laursen')}</p><p><b>Bestyrelsesmedlem:</b> Tina Holst, Klitvej 21<br>📞 21 44 67 80 · ✉ ${at('tina.holst')}</p>`,
    expected: [['Birthe Laursen', 'Næstformand', at('birthe.laursen')], ['Tina Holst', 'Bestyrelsesmedlem', at('tina.holst')]],
  },
  {
    name: 'et: a name no list holds, with a title under it, on a given-name mailbox spelled from it; not without the title',
    lang: 'et',
    body: `<div class="member"><p class="n">Taavi Sepp</p><p class="t">Kaasasutaja ja tegevjuht</p><p>${mail('taavi')}</p></div><div class="member"><p class="n">Grete Kuusk</p><p>${mail('grete')}</p></div>`,
    expected: [['Taavi Sepp', 'Kaasasutaja ja tegevjuht', at('taavi')]],
  },
  {
    name: 'pl, nl: "r. pr." written with its space; Dutch initials with the name the person goes by in brackets',
    lang: 'nl',
    body: `<div class="osoba"><h3>r. pr. Katarzyna Wiśniewska</h3><p class="stanowisko">Radca prawny, Partner</p><p>e-mail: ${mail('k.wisniewska')}</p></div><ul><li>drs. M.A. (Marieke) Postma, huisarts – ${at('m.postma')}</li><li>Directie: A.J. (Arjan) van Leeuwen, algemeen directeur – ${at('arjan')}</li></ul>`,
    expected: [['Katarzyna Wiśniewska', 'Radca prawny, Partner', at('k.wisniewska')], ['Marieke Postma', 'huisarts', at('m.postma')], ['Arjan van Leeuwen', 'algemeen directeur', at('arjan')]],
  },
  {
    name: 'hu, de, no: an address opened by the honorific ("dr.hegedus"), "Dr. med. univ.", a Norwegian compound in -direktør above the name',
    lang: 'hu',
    body: `<div class="tag"><h4>Dr. Hegedűs Anna</h4><p>fogszakorvos, rendelővezető</p>${mail('dr.hegedus')}</div><div class="tag"><h4>Dr. Antal Márton</h4><p>szájsebész</p>${mail('dr.antal')}</div><p><strong>Dr. med. univ. Stefan Lutz</strong><br>Facharzt für Innere Medizin<br>${at('s.lutz')}</p><div><h3>Ledelse</h3><p>Hotelldirektør<br><strong>Eirik Fjærestad</strong><br>${mail('eirik')}</p></div>`,
    expected: [
      ['Hegedűs Anna', 'fogszakorvos, rendelővezető', at('dr.hegedus')],
      ['Antal Márton', 'szájsebész', at('dr.antal')],
      ['Stefan Lutz', 'Facharzt für Innere Medizin', at('s.lutz')],
      ['Eirik Fjærestad', 'Hotelldirektør', at('eirik')],
    ],
  },
  {
    name: 'de, fi: a bold name and a classed role side by side with nothing between; a description whose first line is the job, then the phone',
    lang: 'de',
    body: `<figure><figcaption><strong>Anna Oberwieser</strong><span class="rolle">Gastgeberin</span>${mail('anna')}</figcaption></figure><dl><dt>Liisa Mäkinen, KM</dt><dd>rehtori<br>puh. <a href="tel:0405512301">040 551 2301</a><br>liisa.makinen(at)acme.test</dd><dt>Sanna Laaksonen</dt><dd>keittiöpäällikkö<br>puh. 040 551 2320<br>${at('sanna.laaksonen')}</dd></dl>`,
    expected: [['Anna Oberwieser', 'Gastgeberin', at('anna')], ['Liisa Mäkinen', 'rehtori', at('liisa.makinen')], ['Sanna Laaksonen', 'keittiöpäällikkö', at('sanna.laaksonen')]],
  },
  {
    name: 'es: the word leading to the address after the title\'s comma ("…, en <address>") is no part of the title',
    lang: 'es',
    body: `<p>Para facturación, contacte a Javiera Contreras, encargada de administración y finanzas, en ${mail('jcontreras')}.</p>`,
    expected: [['Javiera Contreras', 'encargada de administración y finanzas', at('jcontreras')]],
  },
  {
    name: 'no, et, pl: the unit a person works in on its own line between the job and the address (a council\'s directory), read past',
    lang: 'no',
    body: `<div class="views-row"><div class="views-field">Randi Kolstad</div><div class="views-field">Saksbehandler byggesak</div><div class="views-field">Plan, byggesak og geodata</div><div class="views-field">${mail('randi.kolstad')}</div></div><p>Evelin Rebane<br>planeeringute spetsialist<br>Ehitus- ja planeerimisosakond<br>${at('evelin.rebane')}</p><div class="row"><div>Rafał Kamiński</div><div>Inspektor ds. zamówień publicznych</div><div>Wydział Inwestycji i Rozwoju</div><div>pok. 12, tel. 43 827 64 20</div><div>${mail('r.kaminski')}</div></div>`,
    expected: [
      ['Randi Kolstad', 'Saksbehandler byggesak', at('randi.kolstad')],
      ['Evelin Rebane', 'planeeringute spetsialist', at('evelin.rebane')],
      ['Rafał Kamiński', 'Inspektor ds. zamówień publicznych', at('r.kaminski')],
    ],
  },
  {
    name: 'sk, fi: a job no list holds on its own line above the name; two jobs after a comma on their own line under it; a phone right after a classed role',
    lang: 'sk',
    body: `<p>Školská psychologička<br>Mgr. Katarína Vargová, PhD.<br>${at('vargova')}</p><div><p><b>Ville Honkanen</b></p><p>sähköurakoitsija, yrittäjä</p><p>p. 044 222 1903</p><p>${at('ville')}</p></div><div class="person-card"><span class="name">Ragnhild Eik</span><span class="role">Rådgiver, medlemsservice</span><a href="tel:+4738100422">38 10 04 22</a>${mail('ragnhild.eik')}</div>`,
    expected: [['Katarína Vargová', 'Školská psychologička', at('vargova')], ['Ville Honkanen', 'sähköurakoitsija, yrittäjä', at('ville')], ['Ragnhild Eik', 'Rådgiver, medlemsservice', at('ragnhild.eik')]],
  },
  {
    name: 'ca, es: a job and its field of law as two sentences under the name is the title whole; a sentence that is no field stays off it',
    lang: 'ca',
    body: `<div class="w"><h3>Marta Serra Pujol</h3><p>Advocada sòcia. Dret immobiliari i urbanístic</p><p>Col·legiada núm. 31.452</p>${mail('mserra')}</div><div class="w"><h3>Lucía Herrera Castillo</h3><p>Abogada. Llámenos hoy mismo</p>${mail('lherrera')}</div>`,
    expected: [['Marta Serra Pujol', 'Advocada sòcia. Dret immobiliari i urbanístic', at('mserra')], ['Lucía Herrera Castillo', 'Abogada', at('lherrera')]],
  },
  {
    name: 'it, da: a label saying what to write about before a mailbox spelled from the name above; "Direkte:" before a phone',
    lang: 'it',
    body: `<div class="rich"><p>Davide Colombo – Titolare</p><p>Ordini e preventivi: ${at('davide')}</p></div><div class="rich"><p>Anna Greco – Contabile</p><p>Ordini e preventivi: ${at('ordini')}</p></div><p><strong>Henrik Møller</strong>, statsaut. revisor<br>Direkte: 86 12 77 01 · ${mail('hm')}</p>`,
    expected: [['Davide Colombo', 'Titolare', at('davide')], ['Henrik Møller', 'statsaut. revisor', at('hm')]],
  },
  {
    name: 'fi, pl, et, sv: "VT" and "dh" and "õp" before the name; "Mejla Amira" on a link is no name',
    lang: 'fi',
    body: `<div class="person"><h3>VT Juha Lehtonen</h3><p class="titteli">asianajaja, osakas</p><p>${mail('juha.lehtonen')}</p></div><dl><dt>Skarbnik</dt><dd>dh Grzegorz Michalak, ${mail('g.michalak')}</dd></dl><p>Koguduse õpetaja õp Rein Põld<br>tel 5344 2210<br>${mail('rein.pold')}</p><div class="team-card"><div class="team-name">Amira Haddad</div><div class="team-role">UX-designer</div><a href="mailto:amira@acme.test"><div>Mejla Amira</div></a></div>`,
    expected: [
      ['Juha Lehtonen', 'asianajaja, osakas', at('juha.lehtonen')],
      ['Grzegorz Michalak', 'Skarbnik', at('g.michalak')],
      ['Rein Põld', 'Koguduse õpetaja', at('rein.pold')],
      ['Amira Haddad', 'UX-designer', at('amira')],
    ],
  },
  {
    name: 'en: a degree\'s class in brackets after the name; "Hon." of an honorary officer as part of the title',
    lang: 'en',
    body: `<p>Dr Sarah Mitchell BVSc (Hons)<br>Senior Veterinarian &amp; Practice Owner<br>${mail('sarah')}</p><p>Contact our Hon. Secretary, Eileen Fogarty, at ${mail('eileen')}, or our Chairman on 087 555 3321.</p>`,
    expected: [['Sarah Mitchell', 'Senior Veterinarian & Practice Owner', at('sarah')], ['Eileen Fogarty', 'Hon. Secretary', at('eileen')]],
  },
  {
    name: 'sk, cs: "Mgr. art."; a title with its complement in the genitive before the name; a job and its field on the line above the name',
    lang: 'sk',
    body: `<p>Hovorca mesta<br>Mgr. art. Igor Šťastný<br>${mail('igor.stastny')}</p><p>Riaditeľka knižnice PhDr. Monika Sliacka, PhD.<br>tel.: 045/532 11 40<br>e-mail: ${at('sliacka')}</p><div class="col"><h4>Trenér mládeže – volejbal</h4><p>Ondřej Vacek</p><p>📧 ${at('ondrej.vacek')}</p></div>`,
    expected: [['Igor Šťastný', 'Hovorca mesta', at('igor.stastny')], ['Monika Sliacka', 'Riaditeľka knižnice', at('sliacka')], ['Ondřej Vacek', 'Trenér mládeže – volejbal', at('ondrej.vacek')]],
  },
  {
    name: 'nl: a heading that is a job no list holds, by its agent noun, over one person\'s block',
    lang: 'nl',
    body: `<div class="contact-card"><h3>Burgemeester</h3><p>mr. Jan de Vries<br>${mail('jan.devries')}</p></div><div class="contact-card"><h3>Gemeentesecretaris</h3><p>Karin Bos<br>${mail('karin.bos')}</p></div>`,
    expected: [['Jan de Vries', 'Burgemeester', at('jan.devries')], ['Karin Bos', 'Gemeentesecretaris', at('karin.bos')]],
  },
  {
    name: 'da, pt: an adjective in -isk before the title word in running text; a stretch of years after the job ("há mais de dez anos") is no part of it',
    lang: 'da',
    body: `<p>Børnehuset ledes af Karen Ibsen. Daglig kontakt kan ske til pædagogisk leder Camilla Nørgaard på ${mail('camilla')}.</p><p lang="pt">O Zé Cardoso é o nosso mecânico há mais de dez anos. Se tiver dúvidas, mande-lhe um e-mail para ${at('ze')}.</p>`,
    expected: [['Camilla Nørgaard', 'pædagogisk leder', at('camilla')], ['Zé Cardoso', 'mecânico', at('ze')]],
  },
  {
    name: 'pt, da: the one name of the block the address is spelled from in full, past a label of its own; a role heading over a block with a note',
    lang: 'pt',
    body: `<p>Diretora técnica: Dra. Paula Neves<br>Farmacêutica adjunta: Dra. Joana Ribeiro<br>Contacto da direção técnica: ${mail('paula.neves')}</p><section><h3>Sognepræst</h3><p>Ane Brix<br>Træffes tirsdag–fredag kl. 12–13. Mandag er fridag.<br>Tlf. 36 49 12 00<br>${mail('ane.brix')}</p></section>`,
    expected: [['Paula Neves', 'Diretora técnica', at('paula.neves')], ['Ane Brix', 'Sognepræst', at('ane.brix')]],
  },
  {
    name: 'es, en, et: two fields joined by a middle dot; a job and its field after a comma under a name; unclassed fields written together',
    lang: 'es',
    body: `<div class="rich"><p>Dra. Carmen Villalobos</p><p>Odontóloga · Especialista en Ortodoncia</p><p>${at('carmen.villalobos')}</p></div><div class="w-dyn-item"><div class="name">Daniel Okafor</div><div class="role">Staff Engineer, Payments Infrastructure</div>${mail('daniel')}</div><div class="team"><span>Getter Mägi</span><span>Müügijuht</span><span>${at('getter')}</span></div>`,
    expected: [
      ['Carmen Villalobos', 'Odontóloga · Especialista en Ortodoncia', at('carmen.villalobos')],
      ['Daniel Okafor', 'Staff Engineer, Payments Infrastructure', at('daniel')],
      ['Getter Mägi', 'Müügijuht', at('getter')],
    ],
  },
  {
    name: 'no, de, da, hu, en: "(H)" after an advocate\'s name, "StRin" before a teacher\'s, "statsautoriseret", two jobs above a name, "Canon"',
    lang: 'no',
    body: `<div class="ansatt"><h3>Marte Berge (H)</h3><p>Advokat og partner – fast eiendom og entreprise</p><p>${mail('mb')}</p></div><div class="team-item"><span class="name">StRin Katharina Wagner</span><span class="funktion">Konrektorin, Fachbetreuung Mathematik</span><span class="mail">${at('k.wagner')}</span></div><p>Spørgsmål kan rettes til statsautoriseret revisor Niels Frost på ${mail('nf')}.</p><p>Mérlegképes könyvelő, adótanácsadó<br><b>Simon Péter</b><br>${at('peter')}</p><p>The Revd Canon Ruth Ashworth<br>Vicar<br>${mail('ruth.ashworth')}</p>`,
    expected: [
      ['Marte Berge', 'Advokat og partner – fast eiendom og entreprise', at('mb')],
      ['Katharina Wagner', 'Konrektorin, Fachbetreuung Mathematik', at('k.wagner')],
      ['Niels Frost', 'statsautoriseret revisor', at('nf')],
      ['Simon Péter', 'Mérlegképes könyvelő, adótanácsadó', at('peter')],
      ['Ruth Ashworth', 'Vicar', at('ruth.ashworth')],
    ],
  },
  {
    name: 'en, sk, hu: the writer introduces themself and asks to write to "me" a sentence or two later; a sentence naming two people is nobody\'s',
    lang: 'en',
    body: `<p>G'day! I'm Shane Doherty, a licensed electrician, and I run Ironbark Electrical myself. Shoot me an email at ${mail('shane')} for a free quote.</p><p lang="sk">Som Ľubomír Hanák, stolársky majster. Vyrábam nábytok z masívu na mieru. Ozvite sa mi na ${mail('lubo')}.</p><p>I'm Anna Berg and I work with Tom Hale. Write to me at ${mail('tom')}.</p>`,
    expected: [['Shane Doherty', 'licensed electrician', at('shane')], ['Ľubomír Hanák', 'stolársky majster', at('lubo')]],
  },
  {
    name: 'hu: the writer introduced family name first, the job before "vagyok"',
    lang: 'hu',
    body: `<p>Fazekas Imre asztalosmester vagyok, 25 éve készítek egyedi bútorokat. Írjon nekem: ${mail('imre')}</p>`,
    expected: [['Fazekas Imre', 'asztalosmester', at('imre')]],
  },
  {
    name: 'it, et, fi: "by appointment" on its own line under a labelled name; a job heading over a field line; a unit line ending with its floor',
    lang: 'it',
    body: `<section><h2>Dirigenza</h2><p>Dirigente Scolastico: Prof.ssa Anna Maria Russo<br>riceve su appuntamento</p><p>e-mail: ${mail('annamaria.russo')}</p></section><div class="block"><h3>Müügijuht</h3><p><strong>Helen Oja</strong><br>Konverentsid, seminarid ja grupimajutus<br>+372 5620 8811<br>${mail('helen')}</p></div><div class="yhteyshenkilo"><p class="nimi">Outi Kallio</p><p class="nimike">sivistysjohtaja</p><p>Sivistyspalvelut, Kunnantalo, 2. krs</p><p>p. 044 512 0087<br>${mail('outi.kallio')}</p></div>`,
    expected: [['Anna Maria Russo', 'Dirigente Scolastico', at('annamaria.russo')], ['Helen Oja', 'Müügijuht', at('helen')], ['Outi Kallio', 'sivistysjohtaja', at('outi.kallio')]],
  },
  {
    name: 'pt, en, it, ca: a Squarespace image card\'s title and subtitle; a "Grade / Position" column; a label\'s acronym above is no post-nominal; "-adora"',
    lang: 'pt',
    body: `<div class="sqs-block image-block"><figure><div class="image-block-wrapper"><img src="a.jpg" alt=""></div><figcaption class="image-card-wrapper"><div class="image-card"><div class="image-title-wrapper"><div class="image-title"><p>Eng.º Rui Caeiro</p></div></div><div class="image-subtitle-wrapper"><div class="image-subtitle"><p>Enólogo e Diretor de Produção</p><p>${mail('rui.caeiro')}</p></div></div></div></figcaption></figure></div><table><thead><tr><th>Name</th><th>Grade / Position</th><th>Email</th></tr></thead><tbody><tr><td>Mrs. Karen Olson</td><td>Kindergarten</td><td>${at('kolson')}</td></tr></tbody></table><p>Degenza Cardiologia: 030 915 2251<br>UTIC: 030 915 2253<br>Segreteria di reparto: 030 915 2240 – ${at('segreteria.cardiologia')}</p><p>Per inscriure-us, escriviu a la Carme Rovira, la dinamitzadora del club, a ${mail('crovira')}.</p>`,
    expected: [['Rui Caeiro', 'Enólogo e Diretor de Produção', at('rui.caeiro')], ['Karen Olson', 'Kindergarten', at('kolson')], ['Carme Rovira', 'dinamitzadora del club', at('crovira')]],
  },
  {
    name: 'pl, es, sk: a person\'s card as a table whose first label is the job; a mailbox named after the job\'s complement; "vdp."',
    lang: 'pl',
    body: `<table><tr><td><b>Główna księgowa</b></td><td>Agnieszka Lewandowska</td></tr><tr><td>Telefon</td><td>603 228 411</td></tr><tr><td>E-mail</td><td>${mail('agnieszka')}</td></tr></table><p>Si desea organizar una boda, escriba a nuestra coordinadora de eventos, Alba Quiroga, a ${mail('eventos')}, y le enviaremos una propuesta.</p><p>Farár: <strong>vdp. Mgr. Štefan Lukáč</strong>, ${mail('stefan.lukac')}</p>`,
    expected: [['Agnieszka Lewandowska', 'Główna księgowa', at('agnieszka')], ['Alba Quiroga', 'coordinadora de eventos', at('eventos')], ['Štefan Lukáč', 'Farár', at('stefan.lukac')]],
  },
  {
    name: 'en, sv: a mailbox named after a word of the role phrase written with the name in running text; a stretch of time between "är" and the name',
    lang: 'en',
    body: `<p>For allotment enquiries please contact our Parish Clerk and Responsible Financial Officer, Mrs Helen Marsh, at ${mail('clerk')}.</p><p lang="sv">Körledare och organist är sedan 2011 Karin Bergqvist. Hon nås på ${mail('karin.bergqvist')}</p>`,
    expected: [['Helen Marsh', 'Parish Clerk and Responsible Financial Officer', at('clerk')], ['Karin Bergqvist', 'Körledare och organist', at('karin.bergqvist')]],
  },
  {
    name: 'fi, pl: the firm after the name in a definition list\'s description; "prof. PŁ" after a Polish professor\'s name',
    lang: 'fi',
    body: `<dl><dt>Isännöitsijä</dt><dd>Arto Rinne, Isännöintipalvelu Rinne Oy<br>${mail('arto.rinne')}</dd><dt>Hallituksen puheenjohtaja</dt><dd>Merja Kivelä</dd></dl><div class="pracownik"><h4>dr hab. inż. Piotr Nowak, prof. PŁ</h4><p>Kierownik Zakładu Mechaniki Konstrukcji</p><p>pok. 214, tel. 42 631 35 50</p><p>e-mail: ${mail('piotr.nowak')}</p></div>`,
    expected: [['Arto Rinne', 'Isännöitsijä', at('arto.rinne')], ['Piotr Nowak', 'Kierownik Zakładu Mechaniki Konstrukcji', at('piotr.nowak')]],
  },
  {
    name: 'fr, it, en, fi: a job and its field after dashes on the name\'s line; a "Posizione" column; "Co-ordinator"; a qualification before the name and the jobs on the line under it; engineers\' post-nominals',
    lang: 'fr',
    body: `<p>Dr Thomas Delvaux, vétérinaire – chirurgie et orthopédie – ${mail('t.delvaux')}</p><table><thead><tr><th>Nome</th><th>Posizione</th><th>Email</th></tr></thead><tbody><tr><th scope="row">Davide Rinaldi</th><td>Docente di chitarra classica e moderna</td><td>${mail('davide.rinaldi')}</td></tr></tbody></table><p>Our Junior Co-ordinator, Sam Ferris (${mail('sferris')}), will sort out a team for your child.</p><p>Arkkitehti Sanna Saari, SAFA<br>osakas, suunnittelujohtaja<br>${mail('sanna.saari')}</p><p>Declan Tobin BE CEng FIEI, Managing Director, ${mail('declan.tobin')}</p>`,
    expected: [
      ['Thomas Delvaux', 'vétérinaire – chirurgie et orthopédie', at('t.delvaux')],
      ['Davide Rinaldi', 'Docente di chitarra classica e moderna', at('davide.rinaldi')],
      ['Sam Ferris', 'Junior Co-ordinator', at('sferris')],
      ['Sanna Saari', 'osakas, suunnittelujohtaja', at('sanna.saari')],
      ['Declan Tobin', 'Managing Director', at('declan.tobin')],
    ],
  },
  {
    name: 'ca: an office\'s heading spelled by its mailbox, over a text naming the person in it, is no name',
    lang: 'ca',
    body: `<section><h2>Jutjat de Pau</h2><p>Jutge de pau: Sr. Ramon Pujol Esteve. Atenció al públic els dimecres de 17 a 19 h.</p><p>${mail('jutjatpau')}</p></section>`,
    expected: [],
  },
];

describe('layouts of staff and contact pages', () => {
  it.each(cases)('$name', ({ lang, body, main, expected }) => {
    expect(people(lang, body, main)).toEqual(expected);
  });
});

describe('the firm\'s own name after a job', () => {
  it('a common noun of the firm\'s name is the job\'s unit, not the firm ("Deputy Head of Chambers" at Fenwick Court Chambers)', () => {
    const html = `<!doctype html><html lang="en"><head><meta property="og:site_name" content="Fenwick Court Chambers"></head><body><main><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Helen Whitcombe KC</h3><p class="elementor-image-box-description"><strong>Deputy Head of Chambers</strong><br>Call 1998 | KC 2016<br>Employment<br>${mail('helen.whitcombe')}</p></div></main></body></html>`;
    expect(extractPeople(html, `https://${DOMAIN}/`, [DOMAIN]).map((p) => [p.name, p.title, p.email])).toEqual([['Helen Whitcombe', 'Deputy Head of Chambers', at('helen.whitcombe')]]);
  });
});
