/**
 * What readSite makes of the people extractor's names: first and last name without honorifics,
 * the title as printed, and no person for a role mailbox even when the page writes a name beside it.
 */
import { describe, expect, it } from 'vitest';
import { readSite } from './site-reader.js';
import type { CrawledPage, CrawlResult } from './crawl/index.js';

const HOST = 'acme.test';

function read(body: string, lang = 'de'): Record<string, [string | null, string | null, string | null] | null> {
  const page: CrawledPage = {
    url: `http://${HOST}/kontakt`,
    status: 200,
    headers: {},
    html: `<!doctype html><html lang="${lang}"><head><meta property="og:site_name" content="Acme"></head><body>${body}</body></html>`,
    fetchedAt: new Date(0),
  };
  // Only the fields readSite reads; the crawl result may carry more.
  const crawl = { domain: HOST, siteHost: HOST, aliases: [], pages: [page], skipped: [], failure: null } as unknown as CrawlResult;
  const findings = readSite(crawl, { mx: [], txt: [] });
  return Object.fromEntries(findings.addresses.map((a) => [a.address, a.person === null ? null : [a.person.firstName, a.person.lastName, a.person.title]]));
}

describe('readSite: people beside addresses', () => {
  it("a team page's card replaces an earlier page's sentence about the same person", () => {
    const page = (path: string, lang: string, body: string): CrawledPage => ({
      url: `http://${HOST}${path}`,
      status: 200,
      headers: {},
      html: `<!doctype html><html lang="${lang}"><head><meta property="og:site_name" content="Acme"></head><body><main>${body}</main></body></html>`,
      fetchedAt: new Date(0),
    });
    const pages = [
      page('/new-patients', 'en', `<p>For English-language appointments, contact Sophie Lambert, Physiotherapist – vestibular rehabilitation: <a href="mailto:sophie.lambert@${HOST}">sophie.lambert@${HOST}</a></p>`),
      page('/equipe', 'fr', `<div class="summary-item"><div class="summary-title">Sophie Lambert</div><div class="summary-excerpt"><p>Kinésithérapeute – rééducation vestibulaire</p><p><a href="mailto:sophie.lambert@${HOST}">sophie.lambert@${HOST}</a></p></div></div>`),
    ];
    const crawl = { domain: HOST, siteHost: HOST, aliases: [], pages, skipped: [], failure: null } as unknown as CrawlResult;
    const person = readSite(crawl, { mx: [], txt: [] }).addresses.find((a) => a.address === `sophie.lambert@${HOST}`)?.person;
    expect([person?.firstName, person?.lastName, person?.title]).toEqual(['Sophie', 'Lambert', 'Kinésithérapeute – rééducation vestibulaire']);
  });

  it('honorifics and post-nominals are not name parts', () => {
    expect(
      read(
        `<section class="doctor"><h2>Dr. Rachel Kim, DDS</h2><p class="subtitle">Practice Owner</p><p><a href="mailto:rkim@${HOST}">rkim@${HOST}</a></p></section>` +
          `<p>Pressekontakt: Prof. Dr. Julia Brandt, Leiterin Unternehmenskommunikation, <a href="mailto:julia.brandt@${HOST}">julia.brandt@${HOST}</a></p>`,
      ),
    ).toEqual({
      [`rkim@${HOST}`]: ['Rachel', 'Kim', 'Practice Owner'],
      [`julia.brandt@${HOST}`]: ['Julia', 'Brandt', 'Leiterin Unternehmenskommunikation'],
    });
  });

  it('an RDFa Person without a job, in a definition list whose term is the job: the page\'s job', () => {
    expect(
      read(
        `<dl><dt>Directora</dt><dd vocab="http://schema.org/" typeof="Person"><span property="name">Montserrat Vila i Casals</span><br><a href="mailto:montserrat@${HOST}" property="email">montserrat@${HOST}</a></dd>` +
          `<dt>Cap d'administració</dt><dd vocab="http://schema.org/" typeof="Person"><span property="name">Rosa Camps</span> <span property="jobTitle">Administradora</span><br><a href="mailto:rosa@${HOST}" property="email">rosa@${HOST}</a></dd></dl>`,
        'ca',
      ),
    ).toEqual({
      [`montserrat@${HOST}`]: ['Montserrat', 'Vila i Casals', 'Directora'],
      [`rosa@${HOST}`]: ['Rosa', 'Camps', 'Administradora'],
    });
  });

  it('an RDFa Person the page names too is split as the page\'s language writes names (Hungarian: family name first)', () => {
    expect(
      read(
        `<div vocab="http://schema.org/" typeof="Person"><h3 property="name">Szalai Gábor</h3><p>ügyvezető</p><p><a href="mailto:szalai.gabor@${HOST}" property="email">szalai.gabor@${HOST}</a></p></div>`,
        'hu',
      ),
    ).toEqual({ [`szalai.gabor@${HOST}`]: ['Gábor', 'Szalai', 'ügyvezető'] });
  });

  it("a label line's town after the street is no title; the label that is a title is the post; fields split by middle dots", () => {
    expect(
      read(
        `<p>Encarregado pelo tratamento de dados pessoais (DPO): Dr. Otávio Pires, Av. do Contorno, 6.594, sala 1.102, Belo Horizonte/MG, tel. (31) 3261-4080, e-mail <a href="mailto:otavio.pires@${HOST}">otavio.pires@${HOST}</a></p>` +
          `<p><strong>Reservas:</strong> Carolina Méndez · Gerente de Enoturismo · Ruta Provincial 89 km 12, Gualtallary · +54 9 261 555-0142 · <a href="mailto:carolina@${HOST}">carolina@${HOST}</a></p>` +
          // A title written after the street with a job word is still the title; a town is not.
          `<p>Vertrieb: Anna Weber, Hauptstraße 4, Köln, <a href="mailto:anna.weber@${HOST}">anna.weber@${HOST}</a></p>`,
        'pt',
      ),
    ).toEqual({
      [`otavio.pires@${HOST}`]: ['Otávio', 'Pires', 'Encarregado pelo tratamento de dados pessoais (DPO)'],
      [`carolina@${HOST}`]: ['Carolina', 'Méndez', 'Gerente de Enoturismo'],
      [`anna.weber@${HOST}`]: ['Anna', 'Weber', null],
    });
  });

  it("a card with a desk's address beside the person's: the person's for the address spelled from the name only", () => {
    expect(
      read(
        `<div class="box"><figure><img src="/a.jpg" alt=""></figure><div class="box-content"><h3>Laura Zanatta</h3><p>Responsabile reparto CAD/CAM<br><a href="mailto:l.zanatta@${HOST}">l.zanatta@${HOST}</a><br><small>Invio file STL e scansioni intraorali: <a href="mailto:scansioni@${HOST}">scansioni@${HOST}</a></small></p></div></div>` +
          `<div class="box"><div class="box-content"><h3>Odt. Silvia Baldan</h3><p>Ceramista, reparto estetica<br><a href="mailto:s.baldan@${HOST}">s.baldan@${HOST}</a></p></div></div>` +
          // Two addresses, neither spelled from the card's name: no one's.
          `<div class="box"><div class="box-content"><h3>Marco Rossi</h3><p>Titolare<br><a href="mailto:ordini@${HOST}">ordini@${HOST}</a><br><a href="mailto:fatture@${HOST}">fatture@${HOST}</a></p></div></div>`,
        'it',
      ),
    ).toEqual({
      [`l.zanatta@${HOST}`]: ['Laura', 'Zanatta', 'Responsabile reparto CAD/CAM'],
      [`scansioni@${HOST}`]: null,
      [`s.baldan@${HOST}`]: ['Silvia', 'Baldan', 'Ceramista, reparto estetica'],
      [`ordini@${HOST}`]: null,
      [`fatture@${HOST}`]: null,
    });
  });

  it('a table of professionals with a Profession column: the column is the title, not the credential after the name', () => {
    expect(
      read(
        `<table><thead><tr><th>Professionnel·le</th><th>Profession</th><th>Courriel</th></tr></thead><tbody>` +
          `<tr><td>Karine Lévesque, IPSPL</td><td>Infirmière praticienne spécialisée en soins de première ligne</td><td><a href="mailto:klevesque@${HOST}">klevesque@${HOST}</a></td></tr>` +
          `<tr><td>Émilie Gagné</td><td>Nutritionniste</td><td><a href="mailto:egagne@${HOST}">egagne@${HOST}</a></td></tr></tbody></table>`,
        'fr',
      ),
    ).toEqual({
      [`klevesque@${HOST}`]: ['Karine', 'Lévesque', 'Infirmière praticienne spécialisée en soins de première ligne'],
      [`egagne@${HOST}`]: ['Émilie', 'Gagné', 'Nutritionniste'],
    });
  });

  it('jobs no list held before: a label of its own ("Förläggare:"), a compound in prose, a job after a Hungarian name, credentials of abbreviations', () => {
    expect(
      read(
        `<p>Förläggare: Karin Sjöberg, <a href="mailto:karin@${HOST}">karin@${HOST}</a></p>` +
          `<p>Spørgsmål om tilmelding besvares af vores kursussekretær Hanne Møller på <a href="mailto:hanne@${HOST}">hanne@${HOST}</a>.</p>` +
          `<p>Coordonnatrice des soins infirmiers : Marie-Ève Pelletier, inf. B. Sc. – <a href="mailto:mpelletier@${HOST}">mpelletier@${HOST}</a> – poste 230</p>`,
        'sv',
      ),
    ).toEqual({
      [`karin@${HOST}`]: ['Karin', 'Sjöberg', 'Förläggare'],
      [`hanne@${HOST}`]: ['Hanne', 'Møller', 'kursussekretær'],
      [`mpelletier@${HOST}`]: ['Marie-Ève', 'Pelletier', 'Coordonnatrice des soins infirmiers'],
    });
    expect(
      read(
        `<p>Adatvédelmi kapcsolattartó: dr. Bíró Anna jogtanácsos, 6720 Szeged, Kárász utca 9., e-mail: <a href="mailto:biro.anna@${HOST}">biro.anna@${HOST}</a></p>` +
          `<p>Írjon nyugodtan Horváth Dóra adótanácsadó kolléganőnknek a <a href="mailto:horvath.dora@${HOST}">horvath.dora@${HOST}</a> címre.</p>`,
        'hu',
      ),
    ).toEqual({
      [`biro.anna@${HOST}`]: ['Anna', 'Bíró', 'jogtanácsos'],
      [`horvath.dora@${HOST}`]: ['Dóra', 'Horváth', 'adótanácsadó'],
    });
  });

  it("a card's title-class name no list holds, tied by a given-name mailbox; a Hungarian job's field adjective after the name", () => {
    expect(
      read(
        `<div class="summary-item"><div class="summary-content"><div class="summary-title">Getter Kuusk</div><div class="summary-excerpt"><p>loovjuht</p><p><a href="mailto:getter@${HOST}">getter@${HOST}</a></p></div></div></div>` +
          `<div class="summary-item"><div class="summary-content"><div class="summary-title">Ott Kivi</div><div class="summary-excerpt"><p>heli- ja valgustehnik</p><p><a href="mailto:ott@${HOST}">ott@${HOST}</a></p></div></div></div>` +
          // Not spelled from the name: no one's.
          `<div class="summary-item"><div class="summary-content"><div class="summary-title">Tõnis Mägi</div><div class="summary-excerpt"><p>helirežissöör</p><p><a href="mailto:stuudio@${HOST}">stuudio@${HOST}</a></p></div></div></div>`,
        'et',
      ),
    ).toEqual({
      [`getter@${HOST}`]: ['Getter', 'Kuusk', 'loovjuht'],
      [`ott@${HOST}`]: ['Ott', 'Kivi', 'heli- ja valgustehnik'],
      [`stuudio@${HOST}`]: null,
    });
    expect(
      read(`<p>A vállalati nyelvképzéseket Varga Tamás képzési tanácsadó szervezi; írjon neki a <a href="mailto:varga.tamas@${HOST}">varga.tamas@${HOST}</a> címre.</p>`, 'hu'),
    ).toEqual({ [`varga.tamas@${HOST}`]: ['Tamás', 'Varga', 'képzési tanácsadó'] });
  });

  it('a role mailbox gets no person, whatever the line beside it says', () => {
    expect(
      read(
        `<p>Pressekontakt: Anna Weber, Referentin, <a href="mailto:presse@${HOST}">presse@${HOST}</a></p>` +
          `<p>Kontakt: Jonas Weber, Teamleiter Service, <a href="mailto:info@${HOST}">info@${HOST}</a></p>` +
          `<table><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr><tr><td>Ben Kurz</td><td>Vertriebsleiter</td><td><a href="mailto:vertrieb@${HOST}">vertrieb@${HOST}</a></td></tr></table>`,
      ),
    ).toEqual({ [`presse@${HOST}`]: null, [`info@${HOST}`]: null, [`vertrieb@${HOST}`]: null });
  });

  it("a staff table's row gives a role mailbox named after the whole job in it to the person in it; one named after something else stays no one's", () => {
    expect(
      read(
        `<table><tr><th>Càrrec</th><th>Nom</th><th>Correu</th></tr><tr><td>President</td><td>Marc Pujol</td><td><a href="mailto:presidencia@${HOST}">presidencia@${HOST}</a></td></tr>` +
          `<tr><td>Cap de comunicació</td><td>Anna Roig</td><td><a href="mailto:info@${HOST}">info@${HOST}</a></td></tr></table>`,
        'ca',
      ),
    ).toEqual({ [`presidencia@${HOST}`]: ['Marc', 'Pujol', 'President'], [`info@${HOST}`]: null });
  });

  it('a role mailbox structured data gives to a Person whose job it is named after is that Person\'s; another role mailbox is still no one\'s', () => {
    const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    expect(
      read(
        ld({
          '@context': 'https://schema.org',
          '@type': 'Winery',
          name: 'Acme Pince Kft.',
          department: [{ '@type': 'Organization', name: 'Export', employee: [{ '@type': 'Person', name: 'Szabó Eszter', jobTitle: 'exportfelelős', email: `export@${HOST}` }] }],
          founder: { '@type': 'Person', name: 'Kovács Anna', jobTitle: 'ügyvezető', email: `info@${HOST}` },
        }) + `<p>Kovács Anna, borász, <a href="mailto:kovacs.anna@${HOST}">kovacs.anna@${HOST}</a></p>`,
        'hu',
      ),
    ).toEqual({ [`export@${HOST}`]: ['Eszter', 'Szabó', 'exportfelelős'], [`info@${HOST}`]: null, [`kovacs.anna@${HOST}`]: ['Anna', 'Kovács', 'borász'] });
  });

  it('a role mailbox alone on a person\'s card, named after the job that card gives, is that person\'s; on a line, or under another job, it is no one\'s', () => {
    const card = (name: string, job: string, local: string): string =>
      `<div class="tag"><h3>${name}</h3><p class="beosztas">${job}</p><p><a href="mailto:${local}@${HOST}">${local}@${HOST}</a></p></div>`;
    expect(read(card('Horváth Lili', 'címketervező és marketing', 'marketing') + card('Kiss Dániel', 'üzemvezető', 'info'), 'hu')).toEqual({
      [`marketing@${HOST}`]: ['Lili', 'Horváth', 'címketervező és marketing'],
      [`info@${HOST}`]: null,
    });
    expect(read(`<p>Anna Weber, Pressesprecherin, <a href="mailto:presse@${HOST}">presse@${HOST}</a></p>` + card('Jonas Kurz', 'Geschäftsführer', 'vertrieb'))).toEqual({
      [`presse@${HOST}`]: null,
      [`vertrieb@${HOST}`]: null,
    });
  });

  it('a mailbox alone on a person\'s card, neither a role\'s nor spelled from another name, is that person\'s; beside a name on a line, or spelled from a colleague\'s name, it is not', () => {
    const card = (name: string, job: string, local: string): string =>
      `<div class="tag"><h3>${name}</h3><p class="beosztas">${job}</p><p><a href="mailto:${local}@${HOST}">${local}@${HOST}</a></p></div>`;
    expect(read(card('Kiss Dániel', 'lepárlókezelő', 'fozde') + card('Tóth Ádám', 'pincemester', 'petra.lang'), 'hu')).toEqual({
      [`fozde@${HOST}`]: ['Dániel', 'Kiss', 'lepárlókezelő'],
      [`petra.lang@${HOST}`]: null,
    });
    expect(read(`<p>Anna Weber, Projektleiterin, <a href="mailto:werkstatt@${HOST}">werkstatt@${HOST}</a></p>`)).toEqual({ [`werkstatt@${HOST}`]: null });
  });
  it("a label line's job with its area after a comma, a dash or in brackets is the whole label; a note that is a name is not", () => {
    const line = (label: string, name: string, local: string): string => `<p><strong>${label}:</strong> ${name}, <a href="mailto:${local}@${HOST}">${local}@${HOST}</a></p>`;
    expect(
      read(
        line('Reserves Ranger, Northern Coast', 'Kirsten Dobbie', 'kirsten.dobbie') +
          line('Principal Advisor – Cemeteries &amp; Crematorium', 'Hemi Walker', 'hemi.walker') +
          line('Arborist (Council Trees)', 'Sione Taufa', 'sione.taufa') +
          line('Anna Weber, Hamburg', 'Jan Roth', 'jan.roth'),
        'en',
      ),
    ).toEqual({
      [`kirsten.dobbie@${HOST}`]: ['Kirsten', 'Dobbie', 'Reserves Ranger, Northern Coast'],
      [`hemi.walker@${HOST}`]: ['Hemi', 'Walker', 'Principal Advisor – Cemeteries & Crematorium'],
      [`sione.taufa@${HOST}`]: ['Sione', 'Taufa', 'Arborist (Council Trees)'],
      [`jan.roth@${HOST}`]: ['Jan', 'Roth', null],
    });
  });

  it("a description's line whose words only look like a name (\"Tierärztin, Schwerpunkt Kardiologie\") gives way to the list's term that names the person", () => {
    expect(
      read(`<dl class="team"><dt>Katharina Brandt</dt><dd>Tierärztin, Schwerpunkt Kardiologie<br><a href="mailto:katharina.brandt@${HOST}">katharina.brandt@${HOST}</a></dd></dl>`),
    ).toEqual({ [`katharina.brandt@${HOST}`]: ['Katharina', 'Brandt', 'Tierärztin, Schwerpunkt Kardiologie'] });
  });
});
