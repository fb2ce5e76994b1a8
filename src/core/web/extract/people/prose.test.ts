/**
 * Running text where the role is written as the subject of the clause that gives the address,
 * after the person was named ("…; the campus coordinator will answer you at <address>"), in the
 * languages read; and the traps that keep holding (another person, an address not spelled from
 * the name, a role phrase before the name that is someone else's). Sentences written for these
 * tests.
 */
import { describe, expect, it } from 'vitest';
import { extractPeople } from './index.js';

const DOMAIN = 'acme.test';
const mail = (local: string): string => `<a href="mailto:${local}@${DOMAIN}">${local}@${DOMAIN}</a>`;
const at = (local: string): string => `${local}@${DOMAIN}`;
const page = (body: string): string => `<!doctype html><html><head><meta property="og:site_name" content="Acme"></head><body><main>${body}</main></body></html>`;
type Triple = [name: string, title: string | null, email: string | null];
const people = (body: string): Triple[] => extractPeople(page(body), `https://${DOMAIN}/`, [DOMAIN]).map((p) => [p.name, p.title, p.email]);

const cases: { name: string; body: string; expected: Triple[] }[] = [
  {
    name: 'cs: a clause between an anchor and the job ("na naše revíry zodpoví", "a fakturaci se stará") is no part of the job',
    body:
      `<p>Dotazy k povolenkám na naše revíry zodpoví správkyně revírů Tereza Svobodová (${mail('tereza.svobodova')}).</p>` +
      `<p>O smlouvy a fakturaci se stará provozní manažer Ondřej Veselý; firmy mu mohou napsat na ${mail('vesely')}.</p>`,
    expected: [
      ['Tereza Svobodová', 'správkyně revírů', at('tereza.svobodova')],
      ['Ondřej Veselý', 'provozní manažer', at('vesely')],
    ],
  },
  {
    name: 'cs, en: where and since when between a verb of working and "jako"/"as"; "mu" (to him) refers back to the person named before',
    body:
      `<p><em>Autor článku MVDr. Jakub Kratochvíl působí na klinice od roku 2021 jako lékař interního oddělení a stará se o koně s kolikou. Dotazy k článku mu můžete psát na ${mail('kratochvil')}.</em></p>` +
      `<p>Tom Hale works in our Leeds office as site engineer; write to him at ${mail('tom.hale')}.</p>`,
    expected: [
      ['Jakub Kratochvíl', 'lékař interního oddělení', at('kratochvil')],
      ['Tom Hale', 'site engineer', at('tom.hale')],
    ],
  },
  {
    name: 'ca: a relative clause after the job in an apposition is what the person does, not the job; en: nouns before a job after "our" are its own',
    body:
      `<p>Esmorzar fort dues hores abans. L'Anna Ribas, dietista-nutricionista que col·labora amb nosaltres, prepara plans per als viatges: ${mail('anna.ribas')}.</p>` +
      `<p>For herd health plans, email our large animal vet Pádraig Joyce at ${mail('padraig')}.</p>`,
    expected: [
      ['Anna Ribas', 'dietista-nutricionista', at('anna.ribas')],
      ['Pádraig Joyce', 'large animal vet', at('padraig')],
    ],
  },
  {
    name: 'no, en: welcomed "som" a job; the given name called again past a sentence naming only a body; a job before "after" and years',
    body:
      `<p>Vi ønsker Mia Dahl velkommen som tannpleier hos oss! Mia kommer fra Tannhelsetjenesten i Finnmark og har erfaring med barn. Du kan skrive til Mia på ${mail('mia.dahl')}.</p>` +
      `<div class="bio"><h3>Johan Botha</h3><p>Johan joined us in 2019 as Programme Manager after eight years in teaching; for school partnerships, write to him at ${mail('johan')}.</p></div>`,
    expected: [
      ['Mia Dahl', 'tannpleier', at('mia.dahl')],
      ['Johan Botha', 'Programme Manager', at('johan')],
    ],
  },
  {
    name: 'es: "escribirle" refers back to the one person among a school\'s capitalised name; pl: the job before what the person holds ("z certyfikatem …")',
    body:
      `<p>En la sala está Lucía Prieto, jefa de sala, formada en la Escuela de Hostelería de Oviedo. Para grupos puede escribirle a ${mail('lucia')}.</p>` +
      `<p>Program prowadzi lek. wet. Anna Wilk, lekarz weterynarii z certyfikatem ESAVS w zakresie dermatologii psów; pytania można kierować do niej na adres ${mail('anna.wilk')}.</p>`,
    expected: [
      ['Lucía Prieto', 'jefa de sala', at('lucia')],
      ['Anna Wilk', 'lekarz weterynarii', at('anna.wilk')],
    ],
  },
  {
    name: 'pt: "a nova sócia" as the subject of a paragraph of its own, after the one naming her; "nova" opens no job and is no name there',
    body: `<p>Desde janeiro, Marta Quintela passou a sócia e coordena a área laboral. Trabalhou antes numa sociedade de Braga.</p><p>A nova sócia responsável pela área laboral pode ser contactada através de ${mail('marta.quintela')}.</p>`,
    expected: [['Marta Quintela', 'sócia responsável pela área laboral', at('marta.quintela')]],
  },
  {
    name: 'pt (trap): the paragraph before names someone the address is not spelled from: nobody',
    body: `<p>Desde janeiro, Marta Quintela passou a sócia e coordena a área laboral.</p><p>A nova sócia responsável pela área laboral pode ser contactada através de ${mail('laboral')}.</p>`,
    expected: [],
  },
  {
    name: 'en: "who joins us as" a job whose first word is also a given name (Line); "Junior Club Coordinator" (Junior is one too)',
    body:
      `<p>Timetables change in October. Ruth Ellery, who joins us as Line Manager for the Baltic service, takes bookings at ${mail('rellery')}.</p>` +
      `<p>Our Junior Club Coordinator, Tama Wiremu, is your first point of contact: ${mail('tamawiremu')}.</p>`,
    expected: [
      ['Ruth Ellery', 'Line Manager for the Baltic service', at('rellery')],
      ['Tama Wiremu', 'Junior Club Coordinator', at('tamawiremu')],
    ],
  },
  {
    name: 'no: the speaker\'s job between "sier" and the name, closed by a comma; "ham" in the next sentence',
    body: `<p>– Vi får en roligere overfart, sier driftsleder for hurtigbåtene, Eirik Vold. Spørsmål om rutene kan sendes til ham på ${mail('eirik')}.</p>`,
    expected: [['Eirik Vold', 'driftsleder for hurtigbåtene', at('eirik')]],
  },
  {
    name: 'pl, sk: a woman\'s given name the lists lack in the genitive, spelled by the address; a Slovak dative participle and its body after a date',
    body:
      `<p>Referaty prosimy przesyłać do koordynatorki projektu, dr Bożysławy Kmieć, na adres ${mail('bozyslawa.kmiec')}.</p>` +
      `<p>Prihlášky posielajte do 15. júna vedúcej Mestskej knižnice Zuzane Hronskej na adresu ${mail('hronska')}.</p>`,
    expected: [
      ['Bożysława Kmieć', 'koordynatorka projektu', at('bozyslawa.kmiec')],
      ['Zuzana Hronská', 'vedúca Mestskej knižnice', at('hronska')],
    ],
  },
  {
    name: 'en: "Email him" two sentences after the person, past a question naming no one; the company closes the first of two roles',
    body: `<p><em>About the author: Lewis Morgan MCSP is a Musculoskeletal Physiotherapist at Acme and an England Athletics running coach. Questions about this plan? Email him at ${mail('lewis.morgan')}.</em></p>`,
    expected: [['Lewis Morgan', 'Musculoskeletal Physiotherapist', at('lewis.morgan')]],
  },
  {
    name: 'de: a relative clause saying what the person is responsible for ("die bei uns X verantwortet")',
    body: `<p>Bewerbungen bitte an ${mail('jobs')}; Fragen zum Ablauf beantwortet Ihnen gerne Frau Mag. Theresa Wallner, die bei uns HR &amp; Office Management verantwortet (${mail('t.wallner')}).</p>`,
    expected: [['Theresa Wallner', 'HR & Office Management', at('t.wallner')]],
  },
  {
    name: 'de: "der für X zuständig ist"',
    body: `<p>Bei Fragen zur Lieferung hilft Ihnen Jonas Brandt, der bei uns für Logistik und Versand zuständig ist, unter ${mail('j.brandt')} weiter.</p>`,
    expected: [['Jonas Brandt', 'Logistik und Versand', at('j.brandt')]],
  },
  {
    name: 'sv: "som ansvarar för X"',
    body: `<p>Frågor om fakturor besvaras av Eva Lind, som ansvarar för Ekonomi, på ${mail('eva.lind')}.</p>`,
    expected: [['Eva Lind', 'Ekonomi', at('eva.lind')]],
  },
  {
    name: 'fr: "qui est responsable de X"',
    body: `<p>Pour les commandes, contactez Anne Roy, qui est responsable de Logistique, à ${mail('anne.roy')}.</p>`,
    expected: [['Anne Roy', 'Logistique', at('anne.roy')]],
  },
  {
    name: 'en: "who is responsible for X" — the capitalised area is not a second person',
    body: `<p>Write to Tom Reid, who is responsible for Key Accounts, at ${mail('tom.reid')}.</p>`,
    expected: [['Tom Reid', 'Key Accounts', at('tom.reid')]],
  },
  {
    name: 'traps: responsible for another person: no title, and the sentence names two people',
    body: `<p>Write to Tom Reid, who is responsible for Anna Weber, at ${mail('tom.reid')}.</p>`,
    expected: [],
  },
  {
    name: 'traps: a relative clause about the reader\'s questions or with a pronoun is no title',
    body:
      `<p>Fragen beantwortet Anna Weber, die Ihre Fragen gerne beantwortet, unter ${mail('anna.weber')}.</p>` +
      `<p>Bei Problemen hilft Ihnen Paul Roth, der bei uns alles verantwortet, unter ${mail('paul.roth')}.</p>` +
      `<p>Eva Lind, som ansvarar för det, nås på ${mail('eva.lind')}.</p>`,
    expected: [
      ['Anna Weber', null, at('anna.weber')],
      ['Paul Roth', null, at('paul.roth')],
      ['Eva Lind', null, at('eva.lind')],
    ],
  },
  {
    name: 'ca: personal article before the name, the role as the subject after a semicolon',
    body: `<p>Aquest estiu el casal el porta la Mireia Soler; per a dubtes sobre horaris o menús, la coordinadora del casal us respondrà a ${mail('msoler')}.</p>`,
    expected: [['Mireia Soler', 'coordinadora del casal', at('msoler')]],
  },
  {
    name: 'en: the role as the subject with an auxiliary',
    body: `<p>Our spring school is run by Hannah Price, and for questions about places the programme coordinator will answer you at ${mail('hprice')}.</p>`,
    expected: [['Hannah Price', 'programme coordinator', at('hprice')]],
  },
  {
    name: 'es: the role as the subject of the next sentence',
    body: `<p>Lucía Navarro organiza las visitas escolares. La responsable de visitas os atiende en ${mail('lnavarro')}.</p>`,
    expected: [['Lucía Navarro', 'responsable de visitas', at('lnavarro')]],
  },
  {
    name: 'de: possessive role subject with "beantwortet Ihnen"',
    body: `<p>Seit Januar betreut Lena Hoffmann die Ausbildung; unsere Ausbildungsleiterin beantwortet Ihnen Fragen unter ${mail('l.hoffmann')}.</p>`,
    expected: [['Lena Hoffmann', 'Ausbildungsleiterin', at('l.hoffmann')]],
  },
  {
    name: 'de: a role phrase with a capitalised noun ("unsere Leiterin der Ausbildung")',
    body: `<p>Lena Hoffmann kam 2019 zu uns. Unsere Leiterin der Ausbildung beantwortet Ihnen Fragen unter ${mail('lena.hoffmann')}.</p>`,
    expected: [['Lena Hoffmann', 'Leiterin der Ausbildung', at('lena.hoffmann')]],
  },
  {
    name: 'en: the addressee of "write to" is a role phrase too',
    body: `<p>Hannah Price joined us in 2021. Please write to the office manager at ${mail('hannah.price')}.</p>`,
    expected: [['Hannah Price', 'office manager', at('hannah.price')]],
  },
  {
    name: 'ca: two titles joined by "i" in an apposition closed by a comma are one title',
    body: `<p>La Marta Soler, sòcia fundadora i directora tècnica, porta els projectes grans; li pots escriure a ${mail('martasoler')} si tens un encàrrec.</p>`,
    expected: [['Marta Soler', 'sòcia fundadora i directora tècnica', at('martasoler')]],
  },
  {
    name: 'pt: three titles joined by "e" after an honorific and the name',
    body: `<p>Para contratos, fale com a Dra. Ana Costa, tradutora juramentada e intérprete de conferência e sócia da agência, pelo e-mail ${mail('acosta')}.</p>`,
    expected: [['Ana Costa', 'tradutora juramentada e intérprete de conferência e sócia da agência', at('acosta')]],
  },
  {
    name: 'en: two titles joined by "and" after a possessive',
    body: `<p>Hannah Price, our office manager and bookkeeper, answers questions about invoices at ${mail('hprice')}.</p>`,
    expected: [['Hannah Price', 'office manager and bookkeeper', at('hprice')]],
  },
  {
    name: 'pt: the address in parentheses right after the title: the bracket is not the title\'s',
    body: `<p>A seleção é feita pela Rita Lopes, nossa analista de recrutamento (${mail('rlopes')}), que responde a todos.</p>`,
    expected: [['Rita Lopes', 'analista de recrutamento', at('rlopes')]],
  },
  {
    name: 'de: the address in parentheses after an apposition',
    body: `<p>Bewerbungen liest Anna Weber, unsere Personalreferentin (${mail('a.weber')}), persönlich.</p>`,
    expected: [['Anna Weber', 'Personalreferentin', at('a.weber')]],
  },
  {
    name: 'ca: the address\'s sentence calls the person by a given name the lists do not hold, named in full in the paragraph before',
    body: `<p>Envia’ns el CV a ${mail('feina')}; el procés el porta en Arnau Vila, responsable de persones, que et respondrà aviat.</p><p>Dubtes sobre el procés? Escriu a l'Arnau: ${mail('arnauvila')}.</p>`,
    expected: [['Arnau Vila', 'responsable de persones', at('arnauvila')]],
  },
  {
    name: 'en: a listed given name, the full name two sentences back in the paragraph before',
    body: `<p>Our hiring is led by Dana Whitfield, head of people. We answer every application.</p><p>Questions about the process? Email Dana at ${mail('dana.whitfield')}.</p>`,
    expected: [['Dana Whitfield', 'head of people', at('dana.whitfield')]],
  },
  {
    name: 'ca: a name written with the elided article ("l’Arnau Vila")',
    body: `<p>El procés el porta l’Arnau Vila, responsable de persones; li pots escriure a ${mail('arnauvila')}.</p>`,
    expected: [['Arnau Vila', 'responsable de persones', at('arnauvila')]],
  },
  {
    name: 'it: a surname with a lower-case "d’" keeps it',
    body: `<p>Per la stampa, la nostra addetta stampa Giulia d’Amico risponde a ${mail('giulia.damico')}.</p>`,
    expected: [['Giulia d’Amico', 'addetta stampa', at('giulia.damico')]],
  },
  // Traps
  {
    name: 'trap: another person named between the full name and the given name: nobody',
    body: `<p>El procés el porta en Arnau Vila, responsable de persones.</p><p>La Marta Soler porta la comptabilitat. Escriu a l'Arnau: ${mail('arnauvila')}.</p>`,
    expected: [],
  },
  {
    name: 'trap: the given name before an address not spelled from the full name: nobody',
    body: `<p>El procés el porta en Arnau Vila, responsable de persones.</p><p>Dubtes? Escriu a l'Arnau: ${mail('feina')}.</p>`,
    expected: [],
  },
  {
    name: 'trap: the paragraph before is not adjacent (a heading between): nobody',
    body: `<p>El procés el porta en Arnau Vila, responsable de persones.</p><h2>Dubtes</h2><p>Escriu a l'Arnau: ${mail('arnauvila')}.</p>`,
    expected: [],
  },
  {
    name: 'trap: "and" joining a title to a verb: the title ends before it',
    body: `<p>Hannah Price is our technical director and answers questions about the platform at ${mail('hprice')}.</p>`,
    expected: [['Hannah Price', 'technical director', at('hprice')]],
  },
  {
    name: 'a byline before a question: the address spelled from the one name two sentences back is that person\'s',
    body:
      `<footer><p>Geschreven door Wim Desmet, energieadviseur. Vragen bij dit artikel? ${mail('w.desmet')}</p></footer>` +
      `<p>Anna Weber founded the firm in 1990. Orders go to ${mail('anna.weber')}.</p>`,
    expected: [
      ['Wim Desmet', 'energieadviseur', at('w.desmet')],
      ['Anna Weber', null, at('anna.weber')],
    ],
  },
  {
    name: 'two sentences back, the one name the address spells in full, beside a place\'s name; the paper\'s name after the job is cut',
    body:
      `<p><em>Juliana Heck é repórter de Cidades do Acme, em Lajeado Norte. Tem uma sugestão de pauta sobre o trânsito na sua cidade? Escreva para ${mail('juliana.heck')}.</em></p>`,
    expected: [['Juliana Heck', 'repórter de Cidades', at('juliana.heck')]],
  },
  {
    name: 'a heading with the name, then a bio calling the person by the given name with the job and an address of the initials',
    body:
      `<div class="elementor-author-box__text"><h4 class="elementor-author-box__name">Louise Dam</h4><p class="elementor-author-box__bio">Louise er veterinærsygeplejerske hos os og står for hvalpeholdene; tilmelding og spørgsmål kan sendes til hende på ${mail('ld')}.</p></div>`,
    expected: [['Louise Dam', 'veterinærsygeplejerske', at('ld')]],
  },
  {
    name: 'trap: a bio opening with another given name than the heading\'s, or an address the heading\'s name does not spell: nobody',
    body:
      `<div><h4>Louise Dam</h4><p>Anna er veterinærsygeplejerske hos os og svarer på ${mail('ad')}.</p></div>` +
      `<div><h4>Mette Holm</h4><p>Mette er receptionist hos os og videresender til ${mail('booking')}.</p></div>`,
    expected: [],
  },
  {
    name: 'trap: a name two sentences back and an address not spelled from it, or two names: nobody',
    body: `<p>Wim Desmet joined us in 2019. Questions? ${mail('info')}</p><p>Written by Wim Desmet and Anna Smith. Questions? ${mail('w.desmet')}</p>`,
    expected: [],
  },
  {
    name: 'trap: "and" joining a title to a phrase without a title word: the title ends before it',
    body: `<p>Marta Soler, sòcia fundadora i la persona que coneix tothom, et respondrà a ${mail('martasoler')}.</p>`,
    expected: [['Marta Soler', 'sòcia fundadora', at('martasoler')]],
  },
  {
    name: 'trap: "and" joining the title to another person: nobody',
    body: `<p>Hannah Price, office manager and Tom Berg, director, answer at ${mail('hprice')}.</p>`,
    expected: [],
  },
  {
    name: 'trap: the address is not spelled from the name: neither name nor title',
    body: `<p>Aquest estiu el casal el porta la Mireia Soler; per a dubtes, la coordinadora del casal us respondrà a ${mail('casal')}.</p>`,
    expected: [],
  },
  {
    name: 'trap: two people in the sentence: nobody',
    body: `<p>Mireia Soler and Pau Vidal run the camp; the camp coordinator will answer you at ${mail('msoler')}.</p>`,
    expected: [],
  },
  {
    name: 'trap: a role subject without a job-title word gives the name only',
    body: `<p>Hannah Price runs the spring school; the team will answer you at ${mail('hprice')}.</p>`,
    expected: [['Hannah Price', null, at('hprice')]],
  },
  {
    name: 'trap: a role phrase naming someone else ("the assistant to Tom"): another person, nobody',
    body: `<p>Hannah Price joined us in 2021; the assistant to Tom will answer you at ${mail('hannah.price')}.</p>`,
    expected: [],
  },
];

describe('prose: the role as the subject of the address clause', () => {
  it.each(cases)('$name', ({ body, expected }) => {
    expect(people(body)).toEqual(expected);
  });
});

/** The person named after the address, in its sentence, whose name the address is spelled from. */
const after: { name: string; body: string; expected: Triple[] }[] = [
  {
    name: 'et: the address, a dash, then "our HR manager Eva Lepp" (the given-name mailbox)',
    body: `<p>Saada oma CV ja portfoolio hiljemalt 15. aprilliks aadressile ${mail('eva')} – kandideerijatega suhtleb meie personalijuht Eva Lepp, kes vastab kõigile.</p>`,
    expected: [['Eva Lepp', 'personalijuht', at('eva')]],
  },
  {
    name: 'en: "write to <address> and our office manager Tom Hale will reply"',
    body: `<p>Questions about billing? Write to ${mail('tom.hale')} and our office manager Tom Hale will reply within a day.</p>`,
    expected: [['Tom Hale', 'office manager', at('tom.hale')]],
  },
  {
    name: 'trap: the address is not spelled from the name after it: nobody',
    body: `<p>Write to ${mail('anna')} or call our director Eva Lepp.</p>`,
    expected: [],
  },
  {
    name: 'trap: a role mailbox before the contact person named after it: nobody',
    body: `<p>Bewerbungen an ${mail('bewerbung')}, Ansprechpartnerin ist Frau Petra Lang.</p>`,
    expected: [],
  },
  {
    name: 'trap: the name in the next sentence is not the address\'s sentence',
    body: `<p>Mail ${mail('plang')}. Petra Lang leads the team.</p>`,
    expected: [],
  },
  {
    name: 'trap: two people after the address: nobody',
    body: `<p>Send it to ${mail('eva.lepp')}; Eva Lepp and Mart Tamm read every application.</p>`,
    expected: [],
  },
];

describe('prose: the person named after the address', () => {
  it.each(after)('$name', ({ body, expected }) => {
    expect(people(body)).toEqual(expected);
  });
});
