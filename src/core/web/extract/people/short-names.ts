/**
 * Short forms of given names that the given name does not spell (pure, no I/O): "Kasia" is
 * Katarzyna, "Bob" Robert, "Pepe" José, "Kuba" Jakub. People build their own mailbox from the name
 * they are called by ("kasia@", "bob.smith@"), and a reader who knows the language reads it as the
 * name's. A prefix of the given name ("alex" for Alexander, "magda" for Magdalena) is read without
 * this list (names.ts localPartFits); only forms that are no prefix are listed, and only those a
 * speaker would tie to one given name, in the languages read (en, de, fr, es, it, pt, nl, ca, sv,
 * no, da, pl, cs, fi). Keys and forms are folded to a-z.
 */

const SHORT_FORMS_RAW: Record<string, readonly string[]> = {
  // en
  robert: ['bob', 'bobby', 'robbie'], william: ['bill', 'billy', 'liam'], richard: ['rick', 'ricky', 'dick'],
  james: ['jim', 'jimmy', 'jamie'], john: ['jack', 'johnny'], margaret: ['maggie', 'meg', 'peggy'],
  elizabeth: ['liz', 'lizzie', 'beth', 'betty', 'libby'], katherine: ['kate', 'katie', 'kathy'],
  catherine: ['kate', 'katie', 'cathy'], michael: ['mike', 'mikey'], anthony: ['tony'], edward: ['ted', 'ned', 'eddie'],
  theodore: ['ted', 'teddy'], charles: ['chuck', 'chaz'], henry: ['harry', 'hank'], lawrence: ['larry'],
  patricia: ['trish', 'patty'], rebecca: ['becky'], stephen: ['steve'], steven: ['steve'], andrew: ['andy', 'drew'],
  susan: ['sue', 'suzy'], victoria: ['vicky', 'tori'], jennifer: ['jenny'], gerald: ['jerry'], dorothy: ['dot', 'dottie'],
  // de
  johannes: ['hans', 'hannes'], johann: ['hans'], katharina: ['kathi', 'kati', 'kaethe'], elisabeth: ['lisa', 'liesel', 'elli', 'sissi', 'lies', 'liesbeth'],
  friedrich: ['fritz'], wilhelm: ['willi'], josef: ['sepp', 'peppi', 'pepa'], stefanie: ['steffi'], christine: ['tina'],
  christina: ['tina'], matthias: ['matze'], heinrich: ['heinz', 'heini'], nikolaus: ['klaus'], margarete: ['grete', 'gretel'],
  susanne: ['susi'], barbara: ['babsi', 'basia', 'bara'], dorothea: ['thea'], anton: ['toni'], sebastian: ['basti'],
  gabriele: ['gabi'], ursula: ['uschi', 'ula'], cornelia: ['conny'],
  // fr
  alexandre: ['sacha'], jacques: ['jacquot'], joseph: ['joe', 'joey'],
  // es (and Latin America), ca
  jose: ['pepe', 'chepe'], francisco: ['paco', 'pancho', 'curro', 'chico', 'xico'], guadalupe: ['lupe', 'lupita'],
  jesus: ['chucho', 'chuy'], ignacio: ['nacho'], enrique: ['quique'], manuel: ['manolo', 'manel', 'nelo'],
  dolores: ['lola'], concepcion: ['concha', 'conchita'], rosario: ['charo'], mercedes: ['merche'],
  eduardo: ['lalo', 'dudu'], guillermo: ['memo'], roberto: ['beto'], alberto: ['beto'], gonzalo: ['chalo'],
  consuelo: ['chelo'], josefa: ['pepa'], antonio: ['tono', 'toni'], josep: ['pep'], francesc: ['cesc', 'xesc'],
  montserrat: ['montse'], pilar: ['pili'], luis: ['lucho'], joaquim: ['quim'], alexandra: ['xana', 'sasha'],
  // it
  giuseppe: ['beppe', 'peppe', 'pino'], giovanni: ['gianni', 'vanni'], vincenzo: ['enzo'], domenico: ['mimmo'],
  luigi: ['gino', 'gigi'], alessandro: ['sandro'], elisabetta: ['betta'], margherita: ['rita'], filippo: ['pippo'],
  // nl
  cornelis: ['kees'], jacobus: ['koos', 'jaap'], hendrik: ['henk'], petrus: ['piet'], willem: ['wim'],
  wilhelmina: ['mien', 'wil'], adrianus: ['arie'],
  // sv, no, da, fi
  katarina: ['kajsa', 'kaisa'], katariina: ['kaisa', 'kati', 'katri'], elisabet: ['liisa', 'lisa'],
  johan: ['janne'], karl: ['kalle'], olof: ['olle'], per: ['pelle'], nils: ['nisse'], lars: ['lasse'],
  kristina: ['stina', 'kicki'], charlotte: ['lotta', 'lotte'], juhani: ['jussi'],
  // pl
  katarzyna: ['kasia', 'kaska', 'kasienka'], malgorzata: ['gosia', 'malgosia'], aleksandra: ['ola'],
  jakub: ['kuba'], tomasz: ['tomek'], agnieszka: ['aga'], elzbieta: ['ela'],
  krzysztof: ['krzysiek'], grzegorz: ['grzesiek'], wojciech: ['wojtek'], jozef: ['jozek'], stanislaw: ['staszek', 'stach'],
  aleksander: ['olek'], piotr: ['piotrek'], bartlomiej: ['bartek'], anna: ['ania', 'anka', 'anicka'], maria: ['marysia'],
  zofia: ['zosia'], jadwiga: ['jadzia'], krystyna: ['krysia'], tadeusz: ['tadek'], zbigniew: ['zbyszek'],
  wladyslaw: ['wladek'], urszula: ['ula'], jan: ['janek', 'honza'], weronika: ['wera'],
  // cs
  katerina: ['katka'], jiri: ['jirka'], vaclav: ['vasek'], jaroslav: ['jarda'], frantisek: ['franta'],
  zuzana: ['zuzka'], tereza: ['terka'], lucie: ['lucka'], veronika: ['verca'], michaela: ['misa'], vojtech: ['vojta'],
  ondrej: ['ondra'], kristyna: ['tyna'], barbora: ['bara'], hana: ['hanka'], ludmila: ['lida'],
};

const SHORT_FORMS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(SHORT_FORMS_RAW));

/** Folded to a-z (ł -> l, ø -> o, accents off). */
function plain(s: string): string {
  return s
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/g, '');
}

/** The short forms of a given name ("Katarzyna" -> kasia, kaska, kasienka), folded; none when it has none. */
export function shortFormsOf(givenName: string): readonly string[] {
  return SHORT_FORMS.get(plain(givenName)) ?? [];
}
