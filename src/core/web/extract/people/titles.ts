/**
 * Job titles, and the labels written beside them, in the languages the crawler reads (en, de,
 * fr, es, it, pt, nl, ca, sv, no, da, pl).
 *
 * A title is given as the page prints it, trimmed of the punctuation around it. Where the
 * structure alone says "this is the title" (a card's subtitle, a table's Function column, a
 * definition list's term) any short text shaped like a title is taken ("Fundraising und
 * Stiftungskooperationen"); in running text and on label lines, where a phrase could be anything,
 * it must hold a job-title word (TITLE_WORDS, or a compound ending as one: Vertriebsleiter,
 * Personalreferentin, kundeservicemedarbejder, Nettbutikkansvarlig). Title words are never name
 * words, so surnames that are also trades (Baker, Cook, Meister, Koch, Fischer, Lehrer, Clerc,
 * Contador) are left out, and no compound ending is one a common surname ends in (-meister).
 */
import { OCCUPATION_ENDINGS, OCCUPATION_NAME_WORDS, OCCUPATION_WORDS } from './occupations.js';
import { findAddressesInText } from '../emails.js';
import { isPostNominal } from './honorifics.js';
import { isGivenName } from '../../../identity/given-names.js';
import { collapse, fold, words } from './text.js';

const TITLE_WORDS_RAW = [
  // en
  'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'cso', 'cpo', 'cro', 'vp', 'svp', 'evp', 'md', 'chief', 'head', 'lead',
  'leader', 'manager', 'director', 'president', 'vice', 'founder', 'cofounder', 'owner', 'proprietor', 'partner',
  'principal', 'associate', 'officer', 'engineer', 'developer', 'analyst', 'scientist', 'researcher', 'nurse',
  'physician', 'doctor', 'surgeon', 'dentist', 'orthodontist', 'hygienist', 'therapist', 'physiotherapist',
  'psychologist', 'pharmacist', 'veterinarian', 'optometrist', 'midwife', 'counsel', 'attorney', 'lawyer',
  'solicitor', 'barrister', 'paralegal', 'notary', 'specialist', 'consultant', 'advisor', 'adviser', 'counsellor',
  'counselor', 'coordinator', 'administrator', 'assistant', 'secretary', 'receptionist', 'designer', 'architect',
  'accountant', 'bookkeeper', 'auditor', 'controller', 'comptroller', 'actuary', 'economist', 'recruiter', 'editor',
  'journalist', 'photographer', 'translator', 'librarian', 'curator', 'producer', 'representative', 'executive',
  'intern', 'internship', 'student', 'trainee', 'apprentice', 'treasurer', 'handler', 'coxswain', 'rep', 'recorder', 'alderman', 'alderwoman', 'warden', 'trustee', 'chair', 'chairman',
  // Scotland: a property factor manages a building's common parts for its owners; an estate's factor
  'factor',
  // support, care and youth workers ("Family Support Worker", "Social Worker")
  'worker',
  // musicians of choirs, orchestras and churches (de, nl, sv, no, da, cs, pl: Dirigent)
  'pianist', 'pianistin', 'accompanist', 'violinist', 'cellist', 'vocalist', 'singer', 'musician', 'composer', 'choirmaster',
  'répétiteur', 'dirigent', 'dirigentin', 'sängerin', 'musiker', 'musikerin', 'komponist', 'komponistin',
  // trades, care, church, school and hospitality jobs of the languages read (not the ones that are
  // common family names: Metzger, Fleischer, Glaser, Schlosser, Brauer, Förster, Winzer, Bakker, Kok,
  // Boer, Koster, Brouwer, Boucher, Couvreur, Baker, Gartner, Bonde, Kantor, Kaplan)
  // de
  'buchhalter', 'buchhalterin', 'logopäde', 'logopädin', 'hausmeisterin', 'köchin', 'servicekraft', 'fahrerin',
  'kraftfahrer', 'berufskraftfahrer', 'busfahrer', 'lagerist', 'lageristin', 'malerin', 'gärtnerin', 'kosmetikerin',
  'fotograf', 'fotografin', 'grafiker', 'grafikerin', 'texter', 'texterin', 'lektor', 'lektorin', 'pfarrer',
  'pfarrerin', 'diakon', 'diakonin', 'organist', 'organistin', 'kantorin', 'küsterin', 'mesnerin', 'pastorin',
  'sozialarbeiter', 'sozialarbeiterin', 'heilpraktiker', 'heilpraktikerin', 'psychologin', 'tagesmutter',
  'floristin', 'goldschmiedin', 'hörakustiker', 'elektroniker', 'anlagenmechaniker', 'fliesenleger', 'bauzeichner',
  'bauzeichnerin', 'hotelfachfrau', 'hotelfachmann', 'restaurantfachfrau', 'winzerin', 'kellermeister', 'brauerin',
  'braumeister', 'dozent', 'dozentin', 'kassiererin',
  // nl
  'boekhoudster', 'chauffeuse', 'schilderes', 'hovenier', 'kapster', 'fotografe', 'predikant', 'dominee', 'pastoor', 'kapelaan', 'diaken', 'parochieassistent', 'parochiesecretaris',
  'organiste', 'kleuterleidster', 'logopedist', 'psycholoog', 'psychologe', 'tandartsassistente',
  'praktijkondersteuner', 'bloemist', 'elektricien', 'tegelzetter', 'chef-kok', 'gastvrouw', 'gastheer', 'tuinder',
  'vrijwilliger',
  // fr
  'réceptionniste', 'chauffeur', 'magasinier', 'jardinière', 'paysagiste', 'esthéticienne', 'prêtre',
  'diacre', 'professeure', 'institutrice', 'puéricultrice', 'kiné', 'orthophoniste', 'ergothérapeute', 'psychologue',
  'psychomotricienne', 'sage-femme', 'aide-soignante', 'préparatrice', 'fleuriste', 'maçon', 'carreleur',
  'serrurier', 'chauffagiste', 'vigneron', 'vigneronne', 'caviste', 'brasseur', 'agriculteur', 'bénévole',
  'entraîneur', 'entraîneuse',
  // es
  'conductor', 'chófer', 'almacenero', 'jardinero', 'esteticista', 'organista', 'sacerdote', 'párroco', 'diácono',
  'educador', 'educadora', 'logopeda', 'terapeuta', 'matrona', 'carnicero', 'florista', 'albañil', 'sumiller',
  'agricultor', 'voluntario', 'voluntaria',
  // it
  'autista', 'magazziniere', 'giardiniere', 'estetista',
  'professore', 'professoressa', 'educatore', 'fisioterapista', 'logopedista', 'macellaio', 'fioraio', 'muratore',
  'agricoltore', 'presidentessa', 'volontario', 'volontaria',
  // pt
  'motorista', 'jardineiro', 'pároco',
  'pasteleiro', 'talhante', 'canalizador', 'pedreiro', 'arquivista',
  // sv
  'chaufför', 'lagerarbetare', 'målare', 'trädgårdsmästare', 'präst',
  'förskollärare', 'barnskötare', 'fritidspedagog', 'logoped', 'psykolog', 'slaktare', 'florist', 'servitör',
  'ledamot', 'volontär',
  // no
  'sjåfør', 'prest', 'barnehagelærer', 'farmasøyt',
  'slakter', 'kokk', 'bibliotekar', 'arkivar', 'styremedlem', 'frivillig', 'instruktør',
  // da
  'chauffør', 'præst', 'sognepræst', 'kirketjener', 'kordegn', 'pædagog',
  'pædagogmedhjælper', 'bager', 'slagter', 'blomsterbinder', 'tjener', 'landmand',
  'næstformand', 'bestyrelsesmedlem', 'træner',
  // pl
  'kierowca', 'magazynier', 'malarz', 'ogrodnik', 'kosmetyczka', 'ksiądz', 'proboszcz', 'wikariusz',
  'wychowawczyni', 'fizjoterapeutka', 'psycholog', 'psycholożka', 'cukiernik',
  'rzeźnik', 'florystka', 'hydraulik', 'elektryk', 'murarz', 'kelner', 'kelnerka', 'winiarz', 'rolnik',
  'wolontariusz',
  // cs
  'řidič', 'skladník', 'malíř', 'zahradník', 'kosmetička', 'farář', 'jáhen', 'varhaník', 'učitel',
  'učitelka', 'vychovatelka', 'fyzioterapeutka', 'cukrář', 'řezník',
  'instalatér', 'elektrikář', 'truhlář', 'zedník', 'číšník', 'servírka', 'someliér', 'vinař',
  'zemědělec', 'průvodce', 'tajemník', 'dobrovolník',
  // fi
  'vastaanottovirkailija', 'kuljettaja', 'varastotyöntekijä', 'maalari', 'puutarhuri', 'kosmetologi', 'valokuvaaja',
  'pappi', 'kirkkoherra', 'diakoni', 'kanttori', 'urkuri', 'lastentarhanopettaja', 'psykologi', 'farmaseutti',
  'kondiittori', 'lihanleikkaaja', 'floristi', 'putkimies', 'muurari', 'viljelijä', 'vapaaehtoinen',
  // the common office, technical and sales jobs, in the languages read, masculine and feminine
  // (the lists held some forms and not others: "technicienne" but not "technicien")
  'facilitator', 'strategist', 'planner', 'scheduler', 'estimator', 'dispatcher', 'programmer', 'technician', 'supervisor', 'inspector',
  'spécialiste', 'administrateur', 'administratrice', 'technicien', 'développeur', 'développeuse', 'analyste', 'superviseur',
  'superviseuse', 'programmeur', 'programmeuse', 'commercial', 'commerciale', 'comptable', 'juriste', 'formateur', 'formatrice',
  'chargé', 'chargée', 'attaché', 'attachée', 'collaborateur', 'collaboratrice', 'gestionnaire', 'rédacteur', 'rédactrice',
  'asistente', 'desarrollador', 'desarrolladora', 'diseñador', 'diseñadora', 'representante', 'asociado', 'asociada',
  // a law firm's associates in Portuguese, Catalan and Italian ("Associado Sénior", "Associat", "Associata")
  'associado', 'associada', 'associat', 'associato', 'associata',
  // a Portuguese ombudsman or a Misericórdia's head ("Provedor do Associado", "Provedora da Santa Casa")
  'provedor', 'provedora',
  'funcionario', 'funcionaria', 'estratega', 'planificador', 'planificadora', 'programador', 'programadora', 'contable',
  'administrativo', 'administrativa', 'comercial', 'técnico', 'técnica', 'auxiliar', 'encargado', 'encargada', 'gestor', 'gestora',
  'sviluppatore', 'sviluppatrice', 'progettista', 'programmatore', 'programmatrice', 'impiegato',
  'contabile', 'amministrativo', 'amministrativa', 'collaboratore', 'addetto', 'addetta',
  'desenvolvedor', 'desenvolvedora', 'assistente', 'contabilista',
  'ontwikkelaar', 'vormgever', 'ontwerper', 'werkvoorbereider', 'calculator', 'administratief',
  'boekhouder', 'verkoper', 'monteur', 'beheerder', 'medewerkster',
  'planerare', 'representant', 'producent', 'systemutvecklare', 'programmerare', 'ekonomiassistent', 'säljare', 'inköpare',
  'projektör', 'konstruktör', 'handläggare', 'samordnare', 'programmør', 'systemudvikler', 'konstruktør', 'planlægger',
  'planlegger', 'selger', 'regnskapsfører', 'bogholder', 'økonom', 'ekonom',
  'programista', 'programistka', 'projektantka', 'analityk', 'analityczka', 'handlowiec', 'technolog', 'referent',
  'programátor', 'analytik', 'analytička', 'technik', 'referentka', 'obchodník', 'obchodnice',
  'ohjelmoija', 'suunnittelija', 'myyjä', 'analyytikko', 'sihteeri', 'kirjanpitäjä', 'asentaja', 'teknikko',
  // a club's or an association's board (ca, es, fr, it, pt, no, da, pl, cs): treasurers and members
  'tresorer', 'tresorera', 'tesorero', 'tesorera', 'trésorier', 'trésorière', 'tesoriere', 'tesoureiro', 'tesoureira',
  // da, no: a trainee lawyer or a clerk with power of attorney ("advokatfuldmægtig", "fullmektig")
  'fuldmægtig', 'fullmektig', 'advokatfuldmægtig', 'advokatfullmektig',
  'kasserer', 'kasserar', 'skarbnik', 'pokladník', 'pokladní', 'rahastonhoitaja', 'vocal', 'vogal',
  // a fishermen's guild's head and its deputy (es "Patrón Mayor", pt "patrão"), a fire brigade's
  // or a company's commander (es, pt, it)
  'patrón', 'patrona', 'vicepatrón', 'vicepatrona', 'patrão', 'comandante', 'subcomandante', 'vicecomandante',
  'chairwoman', 'chairperson', 'superintendent', 'foreman', 'mechanic', 'electrician', 'fellow',
  'professor', 'lecturer', 'teacher', 'instructor', 'trainer', 'coach', 'buyer', 'purchaser',
  'evangelist', 'ambassador', 'clerk', 'registrar', 'spokesperson', 'spokesman', 'spokeswoman',
  'agent', 'broker', 'realtor', 'surveyor', 'underwriter', 'operator', 'concierge',
  'marketer', 'salesperson', 'merchandiser', 'liaison', 'deputy', 'commissioner', 'ombudsman', 'ombudsperson',
  'barista', 'roaster', 'chef', 'resepsjonist', 'rezeptionist', 'rezeptionistin',
  // de
  'geschäftsführer', 'geschäftsführerin', 'inhaber', 'inhaberin', 'gründer', 'gründerin', 'mitgründer',
  'mitgründerin', 'vorstand', 'vorsitzender', 'vorsitzende', 'leiter', 'leiterin', 'leitung', 'prokurist',
  'prokuristin', 'gesellschafter', 'gesellschafterin', 'direktor', 'direktorin', 'präsident', 'präsidentin',
  'managerin', 'partnerin', 'referentin', 'sprecher', 'sprecherin', 'berater', 'beraterin',
  'koordinator', 'koordinatorin', 'koordination', 'assistent', 'assistentin', 'assistenz', 'sekretärin',
  'sekretariat', 'sachbearbeiter', 'sachbearbeiterin', 'mitarbeiter', 'mitarbeiterin', 'entwickler',
  'entwicklerin', 'ingenieur', 'ingenieurin', 'techniker', 'technikerin', 'mechatroniker', 'einkäufer',
  'einkäuferin', 'verkäufer', 'verkäuferin', 'disponent', 'disponentin', 'rechtsanwalt', 'rechtsanwältin',
  'anwalt', 'anwältin', 'notar', 'notarin', 'steuerberater', 'steuerberaterin', 'wirtschaftsprüfer', 'architektin',
  'redakteur', 'redakteurin', 'arzt', 'ärztin', 'zahnarzt', 'zahnärztin', 'therapeut', 'therapeutin', 'apotheker',
  'apothekerin', 'praktikant', 'praktikantin', 'werkstudent', 'werkstudentin', 'auszubildender', 'auszubildende',
  'azubi', 'beauftragter', 'beauftragte', 'schatzmeister', 'schatzmeisterin', 'spezialist', 'spezialistin',
  'betreuung', 'betreuer', 'betreuerin', 'analytiker',
  // de, at, ch: clubs and associations (Kassier is Austrian and Swiss for treasurer), care, teaching
  'kassier', 'kassierin', 'kassenwart', 'kassenwartin', 'obmann', 'obfrau', 'schriftführer', 'schriftführerin',
  // ch: the apprentices' trainer (Berufsbildner), as the Swiss vocational system names the post
  'berufsbildner', 'berufsbildnerin', 'ausbilder', 'ausbildner', 'ausbildnerin',
  'beisitzer', 'beisitzerin', 'fachanwalt', 'fachanwältin', 'erzieher', 'erzieherin', 'pädagoge', 'pädagogin',
  'fachkraft', 'lehrkraft', 'pflegekraft', 'bürokraft', 'lehrerin', 'dolmetscher', 'dolmetscherin',
  'übersetzer', 'übersetzerin', 'gutachter', 'gutachterin', 'sachverständiger', 'sachverständige', 'produzent',
  'produzentin',
  // fr
  'directeur', 'directrice', 'gérant', 'gérante', 'cogérant', 'cogérante', 'responsable',
  'cheffe', 'assistante', 'architecte', 'ingénieure', 'associé', 'associée', 'fondateur', 'fondatrice',
  'cofondateur', 'cofondatrice', 'présidente', 'secrétaire', 'secrétariat', 'avocat',
  'avocate', 'notaire', 'conseiller', 'conseillère', 'consultante', 'technicienne',
  'dessinateur', 'dessinatrice', 'projeteur', 'projeteuse', 'économiste', 'urbaniste', 'stagiaire',
  'délégué', 'déléguée', 'coordinateur', 'coordinatrice', 'animateur',
  'animatrice', 'infirmier', 'infirmière', 'médecin', 'dentiste', 'pharmacien', 'pharmacienne', 'vétérinaire',
  'éducateur', 'éducatrice', 'adjoint', 'adjointe', 'conducteur', 'conductrice', 'pdg', 'dg', 'drh', 'daf',
  'producteur', 'productrice', 'négociateur', 'négociatrice', 'référente', 'enseignant',
  'enseignante', 'kinésithérapeute', 'ostéopathe', 'opticien', 'opticienne',
  // es, ca
  'directora', 'gerente', 'gerent', 'jefe', 'jefa', 'cap', 'encarregat', 'encarregada',
  'coordinador', 'coordinadora', 'tècnic', 'asesor', 'asesora', 'assessor',
  'assessora', 'consultor', 'consultora', 'abogado', 'abogada', 'advocat', 'advocada',
  'administratiu', 'secretario', 'secretaria', 'secretari', 'socio', 'socia',
  'soci', 'fundador', 'fundadora', 'cofundador', 'cofundadora', 'presidenta', 'vendedor', 'vendedora',
  // pt, es, it: a diocese's and a parish's offices ("Vigário Geral", "Chanceler", "Ecónomo Diocesano", "Párroco")
  'vigário', 'chanceler', 'canciller', 'ecónomo', 'pároco', 'párroco', 'capelão', 'capellán',
  'cappellano', 'diácono', 'diacono', 'cónego', 'canónigo',
  // pt, es, ca, it, fr: a desk named by its function, as a record's label or a list's term ("Coordenação
  // de Exames", "Coordinación de Calidad", "Direzione sanitaria"); not "dirección"/"direcció" (an address)
  'coordenação', 'coordinación', 'coordinació', 'coordinamento', 'coordination', 'direção', 'direzione', 'gerência', 'gerencia',
  'dependiente', 'dependienta', 'dependent', 'dependenta', 'agente', 'especialista', 'ingeniero', 'ingeniera',
  'enginyer', 'enginyera', 'arquitecto', 'arquitecta', 'arquitecte', 'analista', 'recepcionista',
  'odontólogo', 'odontóloga', 'médico', 'médica', 'metge', 'metgessa', 'enfermero', 'enfermera', 'infermer',
  'infermera', 'delegado', 'delegada', 'becario', 'becaria',
  'productor', 'productora', 'contadora', 'profesor', 'profesora', 'professora', 'docente', 'monitor',
  'monitora', 'instructora', 'fisioterapeuta', 'psicólogo', 'psicóloga', 'veterinario', 'veterinaria',
  // it
  'direttore', 'direttrice', 'amministratore', 'amministratrice', 'responsabile', 'titolare', 'fondatore',
  'segretario', 'segretaria', 'segreteria', 'impiegata', 'consulente',
  'avvocato', 'avvocata', 'architetto', 'ingegnere', 'geometra', 'ragioniere', 'ragioniera',
  'commercialista', 'capo', 'coordinatore', 'delegato', 'delegata', 'dirigente',
  'odontoiatra', 'farmacista', 'infermiere', 'infermiera',
  'procuratore', 'consigliere', 'consigliera', 'stagista',
  // pt
  'diretor', 'diretora', 'responsável', 'advogado', 'advogada',
  'arquiteto', 'arquiteta', 'engenheiro', 'engenheira', 'coordenador', 'coordenadora', 'chefe',
  'encarregado', 'administrador', 'administradora', 'rececionista', 'estagiário', 'estagiária', 'enfermeiro',
  'enfermeira', 'atendimento', 'produtor', 'produtora', 'atendente', 'nutricionista',
  // nl
  'eigenaar', 'eigenaresse', 'oprichter', 'oprichtster', 'medewerker', 'adviseur',
  'adviseuse', 'secretaresse', 'secretaris', 'advocaat', 'notaris', 'vennoot', 'bedrijfsleider', 'hoofd',
  'inkoper', 'stagiair', 'receptioniste',
  'voorzitter', 'penningmeester', 'bestuurder', 'bestuurslid', 'jurist', 'tandarts', 'huisarts',
  'mondhygiënist', 'teamleider', 'projectleider', 'registeraccountant', 'docent', 'leerkracht', 'uitvoerder',
  'tekenaar', 'verpleegkundige', 'kandidaat-notaris', 'notarisklerk',
  // Flemish writes the French "responsable" so: "logistiek verantwoordelijke", "verantwoordelijke verkoop"
  'verantwoordelijke',
  // sv, no, da
  'vd', 'verkställande', 'direktør', 'ansvarig', 'ansvarlig',
  'konsult', 'konsulent', 'rådgivare', 'rådgiver', 'ledare', 'leder', 'tekniker',
  'ingenjör', 'ingeniør', 'utvecklare', 'utvikler', 'udvikler', 'grundare', 'grunnlegger', 'stifter', 'medstifter',
  // no (Nynorsk, the other written Norwegian: "dagleg leiar", "personalansvarleg")
  'leiar', 'ansvarleg',
  // es, it: the master of a craft, a job with its craft after it ("maestro tornero", "maestra
  // pasticcera"). Not German Meister, Catalan Mestre: they are family names too (Hoffmeister).
  'maestro', 'maestra',
  'delägare', 'ägare', 'eier', 'ejer', 'ordförande', 'styreleder', 'kassör', 'sekreterare', 'sekretær',
  'medarbetare', 'medarbeider', 'medarbejder', 'advokat', 'arkitekt', 'sjef',
  'sælger', 'innkjøper', 'indkøber', 'saksbehandler', 'administrerende',
  'revisor', 'dyrlæge', 'dyrlege', 'veterinær', 'tandlæge', 'tannlege', 'tandläkare', 'läkare', 'lege', 'læge',
  'sykepleier', 'sygeplejerske', 'sjuksköterska', 'dyrepleier', 'fysioterapeut', 'lärare', 'lærer', 'kontorist',
  // the licensed electrical trades (the compounds' "el" is too short a head for TITLE_SUFFIXES)
  'installatör', 'installatør', 'elinstallatör', 'elinstallatør', 'montör', 'montør', 'elmontör', 'elmontør',
  // de: a trade's master craftsman, as a firm writes it after the name (not "Meister" alone nor
  // "Baumeister", family names too)
  'installateurmeister', 'heizungsbauermeister', 'heizungsbaumeister', 'elektromeister', 'elektrikermeister',
  'sanitärmeister', 'spenglermeister', 'klempnermeister', 'dachdeckermeister', 'malermeister', 'schreinermeister',
  'tischlermeister', 'zimmerermeister', 'zimmermeister', 'bäckermeister', 'konditormeister', 'metzgermeister',
  'fleischermeister', 'küchenmeister', 'gärtnermeister', 'friseurmeister', 'kfz-meister', 'industriemeister',
  'werkstattmeister', 'maurermeister', 'fliesenlegermeister', 'glasermeister', 'schlossermeister', 'metallbauermeister',
  'augenoptikermeister', 'zahntechnikermeister', 'meisterin',
  // pl
  'dyrektor', 'prezes', 'wiceprezes', 'kierownik', 'kierowniczka', 'specjalista', 'specjalistka', 'asystent',
  'asystentka', 'sekretarka', 'księgowa', 'księgowy', 'inżynier', 'konsultant', 'konsultantka', 'doradca',
  'koordynator', 'koordynatorka', 'menedżer', 'właściciel', 'właścicielka', 'założyciel', 'założycielka',
  'przewodniczący', 'przewodnicząca', 'pełnomocnik', 'radca', 'adwokat', 'architekt', 'projektant',
  'opiekun', 'opiekunka', 'rzecznik', 'rzeczniczka', 'prokurent',
  'wspólnik', 'wspólniczka', 'lekarz', 'lekarka', 'stomatolog', 'weterynarz', 'pielęgniarka', 'fizjoterapeuta',
  'nauczyciel', 'nauczycielka', 'przedstawiciel', 'przedstawicielka', 'menadżer', 'sekretarz', 'zastępca',
  'członek', 'księgowość',
  // a school's head and a hospital's imaging staff (sv, no, da, de, pl, cs: Rektor; es, ca, it, fr: rector, rettore, recteur)
  'rektor', 'rektorin', 'prorektor', 'prorektorin', 'rector', 'rectora', 'rettore', 'rettrice', 'recteur', 'rectrice', 'radiograf', 'radiografka',
  'radiographer', 'radiógrafo', 'radiógrafa', 'supervizor', 'supervizorka', 'supervisora', 'supervisore',
  // pl: feminine forms and a museum's, a library's and a school's posts
  'zastępczyni', 'dyrektorka', 'prezeska', 'kustosz', 'kustoszka', 'konserwator', 'konserwatorka', 'edukator', 'edukatorka',
  'przewodnik', 'przewodniczka', 'bibliotekarz', 'bibliotekarka', 'archiwista', 'archiwistka', 'adiunkt', 'pedagog',
  'instruktor', 'instruktorka', 'trener', 'trenerka', 'sprzedawca', 'sprzedawczyni', 'recepcjonistka', 'recepcjonista',
  // cs, sk
  'jednatel', 'jednatelka', 'konatel', 'konateľka', 'ředitel', 'ředitelka', 'riaditeľ', 'riaditeľka', 'vedoucí',
  'vedúci', 'manažer', 'manažerka', 'asistent', 'asistentka', 'účetní', 'účtovník', 'majitel',
  'majitelka', 'zakladatel', 'zakladatelka', 'spoluzakladatel', 'spoluzakladatelka', 'konzultant', 'konzultantka',
  'poradce', 'poradkyně', 'advokátka', 'notářka', 'lékař', 'veterinář', 'zubař',
  'koordinátorka', 'zástupce', 'zástupkyně', 'prokurista', 'předseda',
  'předsedkyně', 'místopředseda', 'mistr', 'dispečer', 'dispečerka', 'inženýr', 'inženýrka',
  'programátorka', 'vývojář', 'vývojářka', 'recepční', 'personalista', 'personalistka', 'technička',
  'specialistka',
  // fi
  'toimitusjohtaja', 'johtaja', 'päällikkö', 'asiantuntija', 'koordinaattori', 'assistentti',
  'yrittäjä', 'omistaja', 'perustaja', 'insinööri', 'lakimies', 'asianajaja',
  'puheenjohtaja', 'myyntineuvottelija', 'esimies', 'esihenkilö', 'vastaava', 'hoitaja', 'lääkäri',
  'fysioterapeutti', 'konsultti', 'neuvoja', 'kehittäjä', 'edustaja', 'tradenomi', 'opettaja', 'kouluttaja',
  // fi, sv: museums, archives, libraries, schools, associations and the press (museoamanuenssi,
  // intendentti, arkistonhoitaja, kirjastonhoitaja; amanuens, antikvarie, bibliotekarie)
  'amanuenssi', 'intendentti', 'kuraattori', 'tutkija', 'tiedottaja', 'toimittaja', 'ohjaaja', 'rehtori', 'lehtori',
  'harjoittelija', 'tuottaja', 'amanuens', 'intendent', 'antikvarie', 'arkivarie', 'bibliotekarie', 'kanslist',
  'informatör', 'kommunikatör', 'redaktör', 'verksamhetsledare',
  // the same roles in the other languages read (curators, archivists, librarians, conservators)
  'archivist', 'conservator', 'kurator', 'kuratorin', 'archivar', 'archivarin', 'bibliothekar', 'bibliothekarin',
  'restaurator', 'restauratorin', 'conservateur', 'conservatrice', 'archiviste', 'bibliothécaire', 'médiateur',
  'médiatrice', 'conservador', 'conservadora', 'archivero', 'archivera', 'bibliotecario', 'bibliotecaria',
  'conservatore', 'archivista', 'archivaris', 'bibliothecaris',
  'kurátorka', 'archivářka', 'knihovník', 'knihovnice',
  // Translators and interpreters, in every language read (a sworn translator's "tradutora pública e
  // intérprete comercial", "traductora jurada", "vereidigte Übersetzerin", "beëdigd vertaler")
  'interpreter', 'traducteur', 'traductrice', 'interprète', 'traductor', 'traductora', 'intèrpret',
  'traduttore', 'traduttrice', 'tradutor', 'tradutora', 'vertaler', 'vertaalster', 'tolk',
  'översättare', 'oversetter', 'oversætter', 'tłumacz', 'tłumaczka', 'překladatel', 'překladatelka', 'tlumočník',
  'tlumočnice', 'kääntäjä', 'tulkki',
  // Wine and the land: oenologists, winemakers, viticulturists, agronomists (a winery's, a farm's,
  // a co-operative's staff: "Enologo: …", "Önologin", "œnologue", "enólogo", "vinmakare")
  'oenologist', 'enologist', 'winemaker', 'viticulturist', 'agronomist', 'önologe', 'önologin', 'agronom',
  'agronomin', 'oenologue', 'œnologue', 'agronome', 'viticulteur', 'viticultrice', 'enólogo', 'enóloga',
  'agrónomo', 'agrónoma', 'viticultor', 'viticultora', 'enòleg',
  'viticoltore', 'viticoltrice', 'cantiniere', 'enologista',
  'oenoloog', 'enoloog', 'wijnmaker', 'agronoom', 'vinmakare', 'vinmaker', 'ønolog', 'enolog',
  'agronomi', 'viininvalmistaja',
  // The building site: site managers, foremen and clerks of works, in every language read (Mexico's
  // "residente de obra", Spain's "aparejador", "Polier", "capocantiere", "opzichter", "platschef")
  'foreperson', 'forewoman', 'polier', 'polierin', 'vorarbeiter', 'vorarbeiterin',
  'sobrestante', 'capataz', 'aparejador', 'aparejadora', 'aparellador', 'aparelladora', 'capatàs',
  'capocantiere', 'caposquadra', 'opzichter', 'platschef', 'arbetsledare', 'formann', 'formand', 'byggeleder',
  'anleggsleder', 'majster', 'työnjohtaja', 'työmaapäällikkö',
  // Apprentices and trainees, in every language read ("Lehrling", "Lernende" in Switzerland,
  // "apprentie", "lærling", "elev" in Denmark, "leerling", "stażysta", "učeň")
  'lehrling', 'lernende', 'lernender', 'apprenti', 'apprentie', 'aprendiz', 'aprendiza', 'leerling', 'lærling', 'lärling',
  'elev', 'stażysta', 'stażystka', 'praktykant', 'praktykantka', 'učeň', 'učnice', 'praktikantka', 'õpipoiss',
  // Instructors and guides ("moniteur de ski", "instrutor de surf", "istruttore di vela")
  'instrutor', 'instrutora', 'istruttore', 'istruttrice', 'moniteur', 'monitrice',
  'bergführer', 'bergführerin', 'skilehrer', 'skilehrerin',
  // en: the vet as the English say it ("our large animal vet", "equine vet")
  'vet', 'vets',
  // et: juhataja, tegevjuht, raamatupidaja, müüja, õpetaja, omanik, asutaja, loomaarst, peakokk
  'juhataja', 'juht', 'tegevjuht', 'raamatupidaja', 'müüja', 'õpetaja', 'omanik', 'asutaja', 'kaasasutaja', 'nõustaja',
  'spetsialist', 'insener', 'koordinaator', 'sekretär', 'administraator', 'peakokk', 'arst',
  'loomaarst', 'hambaarst', 'juhiabi',
  // hu: the words of a post that are no agent noun in -ő/-ász (igazgató, tulajdonos, elnök, titkár)
  'igazgató', 'vezérigazgató', 'tulajdonos', 'társtulajdonos', 'alapító', 'társalapító', 'elnök', 'titkár', 'titkárnő',
  'asszisztens', 'munkatárs', 'referens', 'orvos', 'állatorvos', 'fogorvos', 'ügyvéd', 'mérnök', 'tanácsadó', 'gyakornok',
  'tanuló', 'üzletvezető', 'ügyvezető',
  // the owner or legal representative an imprint or footer names ("Zaakvoerder:", "Indehaver:",
  // "Legale rappresentante:")
  'zaakvoerder', 'zaakvoerster', 'indehaver', 'innehaver', 'innehavare', 'rappresentante',
  // trades and professions of small firms in the languages read (not the ones that are common
  // family names: Koch, Zimmermann, Tischler, Cook, Driver, Baker, Smith, Müller)
  'negotiator', 'reporter', 'jornalista', 'periodista', 'giornalista', 'journaliste', 'dziennikarz', 'dziennikarka',
  'novinář', 'novinářka', 'redaktør', 'redatora', 'redator', 'redactora', 'redactor', 'redattore',
  'redattrice', 'editora', 'fotógrafo', 'fotógrafa', 'fotograaf', 'photographe',
  'executiva', 'executivo', 'ejecutiva', 'ejecutivo', 'naturopath', 'naturopathe', 'naturopata', 'osteopath',
  'osteopata', 'osteopaat', 'farmacêutica', 'farmacêutico', 'farmaceuta',
  'apotekare', 'apoteker', 'proviisori', 'farmaceut',
  'lékárník', 'lékárnice', 'optician', 'optiker', 'óptico', 'óptica', 'ottico', 'optometrista',
  'dentista', 'insegnante', 'tutor', 'tutora', 'sommelier', 'sommelière',
  'fahrlehrer', 'mechaniker', 'elektriker', 'plumber', 'carpenter', 'joiner',
  'tesař', 'stolarz', 'cieśla', 'snickare', 'tømrer', 'tømmermann', 'snekker', 'timmerman', 'schreiner', 'maurer',
  'dachdecker', 'installateur', 'menuisier', 'charpentier', 'falegname', 'carpintero', 'carpinteiro', 'fuster',
  'elettricista', 'electricista', 'eletricista', 'électricien', 'électricienne', 'idraulico', 'fontanero', 'encanador',
  'plombier', 'loodgieter', 'rørlegger', 'rørlægger', 'rörmokare', 'putkiasentaja', 'sähköasentaja', 'kirvesmies',
  'puuseppä', 'cameriere', 'cameriera', 'camarero', 'camarera', 'serveur', 'serveuse', 'kellner', 'kellnerin',
  'servitør', 'servitris', 'tarjoilija', 'cuoco', 'cuoca', 'cocinero', 'cocinera', 'cozinheiro', 'cozinheira',
  'cuisinier', 'cuisinière', 'kokkin', 'kock', 'kokki', 'kucharz', 'kuchař', 'kuchařka', 'panettiere', 'panadero',
  'panadera', 'padeiro', 'boulanger', 'boulangère', 'bäcker', 'bagare', 'leipuri', 'piekarz', 'pekař', 'pâtissier',
  'pâtissière', 'pasticcere', 'pastelero', 'pastelera', 'konditor', 'konditorin', 'friseur', 'friseurin', 'coiffeur',
  'coiffeuse', 'parrucchiere', 'parrucchiera', 'peluquero', 'peluquera', 'cabeleireiro', 'cabeleireira', 'kadeřnice',
  'fryzjer', 'fryzjerka', 'frisør', 'frisör', 'kampaaja', 'kapper', 'makelaar', 'mäklare', 'megler',
  'kiinteistönvälittäjä', 'immobilienmakler', 'maklerin', 'corretor', 'corretora', 'guía', 'guida',
  'entrenador', 'entrenadora',
  'treinador', 'treinadora', 'allenatore', 'allenatrice', 'valmentaja', 'tränare',
  'dierenarts',
  'eläinlääkäri', 'veterinářka',
  'sairaanhoitaja', 'hebamme', 'matrone', 'ostetrica',
  'comadrona', 'parteira', 'jordemoder', 'jordmor', 'barnmorska', 'kätilö', 'położna',
  // hu: the jobs of a small firm, a practice, a school, a parish and the trades (compounds of
  // these are TITLE_SUFFIXES'); not the trades that are common family names (Asztalos, Kovács, Ács, Pék)
  'vezető', 'könyvelő', 'főkönyvelő', 'ügyintéző', 'szakértő', 'fejlesztő', 'tervező', 'képviselő', 'jogtanácsos',
  'bérszámfejtő', 'recepciós', 'ápoló', 'ápolónő', 'asszisztensnő', 'edző', 'tanár', 'tanárnő', 'tanító', 'tanítónő',
  'óvónő', 'pedagógus', 'karnagy', 'szerkesztő', 'programozó', 'kereskedő', 'üzletkötő', 'raktáros', 'sofőr',
  'szakács', 'lelkész', 'plébános', 'ellenőr', 'pénztáros', 'gondnok', 'alelnök', 'technikus', 'informatikus',
  'grafikus', 'dietetikus', 'kozmetikus', 'pszichológus', 'logopédus', 'gyógytornász', 'jegyző', 'közjegyző',
  'könyvtáros', 'muzeológus', 'kurátor', 'pincér', 'felszolgáló', 'fordító', 'tolmács', 'tulajdonos', 'társtulajdonos',
  'alapító', 'társalapító', 'ügyvédjelölt', 'villanyszerelő', 'vízszerelő', 'pincemester',
  // cs, sk
  'podsládek', 'číšník', 'číšnice', 'čašník', 'čašníčka', 'koncipient', 'koncipientka', 'tajemnice',
  'tajomník', 'tajomníčka', 'sbormistr', 'sbormistryně', 'makléř', 'makléřka', 'správce', 'správkyně', 'grafička',
  'vedúca', 'účtovníčka', 'podpredseda', 'podpredsedníčka', 'recepčná', 'recepčný', 'právnik', 'právnička',
  'tlmočník', 'tlmočníčka', 'tlumočnice',
  // pl
  'aplikant', 'aplikantka', 'notariusz', 'dyrygent', 'dyrygentka', 'spedytor', 'spedytorka', 'dyspozytor',
  'dyspozytorka', 'pośrednik', 'współwłaściciel', 'współwłaścicielka', 'higienistka', 'graficzka', 'szef', 'szefowa',
  // fi, et
  'tilintarkastaja', 'asiakaspalvelija', 'suntio', 'arkkitehti', 'graafikko', 'osakas', 'koolitaja', 'treener',
  'peatreener', 'elektrik', 'arhitekt', 'programmeerija', 'arendaja', 'disainer', 'tõlkija', 'toimetaja',
  'ajakirjanik', 'advokaat', 'kaasasutaja',
  // da, no, sv: a folk high school's principal, a publisher, a verger
  'forstander', 'forstanderinde', 'viceforstander', 'forlægger', 'forlegger', 'förläggare', 'kirkesanger', 'bestyrer',
  'bestyrerinde', 'snedker', 'blikkenslager', 'brygger', 'skipper', 'styrmand', 'styrmann', 'kyrkoherde',
  'vaktmästare', 'suppleant',
  // es, ca, pt
  'readaptador', 'readaptadora', 'bodeguero', 'bodeguera', 'delineante', 'procurador', 'procuradora', 'notario',
  'notaria', 'notário', 'notária', 'sacristán', 'cuidador', 'cuidadora', 'propietario', 'propietaria', 'proprietário',
  'proprietária', 'cuiner', 'cuinera', 'cambrer', 'cambrera', 'forner', 'fornera', 'mossèn',
  'solicitador', 'solicitadora', 'escrivão', 'escrivã', 'adegueiro', 'adegueira',
  // fr, it (Québec's coordonnateur; a notary's formaliste; a dental technician)
  'coordonnateur', 'coordonnatrice', 'formaliste', 'sage-femme', 'charcutier', 'charcutière', 'géomètre', 'curé',
  'odontotecnico', 'odontotecnica', 'fornaio', 'fornaia', 'praticante', 'notaio',
  // de: the person responsible for something, written as a noun
  'verantwortliche', 'verantwortlicher', 'kassierer', 'kassiererin', 'hausmeister', 'hausmeisterin',
  // en
  'bartender', 'bricklayer', 'copywriter', 'publisher', 'vicar', 'curate', 'churchwarden', 'verger', 'headteacher',
  'senco', 'sendco', 'caretaker', 'bursar', 'innkeeper', 'housekeeper', 'physio',
  // Words of the tuning part of bench/title-words' lexicon (jobs no list held; the family names
  // among them are LOWER_CASE_TITLE_WORDS):
  // da, no, sv
  'adjunkt', 'fundraiser', 'trykker', 'forsker', 'forskare', 'svenn', 'gesäll', 'provst', 'prost', 'forkvinde',
  'kiropraktor', 'kiropraktiker', 'formidler', 'formidlar', 'kirkeværge', 'kyrkjeverje', 'laborant', 'pedel',
  'rådgjevar', 'rådmann', 'postdoktor', 'stipendiat', 'trenar', 'styrer', 'varamedlem', 'begravelsesagent',
  'diskare', 'hovmästare', 'receptarie', 'bryggare', 'tryckare', 'lantbrukare', 'hantverkare', 'städare', 'prefekt',
  'kommunalråd', 'gardbruker', 'gårdbruker', 'allmennlege', 'fastlege', 'overlege', 'tannlege', 'lærar', 'kantorinne',
  // de
  'geselle', 'gesellin', 'konzipient', 'konzipientin', 'doktorand', 'doktorandin', 'postdoc', 'statiker', 'statikerin',
  'konrektor', 'konrektorin', 'hausdame', 'bürgermeister', 'bürgermeisterin', 'barkeeper', 'studienrat', 'studienrätin',
  'kauffrau', 'mfa', 'tfa', 'pta', 'zfa', 'pka', 'refa', 'mälzer',
  // en
  'practitioner', 'stonemason', 'chiropractor', 'deacon', 'embalmer', 'waitress', 'waiter', 'councillor', 'councilor',
  'cleaner', 'cpa', 'minister', 'conveyancer', 'arranger', 'captain', 'driver', 'candidate',
  // nl
  'kamermeisje', 'paraveterinair', 'onderzoeker', 'kapelaan', 'ouderling', 'promovendus', 'promovenda', 'raadslid',
  'verkoopster', 'verkoper', 'bibliothecaresse', 'materiaalman', 'gezel', 'voorganger', 'schrijnwerker', 'gastouder',
  'scriba', 'marketeer', 'leraar', 'lerares', 'juf',
  // es
  'orientador', 'orientadora', 'friegaplatos', 'letrado', 'letrada', 'regidor', 'regidora', 'mesero', 'mesera', 'conserje',
  'operario', 'operaria', 'doctorando', 'doctoranda', 'alcalde', 'alcaldesa', 'prosecretario', 'prosecretaria', 'impresor',
  'impresora', 'mvz', 'repartidor', 'repartidora', 'patrono', 'patrona', 'gobernanta', 'catedrático', 'catedrática',
  'carnicero', 'carnicera', 'utilero', 'pasante', 'ayudante',
  // fr
  'fiduciaire', 'dirigeant', 'dirigeante', 'doctorant', 'doctorante', 'courtier', 'courtière', 'vicaire', 'commis',
  'auxiliaire', 'commissaire', 'gouvernante', 'exploitant', 'exploitante', 'sacristain', 'syndic', 'cpe', 'atsem',
  // it
  'barman', 'sacrestano', 'impresario', 'cerimoniere', 'vignaiolo', 'necroforo', 'imbianchino', 'pediatra', 'sindaco',
  'vicesindaco', 'tipografo', 'tipografa', 'governante', 'lavapiatti', 'dottorando', 'dottoranda', 'birraio', 'portiere',
  'pizzaiolo', 'artigiano', 'artigiana', 'architetta', 'revisore', 'commessa', 'commesso', 'dsga', 'preside', 'operaio',
  'operaia', 'termoidraulico', 'tirocinante', 'aso',
  // cs, sk
  'údržbář', 'údržbár', 'odhadce', 'starosta', 'starostka', 'místostarosta', 'místostarostka', 'řečník', 'rečník',
  'proděkan', 'proděkanka', 'prodekan', 'prodekanka', 'děkan', 'děkanka', 'dekan', 'dekanka', 'pedagožka', 'metodik',
  'metodička', 'člen', 'členka', 'floristka', 'statik', 'tiskař', 'tlačiar', 'hygienistka', 'gynekolog', 'gynekoložka',
  'školník', 'postdoktorand', 'baristka', 'kazatel', 'strážník', 'pokrývač', 'korepetitor', 'korepetítor', 'primář',
  'primářka', 'primár', 'primárka', 'prodavač', 'prodavačka', 'predavač', 'predavačka', 'ošetřovatel', 'ošetřovatelka',
  'laborantka', 'redaktorka', 'kostelník', 'provozní', 'automechanik', 'logopedka', 'logopédka', 'kontrolór', 'dizajnér',
  'dizajnérka', 'správca', 'správkyňa', 'vodič', 'archeológ', 'archeolog', 'knihovníčka', 'prednosta',
  'prednostka', 'fundraiserka', 'organistka', 'krajčírka', 'nákupca', 'nákupkyňa', 'znalec', 'vinohradník', 'murár',
  'exekútor', 'exekutor', 'matrikárka', 'šéfkuchár', 'tester', 'testerka', 'predsedníčka', 'chyžná',
  'zbormajster', 'sprievodca', 'sprievodkyňa', 'kaderníčka', 'príslušník', 'zlatník', 'dozorca', 'farmář', 'farmár',
  // et
  'kosmeetik', 'arhivaar', 'aednik', 'juuksur', 'logopeed', 'vaimulik', 'sommeljee', 'giid', 'teadur', 'nõunik',
  'liige', 'laekur', 'kondiiter', 'ettekandja', 'koristaja', 'linnapea', 'prodekaan', 'lihunik', 'ekspediitor',
  'kullassepp', 'kingsepp', 'müürsepp', 'rätsep', 'hooldaja', 'kasvataja', 'juhtivpartner', 'eelarvestaja', 'produtsent',
  // hu
  'menedzser', 'tetőfedő', 'szövegíró', 'főmunkatárs', 'tanársegéd', 'szakember', 'adjunktus', 'dajka', 'igazgatónő',
  'diakónus', 'szobalány', 'burkoló', 'docens', 'főpincér', 'főtitkár', 'végrehajtó', 'könyvvizsgáló',
  'kontroller', 'szülésznő', 'korrepetitor', 'sekrestyés', 'rendszergazda', 'hallgató', 'felelős', 'elnöke',
  // ca
  'serraller', 'tcai', 'preparador', 'preparadora', 'delegat', 'delegada', 'graduada', 'joier', 'jardiner', 'jardinera',
  'llevadora', 'correctora', 'corrector', 'vetlladora', 'arxiver', 'arxivera', 'pastisser', 'pastissera', 'fontaner',
  'mosso', 'degà', 'degana', 'dissenyador', 'dissenyadora', 'investigador', 'investigadora', 'restaurador',
  'restauradora', 'desenvolupador', 'desenvolupadora', 'torner', 'delineant', 'arqueòleg', 'arqueòloga', 'conseller',
  'consellera', 'xef', 'vinyater', 'apicultor', 'apicultora', 'comissària', 'comissari', 'transitari', 'transitário',
  'alcaldessa', 'rentaplats', 'ajudant', 'governanta', 'mecànic', 'mecànica', 'diaca', 'treballadora',
  'treballador',
  // fi
  'hammasteknikko', 'tuoteomistaja', 'tutkimusavustaja', 'avustaja', 'painaja', 'konservaattori', 'laitoshuoltaja',
  'koneistaja', 'diakonissa', 'apulaisrehtori', 'konferenssitulkki', 'räätäli', 'automekaanikko', 'pastori', 'isäntä',
  'trukinkuljettaja', 'kuljettaja', 'viinitilallinen', 'kunnossapitoasentaja', 'apulaisprofessori', 'laatoittaja',
  'hieroja', 'apteekkari', 'erityisopettaja', 'emäntä', 'kultaseppä', 'optikko', 'oikeusavustaja', 'dekaani',
  'yliopistonlehtori', 'lehtori', 'palkanlaskija', 'mehiläistarhaaja', 'kuraattori', 'kappalainen', 'keittiöapulainen',
  'sisustusarkkitehti', 'ompelija', 'sisällöntuottaja', 'suuhygienisti', 'arvioija', 'emeritusprofessori',
  // pl
  'rewident', 'dietetyczka', 'dietetyk', 'zarządca', 'mechanik', 'piwowar', 'pielęgniarz', 'ortodonta', 'ślusarz',
  'naczelnik', 'kosztorysant', 'krawcowa', 'rzeczoznawca', 'ginekolog', 'burmistrz', 'doktorant',
  'doktorantka', 'podinspektor', 'post-doc', 'katechetka', 'katecheta', 'prawnik', 'prawniczka', 'kapelmistrz',
  'ortopeda', 'pokojowa', 'wykładowca', 'wykładowczyni', 'kościelny', 'intendentka', 'komornik', 'wójt', 'dekarz',
  'prodziekan', 'koncertmistrz', 'inspektor', 'inspektorka', 'pomoc',
  // pt
  'alfaiate', 'comprador', 'compradora', 'topógrafo', 'topógrafa', 'guarda', 'prefeito', 'prefeita', 'costureira',
  'ourives', 'operador', 'operadora', 'zelador', 'zeladora', 'curador', 'curadora', 'confeiteira', 'confeiteiro',
  'doutorando', 'doutoranda', 'açougueiro', 'açougueira', 'sacristão', 'mecânico', 'mecânica', 'garçom', 'garçonete',
  'mediador', 'mediadora', 'regente', 'escanção', 'merendeira', 'vereador', 'vereadora', 'vigário', 'roc', 'pesquisador',
  'pesquisadora', 'bolsista', 'tanoeiro', 'tanoeira',
  // mi: te reo Māori as New Zealand schools and bodies title their staff (manager, coordinator,
  // teacher, helper, principal, chair)
  'kaiwhakahaere', 'kaiwhakarite', 'kaiako', 'kaiāwhina', 'tumuaki', 'heamana',
  // cy: Welsh (officer, chair, secretary, treasurer, manager, director)
  'swyddog', 'cadeirydd', 'ysgrifennydd', 'trysorydd', 'rheolwr', 'rheolwraig', 'cyfarwyddwr',
  // (vet, doctor, nurse, teacher, head, deputy, assistant, administrator, coordinator (not "clerc", a French family name),
  // receptionist, consultant, president, organiser, editor, accountant, engineer, pharmacist,
  // minister, cook)
  'milfeddyg', 'meddyg', 'nyrs', 'athro', 'athrawes', 'pennaeth', 'dirprwy', 'cynorthwyydd', 'gweinyddwr',
  'gweinyddwraig', 'cydlynydd', 'derbynnydd', 'ymgynghorydd', 'llywydd', 'trefnydd', 'golygydd',
  'cyfrifydd', 'peiriannydd', 'fferyllydd', 'gweinidog', 'cogydd',
  // ga: Irish (chair, secretary, treasurer, manager, director, teacher, principal, officer, clerk,
  // coordinator, administrator)
  'cathaoirleach', 'rúnaí', 'cisteoir', 'bainisteoir', 'stiúrthóir', 'múinteoir', 'príomhoide', 'oifigeach',
  'cléireach', 'comhordaitheoir', 'riarthóir',
  // gd: Scottish Gaelic (chair, secretary, treasurer, manager, director, teacher, head, officer,
  // coordinator)
  'cathraiche', 'rùnaire', 'ionmhasair', 'manaidsear', 'stiùiriche', 'tidsear', 'ceannard', 'oifigear',
  'co-òrdanaiche',
];

/** Folded title words. */
export const TITLE_WORD_SET: ReadonlySet<string> = new Set(TITLE_WORDS_RAW.map(fold));

/**
 * Folded endings of compound titles (German, Dutch and Scandinavian write them as one word:
 * Vertriebsleiter, Projektkoordination, Spenderbetreuung, teamleider, Butikksjef, Lagerleder).
 */
export const TITLE_SUFFIXES = [
  'leiter', 'leiterin', 'leitung', 'manager', 'managerin', 'direktor', 'direktorin', 'fuhrer', 'fuhrerin',
  'referent', 'referentin', 'entwickler', 'entwicklerin', 'ingenieur', 'ingenieurin', 'berater', 'beraterin',
  'sprecher', 'sprecherin', 'koordinator', 'koordinatorin', 'koordination', 'betreuer', 'betreuerin', 'betreuung',
  'assistent', 'assistentin', 'assistenz', 'bearbeiter', 'bearbeiterin', 'techniker', 'technikerin', 'beauftragter',
  'beauftragte', 'vorsitzender', 'vorsitzende', 'mitarbeiter', 'mitarbeiterin', 'prufer', 'pruferin', 'arzt',
  'arztin', 'einkaufer', 'einkauferin', 'verkaufer', 'verkauferin', 'spezialist', 'spezialistin', 'designer',
  'designerin', 'architekt', 'architektin', 'redakteur', 'redakteurin', 'therapeut', 'therapeutin', 'kaufmann',
  'kauffrau', 'medarbejder', 'medarbeider', 'medarbetare', 'ansvarlig', 'ansvarig', 'sjef', 'chef', 'leder', 'fuldmaegtig', 'fullmektig',
  'ledare', 'leider', 'medewerker', 'medewerkster', 'adviseur', 'konsulent', 'specialist', 'analyst', 'officer',
  'coordinator', 'secretaresse', 'sekretarin',
  // en: a maker of one thing written as one word (Cidermaker, Winemaker, Toolmaker)
  'maker',
  // de, ch: Lehrlingsverantwortlicher, Qualitätsverantwortliche (the person responsible for …)
  'verantwortlicher', 'verantwortliche',
  // de: Fachanwalt, Syndikusanwältin, Betriebswirt, Altenpfleger, Heilerzieherin
  'anwalt', 'anwaltin', 'wirt', 'wirtin', 'pfleger', 'pflegerin', 'erzieher', 'erzieherin', 'padagoge', 'padagogin',
  // nl: registeraccountant, verpleegkundige
  'accountant', 'kundige',
  // sv, no, da: fysioterapeut, dyrepleier, sygeplejerske, sjuksköterska, tandlæge, tandläkare
  'terapeut', 'pleier', 'plejerske', 'skoterska', 'laege', 'lakare', 'revisor',
  // sv, no, da: VVS-installatör, rörinstallatör, elinstallatør, servicemontör
  'installator', 'installatør', 'montor', 'montør',
  // no, da: hotelldirektør, skoledirektør (Swedish -direktör folds to -direktor, above)
  'direktør',
  // no (Nynorsk): avdelingsleiar, personalansvarleg
  'leiar', 'ansvarleg',
  // trainers and coaches written as one word (Hovedtrener, huvudtränare, cheftræner, Cheftrainer, Fitnesstrainerin)
  'trener', 'tranare', 'træner', 'traener', 'trainer', 'trainerin',
  // sv, no, da: servicetekniker, byggingeniør, civilingenjör, innesäljare, skatterådgivare, civilekonom
  'tekniker', 'teknikker', 'ingenjor', 'ingenior', 'saljare', 'radgivare', 'radgiver', 'handlaggare', 'ekonom',
  // de, nl: fitters (Servicemonteur, cv-monteur); nl: applicatiebeheerder, leerlingbegeleider.
  // (Not "-meister": Hofmeister and Baumeister are family names as often; the trades' masters are listed.)
  'monteur', 'monteurin', 'beheerder', 'begeleider',
  // cs, sk: stavbyvedoucí, stavbyvedúci (the head of a building site, written as one word)
  'vedouci', 'veduci',
  // fi: myyntipäällikkö, toimitusjohtaja, tuotantovastaava, sairaanhoitaja, ohjelmistokehittäjä
  'johtaja', 'paallikko', 'suunnittelija', 'vastaava', 'hoitaja', 'laakari', 'kehittaja', 'edustaja', 'sihteeri',
  'asiantuntija', 'terapeutti', 'insinoori', 'koordinaattori', 'assistentti', 'konsultti', 'neuvoja', 'myyja',
  // fi, sv: museoamanuenssi, tietoturvatutkija, viestintätoimittaja; museiamanuens, byggnadsantikvarie
  'amanuenssi', 'intendentti', 'tutkija', 'tiedottaja', 'toimittaja', 'ohjaaja', 'amanuens', 'antikvarie', 'bibliotekarie', 'arkivarie',
  // cs: obchodní ředitel is two words; compounds end so too (spoluzakladatelka)
  'reditel', 'reditelka', 'zakladatel', 'zakladatelka',
  // et: müügijuht, projektijuht, raamatupidaja, klienditeenindaja, loomaarst, hambaarst
  'juht', 'pidaja', 'teenindaja', 'arst',
  // et, nl, sv, no, da: interpreters and translators (vandetõlk, tõlkija; beëdigd tolk, auktoriserad tolk)
  'tolk', 'tolkija', 'tõlk', 'tõlkija',
  // da, no: kældermester, tømrermester, bagermester (the master of a trade)
  'mester',
  // da, no: tandplejer, dyreplejer; advokatfullmektig; vinbonde, mælkebonde (a farmer of a kind)
  'plejer', 'fullmektig', 'bonde',
  // da, sv: medejer, gårdejer, delägare (a co-owner; not Norwegian -eier, which German family
  // names end in: Meier, Obermeier)
  'ejer', 'agare',
  // hu: irodavezető, könyvelő, ügyintéző, adótanácsadó, jogtanácsos, marketingfelelős, projektmenedzser …
  'vezeto', 'konyvelo', 'ugyintezo', 'tanacsado', 'tanacsos', 'szakerto', 'tervezo', 'fejleszto', 'kepviselo',
  'asszisztens', 'munkatars', 'referens', 'mernok', 'orvos', 'titkar', 'felelos', 'oktato', 'edzo', 'tanar',
  'igazgato', 'menedzser', 'szerelo', 'gondnok', 'ellenor', 'technikus', 'tulajdonos', 'helyettes', 'pedagogus',
  // da, no, sv: kursussekretær, højskolelærer, værkfører, sjøkaptein, fastighetsmäklare, redovisningskonsult
  'sekretær', 'sekreterare', 'lærer', 'fører', 'kaptein', 'kapten', 'maklare', 'mægler', 'konsult', 'formand',
  // fi, et: kirjastovirkailija, päävalmentaja, rakennusmestari, lasteaiaõpetaja, raamatukoguhoidja, kinnisvaramaakler
  'virkailija', 'valmentaja', 'mestari', 'tarkastaja', 'palvelija', 'opetaja', 'hoidja', 'maakler', 'lukksepp',
  // de: Steuerfachangestellte, Rechtsanwaltsfachangestellter
  'angestellte', 'angestellter',
  // Endings of the tuning part of bench/title-words' lexicon: da, no, sv (speciallæge, softwareudvikler,
  // systemutvikler, frontendutvecklare, kontorelev, byrådsmedlem, studielektor, tekstforfatter,
  // medindehaver, sagsbehandler, husøkonom, spesialpedagog, førsteamanuensis, hovudtrenar,
  // kirkemusiker, nattportier, sommervikar, köksmästare, medgrundare, projektsamordnare,
  // styrelseledamot, styrelseordförande, ämneslärare, fastighetsförvaltare, begravningsentreprenör,
  // lastbilschaufför, frukostvärdinna, eiendomsmegler, møbelsnekker, sokneprest, sakshandsamar)
  'læge', 'udvikler', 'utvikler', 'utvecklare', 'elev', 'medlem', 'lektor', 'forfatter', 'indehaver', 'behandler',
  'økonom', 'pedagog', 'amanuensis', 'trenar', 'musiker', 'portier', 'vikar', 'mastare', 'grundare', 'samordnare',
  'ledamot', 'ordforande', 'larare', 'forvaltare', 'forvalter', 'entreprenor', 'chauffor', 'chaufför', 'vardinna', 'megler',
  'snekker', 'snickare', 'prest', 'handsamar', 'farmasøyt', 'ortoped', 'styrer', 'gymnast', 'brukare', 'adjunkt',
  'forsker',
  // de: Notariatskandidat, Jugendwart (the -wart words whole: Stewart is a name), Bilanzbuchhalter, Fachinformatiker, Hilfskraft, Bezirkskantor
  'kandidat', 'kandidatin', 'jugendwart', 'sportwart', 'kassenwart', 'pressewart', 'gerätewart', 'zeugwart', 'buchhalter', 'buchhalterin', 'informatiker', 'informatikerin', 'hilfskraft', 'kantor',
  // nl: doktersassistente, universitair hoofddocent, medeoprichter, koordirigent, uitvaartondernemer,
  // melkveehouder, akkerbouwer, banketbakker, meubelmaker, dakdekker, wedstrijdsecretaris, kleuterjuf,
  // pastoraal werker, farmaceutisch consulent
  'assistente', 'docent', 'oprichter', 'dirigent', 'ondernemer', 'houder', 'bouwer', 'bakker', 'maker', 'dekker',
  'secretaris', 'juf', 'werker', 'consulent',
  // cs, sk: sociální pracovnice, psychoterapeutka, šéfkuchař, daňový poradca, zástupkyňa riaditeľa
  'pracovnik', 'pracovnice', 'pracovnicka', 'terapeutka', 'kuchar', 'poradca', 'poradkyna', 'zastupca', 'zastupkyna',
  // et: eripedagoog, majandusjuhataja, tarkvaraarendaja, hooldusinsener, automehaanik, järeldoktor,
  // hambatehnik, sotsiaalnõunik, tekstikirjutaja, köögiabiline, andmeanalüütik, maksunõustaja,
  // noortetreener, müügiesindaja, matusekorraldaja, direktori asetäitja, vandeaudiitor, kinnisvarahaldur,
  // noorsootöötaja, veinivalmistaja, koolikokk, kvaliteedikontroller, vallavanem, sisuturundaja
  'pedagoog', 'juhataja', 'arendaja', 'insener', 'mehaanik', 'doktor', 'tehnik', 'nounik', 'kirjutaja', 'abiline',
  'analuutik', 'noustaja', 'treener', 'esindaja', 'korraldaja', 'taitja', 'audiitor', 'haldur', 'tootaja', 'valmistaja',
  'kokk', 'kontroller', 'vanem', 'turundaja', 'psuhholoog', 'professor', 'toimetaja', 'arhitekt',
  // hu: konyhafőnök, szakfordító, szociális munkás, klinikai szakpszichológus, pszichoterapeuta, tetőfedő
  'fonok', 'fordito', 'munkas', 'pszichologus', 'terapeuta', 'fedo',
  // fi, pl: ohjelmistoarkkitehti, sisustusarkkitehti, CNC-koneistaja; Mistrz piekarski is read by its "Mistrz"
  'arkkitehti', 'koneistaja',
  // fi, et: nuorisopappi, kirkkoherra's kappalainen aside; kanttori, diakoni; hallituksen jäsen; juhatuse esimees, aseesimees, juhatuse liige
  'pappi', 'kanttori', 'diakoni', 'jasen', 'esimees', 'liige',
];

/**
 * Adjectives that qualify a title written before it: Czech and Slovak (-ní, -ný, -ová, -ský …),
 * German (-ischer, -licher …), Danish, Norwegian, Swedish and Dutch (-isk, -iske, -iska, -isch),
 * Polish (-owy, -owa), the Nordic participles of authorisation (-iseret, -iserad, -isert):
 * "obchodní ředitel", "technischer Leiter", "kaufmännische Leiterin", "pædagogisk leder",
 * "tekniska chefen", "technisch directeur", "główny księgowy", "statsautoriseret revisor".
 */
export const TITLE_ADJECTIVE_RE = /\p{L}{3}(?:ní|ný|ná|ové|ový|ová|ský|ská|cký|cká|ischer|ische|ischen|licher|liche|lichen|isk|iske|iska|isch|owy|owa|iseret|iserad|isert)$/u;

/**
 * The endings long enough to be a title alone ("poradca", "psühholoog", "konsulent"), but for
 * Kaufmann, as common a family name as a trade.
 */
const WHOLE_TITLE_SUFFIXES: ReadonlySet<string> = new Set(TITLE_SUFFIXES.filter((suffix) => suffix.length >= 7 && suffix !== 'kaufmann'));

/** A compound ending in one of ESCO's job endings, three letters or more before it ("Tourenleiter"). */
function endsInOccupation(w: string): boolean {
  for (let i = 3; i <= w.length - 5; i++) if (OCCUPATION_ENDINGS.has(w.slice(i))) return true;
  return false;
}

function isListedTitleWord(w: string): boolean {
  return TITLE_WORD_SET.has(w) || WHOLE_TITLE_SUFFIXES.has(w) || TITLE_SUFFIXES.some((suffix) => w.length > suffix.length + 2 && w.endsWith(suffix)) || endsInLongTitleWord(w);
}

/**
 * A compound ending in a listed title word of eight letters or more, three letters or more before
 * it, as Dutch, German and the Nordic languages join a field to any job ("tochtverantwoordelijke"
 * of verantwoordelijke, "Vereinsvorsitzender"): a word that long is a job at the end of any compound.
 */
function endsInLongTitleWord(w: string): boolean {
  // (Endings no longer than the longest listed word: a page's run-on "word" costs no more than a short one.)
  for (let i = Math.max(3, w.length - LONGEST_TITLE_WORD); i <= w.length - 8; i++) if (TITLE_WORD_SET.has(w.slice(i)) && !NOT_COMPOUND_ENDINGS.has(w.slice(i))) return true;
  return false;
}

const LONGEST_TITLE_WORD = Math.max(...[...TITLE_WORD_SET].map((w) => w.length));

/** Listed words that end compounds which are no job: "Ansprechpartnerin" (a contact), "Geschäftspartnerin". */
const NOT_COMPOUND_ENDINGS: ReadonlySet<string> = new Set(['partnerin', 'partnerinnen', 'partnere']);

/**
 * A folded title word of the lists, or the German feminine of one, written with -in or its plural
 * -innen after the listed form ("Küchenchefin" of Küchenchef, "Bereichsleiterinnen"): German makes
 * the feminine of any job that way, so the lists need not spell each one twice.
 */
export function isTitleWord(w: string): boolean {
  if (isListedTitleWord(w)) return true;
  // A compound written with a hyphen ("állatorvos-dietetikus", "HR-ansvarig", "Marketing-Leiterin"):
  // a title word when one of its parts of four letters or more is one.
  if (w.includes('-')) return w.split('-').some((part) => part.length >= 4 && isTitleWord(part));
  const stem = w.endsWith('innen') ? w.slice(0, -5) : w.endsWith('in') ? w.slice(0, -2) : '';
  if (stem.length >= 4 && isListedTitleWord(stem)) return true;
  // The deputy of a listed title, written as one word ("Vicepresidenta", "Vizepräsidentin",
  // "místopředsedkyně", "Subdirector", "vice-chair"): the prefix and a title word of five letters or more.
  const prefix = DEPUTY_PREFIXES.find((p) => w.startsWith(p));
  if (prefix === undefined) return false;
  const rest = w.slice(prefix.length).replace(/^-/, '');
  return rest.length >= 5 && isTitleWord(rest);
}

/** Folded prefixes that make a title its deputy's ("vice", "vize", "wice", "vara", "místo", "sub"). */
const DEPUTY_PREFIXES = ['vice', 'vize', 'wice', 'vara', 'misto', 'sub'];

/**
 * Words that are a title only with their complement ("residente de obra", the resident engineer
 * of a Mexican site; "residente en Madrid" is where someone lives): folded word and the folded
 * words that must follow it.
 */
const TITLE_PHRASES: readonly (readonly string[])[] = [
  // a board's members ("Board Member", "Medlem af bestyrelsen", "Membre du bureau")
  ['board', 'member'],
  ['member', 'of', 'the', 'board'],
  ['medlem', 'af', 'bestyrelsen'],
  ['miembro', 'de', 'la', 'junta'],
  ['miembro', 'del', 'patronato'],
  ['membre', 'du', 'conseil'],
  ['membre', 'du', 'bureau'],
  ['membro', 'del', 'consiglio'],
  ['mitglied', 'des', 'vorstands'],
  ['graduado', 'social'],
  // an accountancy's grades ("Audit Senior", "Tax Senior", "Audit Semi-Senior")
  ['audit', 'senior'],
  ['tax', 'senior'],
  ['audit', 'semi-senior'],
  ['tax', 'semi-senior'],
  ['accounts', 'senior'],
  ['femme', 'de', 'chambre'],
  ['notarius', 'publicus'],
  ['residente', 'de', 'obra'],
  ['residente', 'de', 'obras'],
  ['residente', 'de', 'construccion'],
].map((p) => p.map(fold));

function hasTitlePhrase(ws: readonly string[]): boolean {
  return ws.some((_, i) => TITLE_PHRASES.some((p) => p.every((w, j) => ws[i + j] === w)));
}

/**
 * Trades that are as often family names (Baker, Cook, Bakker, Kok, Slager, Koster, Asztalos,
 * Szabó, Sládek): a title word only where written in lower case ("our head baker", "bakker en
 * eigenaar", "asztalos"), never as a capitalised word, which may be a name's.
 */
export const LOWER_CASE_TITLE_WORDS: ReadonlySet<string> = new Set(
  [
    'baker', 'butcher', 'cook', 'bakker', 'slager', 'schilder', 'kok', 'koster', 'pastoor', 'kantor', 'kántor', 'murer',
    'pék', 'hentes', 'asztalos', 'kőműves', 'ács', 'szabó', 'molnár', 'takács', 'lakatos', 'mészáros', 'kovács',
    'sołtys', 'tisler', 'pagar', 'clerc', 'sládek', 'contador', 'contadora',
    'pastor', 'porter', 'farmer', 'printer', 'brouwer', 'drukker', 'escribano', 'escribana', 'pintor', 'boucher',
    'bouchère', 'winzer', 'küster', 'mesner', 'lehrer', 'maler', 'koch', 'metzger', 'brauer', 'meister', 'mester', 'svend',
    'krejčí', 'krejčová', 'zámečník', 'zámočník', 'krajčír', 'sládok', 'maliar', 'tag', 'ötvös', 'puusepp', 'vicari',
    'krawiec', 'vodička', 'kaplán', 'káplán',
  ].map(fold),
);

function hasLowerCaseTitleWord(s: string): boolean {
  return s.split(/[^\p{L}]+/u).some((w) => w !== '' && w === w.toLowerCase() && (LOWER_CASE_TITLE_WORDS.has(fold(w)) || OCCUPATION_NAME_WORDS.has(fold(w))));
}

/** British "Co-ordinator", "co-founder" as one word, so the word lists read them ("Coordinator"). */
function withoutCoHyphen(text: string): string {
  return text.replace(/(?<!\p{L})([Cc]o)-(?=\p{L}{4})/gu, '$1');
}

/**
 * Offices written as capitals that are words in lower case: a club's Public Relations Officer
 * ("PRO"; Czech and Slovak "pro" is "for"), a school's Designated Safeguarding Lead and deputy.
 */
const CAPITALS_TITLE_WORDS: ReadonlySet<string> = new Set(['PRO', 'DSL', 'DDSL']);
function hasCapitalsTitleWord(s: string): boolean {
  return s.split(/[^\p{L}]+/u).some((w) => CAPITALS_TITLE_WORDS.has(w));
}

export function hasTitleWord(s: string): boolean {
  const ws = words(withoutCoHyphen(s));
  return ws.some(isTitleWord) || hasTitlePhrase(ws) || hasLowerCaseTitleWord(s) || hasCapitalsTitleWord(s);
}

/** Title words that, beside a place word, make a place ("Head office", "main office"), not a title. */
const WEAK_TITLE_WORDS = new Set(['head', 'lead', 'chief']);
/** Folded words that make a "title: ..." label something else than a job title ("Head office: ..."). */
const NOT_TITLE_WORDS = new Set([
  'office', 'offices', 'headquarters', 'quarters', 'address', 'adresse', 'hours', 'location', 'phone', 'email',
  'e-mail', 'fax', 'anschrift', 'sitz', 'siege', 'sede', 'oficina', 'kontor', 'opening',
]);

/**
 * Labels that say how to reach someone, not what they do ("Tel.", "E-Mail", "Correo electrónico"):
 * noise between a person and their address on one line.
 */
const CHANNEL_WORDS = new Set(
  [
    'tel', 'telefon', 'telephone', 'telefono', 'teléfono', 'telefone', 'téléphone', 'tél', 'tlf', 'tfn', 'phone',
    'fon', 'fax', 'mobil', 'mobile', 'handy', 'cell', 'mob', 'gsm', 'telefax', 'email', 'mail', 'e', 'post', 'epost',
    'correo', 'courriel', 'correu', 'posta', 'mejl', 'web', 'www', 'internet', 'adresse', 'address', 'adres',
    'electronico', 'electronic', 'electronique', 'elettronica', 'electronica', 'elektronisch', 'elektroniczna',
    'durchwahl', 'direkt', 'direkte', 'direct', 'directe', 'diretto', 'directo', 'per', 'via', 'an', 'at', 'a', 'à', 'unter',
    'under', 'pa', 'på', 'op', 'na', 'bij', 'to', 'by', 'or', 'oder', 'ou', 'o', 'of', 'og', 'eller', 'lub', 'und',
    'and', 'et', 'y', 'i', 'or', 'write', 'schreiben', 'ecrire', 'écrire', 'escribir', 'scrivere',
    // mobile and e-mail in the other languages (celular, móvil, cellulare, telemóvel, komórka,
    // sähköposti, puhelin, matkapuhelin)
    'celular', 'movil', 'cellulare', 'telemovel', 'kom', 'komorka', 'sahkoposti', 'puhelin', 'puh',
    'matkapuhelin', 'gsm', 'whatsapp',
    // one-letter and short abbreviations before a number ("M: 913 22 004", "T +44 …", "Ph. …", "Tfno. …")
    'm', 't', 'f', 'p', 'ph', 'tfno', 'telf', 'cel', 'mobiel', 'sms', 'dir',
  ].map(fold),
);

/**
 * Words (folded) that open a phrase saying how or when to reach someone, never what they do:
 * "gerne per Telefon", "usually in the mornings", "de préférence le matin", "helst på e-post".
 */
const MANNER_WORDS = new Set(
  [
    'temporarily', 'alternatively', 'currently', 'directly', 'personally', 'thank', 'thanks', 'until', 'not', 'nicht', 'or', 'oder',
    'vielen', 'merci', 'gracias', 'grazie', 'bis', 'jusqu', 'hasta', 'fino', 'tot', 'as', 'wie', 'comme', 'como',
    'gerne', 'gern', 'bitte', 'vorzugsweise', 'bevorzugt', 'meist', 'meistens', 'nur', 'auch', 'usually',
    'preferably', 'ideally', 'only', 'also', 'mostly', 'mainly', 'gladly', 'please', 'plutot', 'uniquement', 'seulement',
    'surtout', 'aussi', 'volontiers', 'preferiblemente', 'preferentemente', 'solamente', 'tambien', 'preferibilmente',
    'anche', 'soltanto', 'volentieri', 'preferencialmente', 'somente', 'tambem', 'liefst', 'bijvoorkeur', 'ook',
    'alleen', 'graag', 'helst', 'gjerne', 'garna', 'kun', 'bara', 'ogsa', 'chetnie', 'najlepiej', 'tylko', 'rowniez',
    'takze', 'nejlepe', 'pouze', 'mieluiten', 'vain', 'myos', 'eelistatult', 'ainult', 'szivesen', 'csak',
  ].map(fold),
);

/** Words (folded) of when: times of day and week days ("vormittags", "le matin", "weekdays"). */
const TIME_WORDS = new Set(
  [
    'morning', 'mornings', 'afternoon', 'afternoons', 'evening', 'evenings', 'weekday', 'weekdays', 'monday', 'tuesday',
    'wednesday', 'thursday', 'friday', 'vormittags', 'nachmittags', 'morgens', 'abends', 'montags', 'dienstags',
    'mittwochs', 'donnerstags', 'freitags', 'werktags', 'matin', 'matinee', 'apres', 'midi', 'soir', 'lundi', 'mardi',
    'mercredi', 'jeudi', 'vendredi', 'manana', 'mananas', 'tarde', 'tardes', 'lunes', 'martes', 'miercoles', 'jueves',
    'viernes', 'mattina', 'mattino', 'pomeriggio', 'sera', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi',
    'manha', 'segunda', 'ochtend', 'ochtends', 'middag', 'middags', 'avond', 'maandag', 'dinsdag', 'woensdag',
    'donderdag', 'vrijdag', 'formiddag', 'formiddagen', 'eftermiddag', 'eftermiddagen', 'forenoon', 'ettermiddag',
    'ettermiddagen', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'mandagar', 'rano', 'popoludniu',
    'poniedzialek', 'wtorek', 'sroda', 'czwartek', 'piatek', 'dopoledne', 'odpoledne', 'aamupaivisin', 'iltapaivisin',
    // the working days in Czech, Slovak, Hungarian, Finnish and Estonian ("pondělí–středa 7:30–13:30")
    'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'hétfő',
    'kedd', 'szerda', 'csütörtök', 'péntek', 'maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai',
    'esmaspäev', 'teisipäev', 'kolmapäev', 'neljapäev', 'reede',
    // working days and the hour ("hverdage kl. 7–8", "vardagar", "arkisin", "werktags ab 8 Uhr")
    'hverdage', 'hverdager', 'vardagar', 'vardag', 'arkisin', 'werktage', 'kl', 'klo', 'uhr', 'weekend', 'weekends',
    'saturday', 'saturdays', 'sunday', 'sundays', 'samstag', 'samstags', 'sonntag', 'samedi', 'dimanche', 'sabado', 'domingo',
    'sabato', 'domenica', 'zaterdag', 'zondag', 'lordag', 'sondag', 'lordagar', 'sondagar',
    // sv: the week days shortened ("tis och tors"), and in the plural
    'tis', 'tors', 'mandagar', 'tisdagar', 'onsdagar', 'torsdagar', 'fredagar', 'tisdag', 'torsdag', 'onsdag',
    // by appointment ("riceve su appuntamento", "nach Terminvereinbarung", "sur rendez-vous", "efter aftale")
    'appointment', 'appointments', 'termin', 'terminvereinbarung', 'vereinbarung', 'rendez-vous', 'cita',
    'appuntamento', 'afspraak', 'aftale', 'avtale', 'overenskommelse', 'ajanvaraus', 'ajanvarauksella', 'kokkuleppel',
    'umowienia', 'domluve', 'dohode', 'bejelentkezes',
  ].map(fold),
);

/** Words (folded) of how: the channel itself ("per Telefon", "by phone", "par courriel"). */
const HOW_WORDS = new Set(
  [
    'telefon', 'telephone', 'telefono', 'telefone', 'phone', 'mobil', 'mobile', 'handy', 'email', 'mail', 'mails',
    'courriel', 'correo', 'whatsapp', 'sms', 'anruf', 'call', 'appel', 'llamada', 'chiamata', 'puhelin', 'puhelimitse',
    'telefonicky', 'telefonicznie', 'telefonisch', 'telefonisk', 'telefonico', 'telefonica', 'epost', 'mejl', 'post',
  ].map(fold),
);

/** Folded words of a sales region or a point of the compass ("region norr", "zona nord", "southern region"). */
const REGION_WORDS = new Set([
  'region', 'regio', 'gebiet', 'zona', 'zone', 'area', 'omrade', 'obszar', 'oblast', 'alue', 'piirkond', 'north', 'south',
  'east', 'west', 'northern', 'southern', 'eastern', 'western', 'nord', 'sud', 'ost', 'norr', 'syd', 'vast', 'oest', 'noord',
  'zuid', 'oost',
]);

/**
 * Folded names of languages, English and as the languages read write them: a phrase naming one
 * without a job word says what someone speaks ("English speaking", "Spanish and French:"), no job.
 */
export const LANGUAGE_WORDS = new Set(
  [
    'english', 'spanish', 'french', 'german', 'italian', 'dutch', 'portuguese', 'swedish', 'danish', 'norwegian', 'polish', 'englisch',
    'spanisch', 'franzosisch', 'deutsch', 'italienisch', 'anglais', 'espagnol', 'allemand', 'italien', 'ingles', 'frances', 'aleman',
    'inglese', 'francese', 'tedesco', 'engels', 'frans', 'duits', 'engelska', 'franska', 'tyska', 'engelsk', 'fransk', 'tysk',
    'italiano', 'espanol', 'castellano', 'catalan', 'castella', 'catala', 'angles', 'alemany', 'portugues', 'portuguesa', 'russian',
    'russisch', 'russe', 'ruso', 'chinese', 'arabic', 'arabisch', 'arabe', 'turkish', 'turkisch', 'svensk', 'svenska', 'norsk',
    'dansk', 'danska', 'finsk', 'finska', 'italiensk', 'italienska', 'spansk', 'spanska', 'nederlands', 'vlaams', 'spaans',
    'italiaans', 'portugees', 'polski', 'polsku', 'angielski', 'niemiecki', 'cesky', 'cestina', 'anglicky', 'nemecky', 'suomi',
    'englanti', 'ruotsi', 'saksa', 'magyar', 'angol', 'nemet', 'irish', 'gaeilge', 'schweizerdeutsch', 'romanche',
  ].map(fold),
);

/** Folded words of speaking a language ("English speaking", "spricht Deutsch", "parle anglais", "habla inglés"). */
const SPEAKING_WORDS = new Set(
  [
    'speaking', 'speaks', 'speaker', 'spoken', 'spricht', 'sprechend', 'parle', 'parlant', 'habla', 'hablamos', 'parla', 'fala',
    'spreekt', 'sprekend', 'talar', 'taler', 'snakker', 'mowi', 'mluvi', 'puhuu', 'beszel', 'räägib', 'fluent', 'fliessend',
    'couramment', 'fluido', 'flytande', 'flydende', 'flytende', 'also', 'auch', 'aussi', 'tambien', 'anche', 'ook', 'ogsa', 'ocksa',
  ].map(fold),
);

/**
 * Whether the words are a language someone speaks and nothing else: language names with function
 * words and a word of speaking ("English speaking", "Spanish and French", "spricht Italienisch").
 * A job taught or done in a language keeps its job word ("Spanish teacher", "traductora de inglés").
 */
export function speaksLanguage(ws: readonly string[]): boolean {
  return ws.some((w) => LANGUAGE_WORDS.has(w)) && ws.every((w) => LANGUAGE_WORDS.has(w) || SPEAKING_WORDS.has(w) || FUNCTION_WORDS.has(w));
}

/**
 * Whether a phrase written after a name says how, when or where to reach them, not their job
 * ("Jana Roth, gerne per Telefon, <address>", "Jeanne Roux, de préférence le matin", "Lars Berg,
 * region norr", "Ana Pérez, English speaking"): it opens with a word of manner or preference, or, holding no
 * job-title word, speaks of a time, a channel or a region; or it names only a language spoken. A wrong title is worse than none, so the name stands alone.
 */
export function saysHowOrWhen(text: string): boolean {
  const ws = words(text);
  if (ws.length === 0) return false;
  if (MANNER_WORDS.has(ws[0] ?? '')) return true;
  return !isInlineTitle(text) && ws.some((w) => TIME_WORDS.has(w) || HOW_WORDS.has(w) || REGION_WORDS.has(w)) || speaksLanguage(ws);
}

/**
 * Function words (folded) of the languages read: articles, prepositions, pronouns, conjunctions,
 * negations and courtesy words. A phrase of them says how, where or to whom, never a job.
 */
const FUNCTION_WORDS = new Set(
  [
    'a', 'an', 'the', 'in', 'on', 'at', 'by', 'for', 'of', 'to', 'with', 'from', 'until', 'as', 'or', 'and', 'not', 'you', 'your', 'me', 'us', 'we', 'thank', 'thanks', 'please',
    'der', 'die', 'das', 'ein', 'eine', 'im', 'in', 'an', 'am', 'auf', 'bei', 'mit', 'von', 'vom', 'zu', 'zur', 'zum', 'fur', 'bis', 'als', 'oder', 'und', 'nicht', 'sie', 'ihnen', 'dank', 'vielen', 'danke', 'bitte',
    'le', 'la', 'les', 'un', 'une', 'en', 'sur', 'sous', 'par', 'pour', 'avec', 'de', 'du', 'des', 'au', 'aux', 'ou', 'et', 'pas', 'vous', 'merci',
    'el', 'los', 'las', 'uno', 'una', 'con', 'por', 'para', 'sin', 'del', 'al', 'hasta', 'o', 'y', 'no', 'usted', 'gracias',
    'il', 'lo', 'gli', 'di', 'da', 'su', 'per', 'tra', 'fra', 'fino', 'e', 'non', 'lei', 'grazie',
    'o', 'os', 'as', 'um', 'uma', 'em', 'no', 'na', 'com', 'pela', 'pelo', 'ate', 'ou', 'obrigado', 'obrigada',
    'de', 'het', 'een', 'op', 'bij', 'met', 'voor', 'naar', 'tot', 'of', 'en', 'niet', 'u', 'bedankt',
    'en', 'ett', 'den', 'det', 'i', 'pa', 'av', 'med', 'for', 'till', 'til', 'fra', 'och', 'og', 'eller', 'inte', 'ikke', 'ni', 'dere', 'tack', 'takk', 'tak',
    'w', 'na', 'z', 'ze', 'do', 'od', 'dla', 'przez', 'i', 'lub', 'nie', 'pan', 'pani', 'dziekujemy',
    'v', 've', 'na', 'z', 'do', 'od', 'pro', 'a', 'nebo', 'ne', 'vam', 'dekujeme',
  ].map(fold),
);

export function isFunctionWord(w: string): boolean {
  return FUNCTION_WORDS.has(w);
}

/** Whether a segment is only a channel label ("Tel.", "E-Mail", "Correo electrónico", "per E-Mail an"). */
export function isChannelLabel(text: string): boolean {
  const ws = words(text);
  // An icon for the channel, no word ("✉", "📞", "☎️"): a label as "E-Mail:" is.
  if (ws.length === 0) return /[\p{So}\p{Extended_Pictographic}]/u.test(text) && /^[\p{So}\p{Extended_Pictographic}\p{M}\uFE0F\s:·•|–-]+$/u.test(text);
  return ws.length <= 4 && ws.every((w) => CHANNEL_WORDS.has(w));
}

/** Folded words of labels that introduce a contact ("Pressekontakt", "Persona de contacto", "Kontaktperson"). */
const CONTACT_LABEL_WORDS = [
  'contact', 'kontakt', 'contacto', 'contatto', 'contato', 'contacte', 'contactpersoon', 'kontaktperson',
  'ansprechpartner', 'ansprechpartnerin', 'ansprechperson', 'ansprechpartnerinnen', 'osoba', 'kontaktowa',
  'questions', 'fragen', 'ruckfragen', 'enquiries', 'inquiries', 'anfragen', 'demandes', 'consultas',
  'informazioni', 'vragen', 'sporsmal', 'spørsmal', 'spørgsmal', 'fragor', 'pytania',
  // fi, cs, pl, it: "Yhteyshenkilö:", "Kontaktní osoba:", "Persona di riferimento:"
  'yhteyshenkilo', 'yhteystiedot', 'kontaktisik', 'kapcsolattarto', 'riferimento', 'zustandig', 'zustandige',
];

/** Words that alone before a name are a contact label, not a title ("Referente: Marco Bianchi", "Interlocuteur :"). */
const SOLE_CONTACT_WORDS = new Set(['referente', 'interlocuteur', 'interlocutrice', 'interlocutor', 'interlocutora']);

/** Whether a label introduces a contact (not a job title): "Pressekontakt", "Contact presse", "Persona de contacto". */
export function isContactLabel(text: string): boolean {
  const ws = words(text);
  if (ws.length === 1 && SOLE_CONTACT_WORDS.has(ws[0] ?? '')) return true;
  return ws.some((w) => w.startsWith('kontakt') || w.startsWith('contact') || CONTACT_LABEL_WORDS.some((c) => w === c || (c.length >= 7 && w.endsWith(c))));
}

/** Prepositions (folded) a sentence ends with right before the address it gives ("write to", "escriu a", "schreiben Sie an"). */
const ADDRESS_PREPOSITIONS = new Set(
  ['at', 'to', 'a', 'an', 'unter', 'per', 'via', 'pa', 'på', 'op', 'naar', 'bij', 'till', 'til', 'em', 'en', 'al', 'au', 'ao', 'à', 'na', 'do', 'under'].map(fold),
);

/** The word for an address (folded), ending a phrase that leads to one ("à l'adresse", "op het adres"). */
const ADDRESS_NOUNS = new Set(
  ['address', 'adresse', 'adres', 'adressen', 'adresem', 'adrese', 'adresa', 'adresu', 'dirección', 'direccion', 'adreça', 'indirizzo', 'endereço', 'endereco', 'osoitteeseen', 'osoite', 'aadressil', 'címen', 'e-mail', 'email', 'courriel', 'correo', 'mail'].map(fold),
);

/** Whether a word is a preposition a sentence ends with right before the address it gives ("at", "to", "an", "à"). */
export function isAddressPreposition(word: string): boolean {
  return word === word.toLowerCase() && ADDRESS_PREPOSITIONS.has(fold(word));
}

/** Whether a segment is a clause leading to the address ("et respondrà a", "will answer you at"), never a title: it ends with a preposition. */
export function leadsToAddress(text: string): boolean {
  const tokens = collapse(text).split(' ');
  const last = tokens[tokens.length - 1] ?? '';
  // "à l'adresse", "at the address", "unter der Adresse", "all'indirizzo", "pod adresem": a
  // preposition, perhaps an article, and the word for the address itself.
  if (tokens.length <= 4 && ADDRESS_NOUNS.has(fold(last.replace(/^\p{L}{1,3}['’]/u, ''))) && last === last.toLowerCase()) return true;
  return tokens.length > 1 && last === last.toLowerCase() && ADDRESS_PREPOSITIONS.has(fold(last));
}

export function isPhoneLike(s: string): boolean {
  const digits = s.replace(/\D/g, '').length;
  // Was /^(?:(?:phone|...|m)\.?\s*:?\s*)?\+?[\d\s().\/-]+$/i, whose two `\s*` and the number's `\s`
  // could split one run of spaces in many ways (cubic on "T." + spaces + "x"). Same language: after
  // the label, spaces belong to the number unless a ":" or a "+" follows them.
  return digits >= 6 && /^(?:(?:phone|tel|telefon|telephone|mobile|fax|t|m)\.?(?:\s*:)?(?:\s*\+)?|\+)?[\d\s().\/-]+$/i.test(s.trim());
}

/** Legal forms (folded) that make a phrase a company's name, never a job title ("Acme GmbH", "Nordlys AS" excepted: "as" is a word). */
const LEGAL_FORMS = new Set([
  'gmbh', 'mbh', 'kg', 'ohg', 'ug', 'gbr', 'ltd', 'llc', 'llp', 'inc', 'plc', 'srl', 'sarl', 'sasu', 'eurl', 'bv', 'nv',
  'vof', 'sro', 'oy', 'oyj', 'aps', 'asa', 'ltda', 'slu', 'sprl', 'kft', 'zrt',
]);

/** A firm's name by its legal form ("Isännöintipalvelu Rinne Oy", "Weber Consulting GmbH"): where someone works, no job. */
export function namesFirm(text: string): boolean {
  const ws = words(text);
  return ws.length >= 2 && ws.length <= 6 && ws.some((w) => LEGAL_FORMS.has(w));
}

/**
 * Abbreviations (folded) written in titles with their period ("Staatl. gepr. Skiführer", "Dipl.
 * Ing.", "Techn. Leiter", "Kaufm. Angestellte", "Eidg. dipl. Elektroinstallateur", "Stv.
 * Geschäftsführer", "Sr. Developer", "Asst. Manager", "Resp. Comercial").
 */
const TITLE_ABBREVIATIONS = new Set([
  'staatl', 'gepr', 'dipl', 'techn', 'kaufm', 'zert', 'eidg', 'stv', 'stellv', 'ing', 'mag', 'univ', 'sr', 'jr', 'asst',
  'assoc', 'exec', 'mgr', 'dir', 'dept', 'resp', 'coord', 'adj', 'adm', 'wiss', 'selbst', 'ggf', 'bzw', 'lic', 'geprüft',
  // en-GB, en-IE: honorary, a club's unpaid officer ("Hon. Secretary", "Hon. Treasurer")
  'hon',
  // the person a job serves, by the honorific ("Legal Assistant to Mr. Whitcombe", "Assistentin von Dr. Maier")
  'mr', 'mrs', 'ms', 'dr', 'prof',
]);

/** The text with the period after each title abbreviation taken out, so it reads as no sentence end. */
function withoutTitleAbbreviations(s: string): string {
  // (A school class's Roman year is an ordinal too: "třídní učitelka I. A", "VII. B".)
  return s.replace(/(?<!\p{L})(\p{L}+)\.(?=\s)/gu, (m, w: string) => (TITLE_ABBREVIATIONS.has(fold(w)) || /^[IVX]{1,4}$/u.test(w) ? w : m));
}

/** Common nouns a firm's name holds that a job names as its own unit ("Head of Chambers", "Director of the Practice"): no sign of the firm's name after a job. */
export const GENERIC_FIRM_WORDS: ReadonlySet<string> = new Set(['chambers', 'practice', 'clinic', 'surgery', 'school', 'college', 'church', 'parish', 'council', 'club', 'society', 'trust', 'team', 'office', 'studio', 'group', 'centre', 'center', 'library', 'museum', 'hospital', 'company', 'firm', 'board', 'choir', 'orchestra']);

/** Whether `text` is shaped like a job title: short, not a sentence, not an address or phone, not a company. */
export function titleShaped(text: string): boolean {
  const s = collapse(text);
  if (words(s).some((w) => LEGAL_FORMS.has(w))) return false;
  if (s.length < 2 || s.length > 100 || !/\p{L}/u.test(s) || s.includes('@')) return false;
  if (isPhoneLike(s) || /\[\s*email\s*protected\s*\]/i.test(s) || findAddressesInText(s).length > 0) return false;
  const n = s.split(' ').length;
  // A relative clause ("who is responsible for …", "qui est responsable de …", "som ansvarar för …") says something about a person; it is no title as written.
  if (/^(?:who|which|qui|que|quien|quienes|che|som|który|która|welche|welcher)\s/u.test(s)) return false;
  // So is a Dutch or German one, with its verb last in lower case ("die bij ons alles opvolgt",
  // "der sich um alles kümmert"); "die Leiterin der Buchhaltung" ends with a noun.
  if (/^(?:die|der|dat|wat)\s(?:\S+\s)+\p{Ll}+$/u.test(s)) return false;
  // A period after a number of one or two digits is an ordinal ("Auszubildender (2. Lehrjahr)"),
  // after an abbreviation of a title's ("Staatl. gepr. Berg- und Skiführer") no sentence end either.
  if (n > 12 || /(?:(?<!(?:^|[^\d])\d{1,2})\.|[!?])\s+\p{Lu}/u.test(withoutTitleAbbreviations(s)) || /[!?]$/.test(s) || /^["“„«']/.test(s)) return false;
  // A final period only after an abbreviation ("Sales Dir."), not at the end of a sentence.
  if (s.endsWith('.') && !/(?:^|\s)[\p{L}]{1,4}\.$/u.test(s)) return false;
  const ws = words(s);
  // An address or a place said as a note ("Anschrift wie oben", "Adresse siehe Impressum"): no job word, so no title.
  if (NOT_TITLE_WORDS.has(ws[0] ?? '') && !ws.some(isTitleWord)) return false;
  return !ws.every((w) => NOT_TITLE_WORDS.has(w) || (CHANNEL_WORDS.has(w) && !isTitleWord(w)));
}

/**
 * Two or three jobs written as sentences of their own, each a title ("Abogado. Socio director",
 * "Advocat. Soci fundador", "Economista. Asesor fiscal"): one title line, as the page gives it.
 */
function isTitlesInSentences(text: string): boolean {
  const s = collapse(text).replace(/\.$/u, '');
  // (Most text that is no title shape is a sentence or longer: told by its length before any split.)
  if (s.length > 120 || !s.includes('. ') || words(s).length > 10) return false;
  const parts = s.split(/\.\s+(?=\p{Lu})/u);
  // Each a job: by a job-title word, or by its agent noun next to one that has it ("Economista. Asesor fiscal").
  const jobs = parts.map((p) => (titleShaped(p) && isInlineTitle(p) ? 'word' : titleShaped(p) && isAgentTitle(p) ? 'agent' : null));
  return parts.length >= 2 && parts.length <= 3 && words(s).length <= 10 && jobs.every((j) => j !== null) && jobs.includes('word');
}

/** A job title in running text or on a label line: title-shaped with a title word, and not "Head office" or the like. */
export function isInlineTitle(text: string): boolean {
  if (!titleShaped(text)) return isTitlesInSentences(text);
  const ws = words(withoutCoHyphen(text));
  const titleWords = ws.filter(isTitleWord);
  if (titleWords.length === 0) return hasTitlePhrase(ws) || hasLowerCaseTitleWord(text) || hasCapitalsTitleWord(text);
  return !(ws.some((w) => NOT_TITLE_WORDS.has(w)) && titleWords.every((w) => WEAK_TITLE_WORDS.has(w)));
}

/**
 * Folded endings of agent nouns, the words for someone who does something, that hardly end any
 * other word: -ist/-iste/-ista (Floristin, fleuriste, florista), French -eur/-euse/-rice
 * (vendeuse, animatrice), Italian -tore/-trice, -loge/-logue/-logo/-loga (Önologe, œnologue,
 * enólogo), German feminine -erin/-orin/-istin (Winzerin, Konditorin), Norwegian and Danish -ør
 * (frisør, instruktør), Estonian compounds in -mees/-naine ("man", "woman": peasaemees,
 * müügimees) and Finnish ones in -mies (huoltomies), -ator (coordinator, intonator, koordinátor:
 * the Latin agent ending most languages keep; the machines so named are NOT_JOB_AGENTS), Dutch
 * -elaar (ontwikkelaar, handelaar, bemiddelaar), Swedish -vetare, "one who knows" (skogsvetare,
 * naturvetare, språkvetare), French -icien/-icienne (technicienne, acousticienne, opticien), the
 * Spanish, Catalan and Portuguese feminine -adora (coordinadora, dinamitzadora, educadora; not
 * -dor, "comedor", "ordenador"). Not -er, -or, -ant, -ent: "Order", "Sponsor", "Restaurant", "Event";
 * nor Swedish -are alone: "Software", "Compare".
 */
const AGENT_SUFFIXES = ['ist', 'iste', 'ista', 'isten', 'istin', 'eur', 'euse', 'rice', 'tore', 'ator', 'loge', 'login', 'logue', 'logo', 'loga', 'erin', 'orin', 'ør', 'mees', 'naine', 'mies', 'elaar', 'vetare', 'icien', 'icienne', 'adora'];

/**
 * Agent endings told only by their accented letters, so read on the word as written (lower case,
 * not folded): Czech, Slovak and Estonian spellings of the loaned agent nouns in -cher/-ger
 * (dispečer, manažer, dispetšer, mänedžer), and Finnish -jä (myyjä, kehittäjä), the front-vowel
 * form of the agent suffix -ja. Folded, they would be -ser/-cer/-zer/-ja ("Laser", "Caja").
 * Slovak -teľ/-teľka and Czech -telka/-telkyně (chovateľ, spracovateľka, ředitelka): folded,
 * -tel would be "Hotel" or "Kapitel". Hungarian nouns of the doer in -ő after l, z, t, r, v or g
 * (lepárlókezelő, címketervező, ügyintéző, könyvelő, fejlesztő): the present participle, which
 * Hungarian uses as its agent noun; folded, -o would be any Italian or Spanish word. Not -ső
 * ("első", "felső": first, upper), nor the participles used as adjectives (NOT_AGENT_SPELLINGS);
 * and those in -ász/-ész, the suffix of a trade (jogász, borász, kertész, fodrász); three letters
 * before it at least, so not "egész", "rész" (whole, part). Czech and Slovak agent nouns in -čí
 * (mluvčí, průvodčí, výpravčí: spokesperson, guide, dispatcher); folded, -ci would be any Italian plural.
 * Czech and Slovak women's agent nouns in -ička (of -ik: keramička, technička) and -ářka/-ařka/-ířka
 * (kuchařka, lékařka, malířka); three letters before them, so not "lžička", "ulička" (spoon, lane).
 * Finnish and Estonian back-vowel -ja after a vowel (ostaja, puunostaja, hoitaja, raamatupidaja,
 * õpetaja), in words of seven letters or more and no given name: not Spanish "caja", "hoja", nor
 * Polish -cja (administracja), nor Maja, Kaija, Emilija, Viktorija.
 */
const AGENT_SPELLING_RE = /^\p{L}{3,}(?:šer|čer|žer|jä|teľ|teľka|telka|telkyně|[lztrvg]ő|ász|ész|čí|ička|ářka|ařka|ířka)$/u;
const BACK_VOWEL_AGENT_RE = /^\p{L}{4,}[aiouõ]ja$/u;

/** Hungarian participles in -ő that say how something is, not who does it (next, suitable, various, favourable, previous). */
const NOT_AGENT_SPELLINGS = new Set(['következő', 'megfelelő', 'különböző', 'kedvező', 'előző', 'megjelenő', 'rendelkező', 'vonatkozó']);

/**
 * Words with those endings that name who wrote, published or sent something, not a job ("Auteur :",
 * "Autorin:", "Éditeur :"), or that are no person at all ("Revista", "Catálogo", "Checklist").
 */
const NOT_JOB_AGENTS = new Set(
  [
    'auteur', 'autrice', 'autore', 'autorin', 'author', 'autor', 'autora', 'autorka', 'forfatter', 'författare', 'szerző', 'kirjoittaja', 'éditeur', 'editrice', 'hébergeur', 'expéditeur', 'utilisateur', 'visiteur',
    'revista', 'entrevista', 'catálogo', 'catalogo', 'dialogo', 'prologue', 'épilogue', 'catalogue', 'dialogue', 'checklist',
    'playlist', 'wishlist', 'settore', 'secteur', 'moteur', 'ordinateur',
    'calculator', 'kalkulator', 'generator', 'radiator', 'ventilator', 'akumulator', 'indicator', 'simulator', 'emulator',
    'configurator', 'konfigurator', 'aggregator', 'agregator', 'elevator', 'terminator', 'denominator', 'equator', 'alligator',
  ].map(fold),
);

/** Whether a folded word is a thing named like an agent (a machine in -ator, a catalogue), never a job. */
export function isNotJobAgent(w: string): boolean {
  return NOT_JOB_AGENTS.has(w);
}

/**
 * A job ESCO's labels name (occupations.ts), read as an agent noun: a word for someone who does
 * something, taken for a title only where the structure ties it to the name, as the agent endings
 * above are ("Kranzbinderin" of a label starting the line, not in running text).
 */
function isOccupation(w: string): boolean {
  return OCCUPATION_WORDS.has(w) || OCCUPATION_ENDINGS.has(w) || endsInOccupation(w);
}

function isAgentNoun(w: string): boolean {
  return !NOT_JOB_AGENTS.has(w) && (AGENT_SUFFIXES.some((suffix) => w.length >= suffix.length + 3 && w.endsWith(suffix)) || isOccupation(w));
}

/**
 * A label that starts a "Label: Name, <address>" line and is a job without any word of the lists
 * ("Fleuriste : Claire Dubois", "Floristin: Anna Weber", "Vendeuse : Léa Roux"): at most three
 * words, capitalised, title-shaped, with an agent noun (AGENT_SUFFIXES) and no contact or channel
 * label. The line's structure ties it to the name right after it, as a card's subtitle is tied.
 */
export function isAgentLabel(text: string): boolean {
  return /^\p{Lu}/u.test(collapse(text)) && isAgentTitle(text);
}

/**
 * A short phrase naming a job by an agent noun no list holds (see isAgentLabel), for the places
 * whose structure ties a phrase to the name: a label starting the name's line, an apposition
 * closed by commas ("Anna Weber, Floristin, …"), a possessive or an article right before the name.
 */
export function isAgentTitle(text: string): boolean {
  const ws = words(text);
  if (ws.length === 0 || ws.length > 3 || !titleShaped(text) || /\d/.test(text)) return false;
  if (isContactLabel(text) || isChannelLabel(text) || ws.some((w) => NOT_TITLE_WORDS.has(w))) return false;
  // "auteur du guide": the author of a thing, whatever the thing's word (a guide is a job too).
  if (ws.some((w) => NOT_JOB_AGENTS.has(w))) return false;
  return ws.some(isAgentNoun) || collapse(text).toLowerCase().split(/[^\p{L}]+/u).some((w) => (AGENT_SPELLING_RE.test(w) && !NOT_AGENT_SPELLINGS.has(w)) || (BACK_VOWEL_AGENT_RE.test(w) && !isGivenName(w)));
}

/** A register's acronym and number: capitals, digits and their separators only, opening with a capital, with a run of three digits or more. */
function isRegistration(text: string): boolean {
  return text.length >= 4 && text.length <= 30 && /^\p{Lu}[\p{Lu}\d\s/.:-]+$/u.test(text) && /\d{3}/.test(text);
}

/** A title as printed, trimmed of the punctuation around it ("– Head of Sales:" -> "Head of Sales"). */
export function trimTitle(title: string): string {
  // A professional register's number after the title ("Cirurgiã-dentista | CRO-SP 12345",
  // "Advogada – OAB/SP 123.456", "Architekt, AKNW 12345"): the registration, not the job.
  let text = collapse(title);
  for (;;) {
    const cut = Math.max(text.lastIndexOf(' | '), text.lastIndexOf(' – '), text.lastIndexOf(' — '), text.lastIndexOf(', '));
    if (cut <= 0 || !isRegistration(text.slice(cut).replace(/^[\s|–—,]+/u, ''))) break;
    text = text.slice(0, cut);
  }
  // The matters a person handles after a middle dot, in lower case ("Partner, arkitekt · boliger
  // og transformation", "Økonomiansvarlig · fakturaer og regnskab"): what they take care of, not
  // the job; a second job or a capitalised field stays ("Directora clínica · Medicina interna").
  const dot = text.lastIndexOf(' · ');
  if (dot > 0 && /^\p{Ll}/u.test(text.slice(dot + 3)) && !hasTitleWord(text.slice(dot + 3))) text = text.slice(0, dot);
  // Degrees written after the title on the same line ("Projektipäällikkö, DI", "Partner, CPA") are not the title.
  const parts = text.split(',');
  while (parts.length > 1 && isPostNominal(parts[parts.length - 1] ?? '')) parts.pop();
  // The lookbehind starts the trailing run where it starts (retried from each position it was quadratic).
  let s = collapse(parts.join(',')).replace(/^[\s,;:·•|–—/-]+/u, '').replace(/(?<![\s,;:·•|–—/-])[\s,;:·•|–—/-]+$/u, '');
  // A final period only stays after an abbreviation ("Sales Dir.").
  if (s.endsWith('.') && !/(?:^|\s)[\p{L}]{1,4}\.$/u.test(s)) s = s.slice(0, -1).trimEnd();
  if (/^\(.*\)$/.test(s)) s = s.slice(1, -1).trim();
  return s;
}


// ---------------------------------------------------------------------------------------------
// Column headers and definition-list terms that name what a cell holds
// ---------------------------------------------------------------------------------------------

const NAME_HEADERS = new Set(
  [
    'name', 'namen', 'vorname', 'nachname', 'nom', 'prenom', 'nombre', 'nombre y apellidos', 'nom i cognoms', 'nome',
    'nome e cognome', 'cognome', 'naam', 'navn', 'namn', 'imie', 'imię', 'imię i nazwisko', 'nazwisko', 'person',
    'persona', 'ansprechpartner', 'ansprechpartnerin', 'ansprechperson', 'kontaktperson', 'contactpersoon',
    'contact person', 'persona de contacto', 'persona de contacte', 'persona di contatto', 'pessoa de contacto', 'pessoa de contato',
    'osoba kontaktowa', 'mitarbeiter', 'mitarbeiterin', 'employee', 'staff', 'medewerker', 'medarbejder',
    'medarbeider', 'anställd', 'ansatt', 'pracownik', 'who', 'wer', 'qui', 'quien', 'quién', 'chi', 'quem', 'wie',
    'full name', 'contact',
    // the column of a council's, a board's or a firm's people ("Councillor | Ward | Position | Email",
    // "Partner | Designation | Email", "Incarico | Docente | E-mail")
    'councillor', 'councillors', 'councilor', 'councilors', 'member', 'members', 'trustee', 'trustees', 'partner', 'partners',
    'docente', 'docenti',
    // a practice's column of its professionals ("Professionnel·le | Profession", "Professional | Role")
    'professionnel', 'professionnelle', 'professionnel·le', 'professionnel(le)', 'professionnels', 'professional', 'professionals',
    'profesional', 'profesionales', 'professionista', 'profissional', 'profissionais',
    // it, es, pt: the person one refers to ("Ufficio | Referente | E-mail")
    'referente', 'referenti',
    // cs, sk, fi, and the full forms of the others
    'jméno', 'jméno a příjmení', 'příjmení', 'meno', 'meno a priezvisko', 'nimi', 'etunimi', 'sukunimi',
    'yhteyshenkilö', 'kontaktní osoba', 'kontaktná osoba', 'osoba do kontaktu', 'nom et prénom', 'nom prénom', 'prénom nom', 'nome completo',
    'nombre completo', 'vor- und nachname', 'name, vorname', 'fornavn og etternavn', 'navn og stilling',
    // et, hu
    'ees- ja perekonnanimi', 'töötaja', 'kontaktisik', 'név', 'munkatárs', 'kapcsolattartó',
    // the person answering for a row's group, desk or service ("Grup | Horari | Responsable | Correu")
    'responsable', 'responsables', 'encargado', 'encargada', 'encarregat', 'encarregada', 'encarregado',
    // a practice's or a school's column of its professionals ("Especialista | Especialidad | Correo",
    // "Trainer | Gruppe | E-Mail")
    'especialista', 'especialistas', 'specialist', 'specialists', 'spécialiste', 'specialista', 'médico', 'médica', 'doctor', 'arzt',
    'ärztin', 'dentist', 'odontólogo', 'odontóloga', 'trainer', 'trainerin', 'coach', 'entrenador', 'entrenadora', 'entrenadors',
    'allenatore', 'treinador', 'trener', 'teacher', 'lehrer', 'lehrerin', 'professeur', 'profesor', 'profesora', 'professor',
    'docent', 'lærer', 'lärare', 'nauczyciel', 'consultant', 'berater', 'beraterin', 'asesor', 'asesora', 'advisor', 'adviser',
  ].map(fold),
);
/** Name headers that say the family name comes first ("Cognome e nome": "Rossi Mario"). */
const FAMILY_FIRST_HEADERS = new Set(
  [
    'cognome e nome', 'cognome nome', 'cognome, nome', 'nachname, vorname', 'nachname vorname', 'name, vorname',
    'nom prénom', 'nom, prénom', 'nom et prénom', 'apellidos y nombre', 'apellidos, nombre', 'příjmení a jméno',
    'příjmení, jméno', 'priezvisko a meno', 'nazwisko i imię', 'nazwisko, imię', 'sukunimi, etunimi',
    'sukunimi etunimi', 'achternaam, voornaam', 'efternamn, förnamn', 'etternavn, fornavn', 'efternavn, fornavn',
  ].map(fold),
);

/** Whether a Name column's header says the family name is written first. */
export function familyFirstHeader(text: string): boolean {
  return FAMILY_FIRST_HEADERS.has(fold(text).replace(/(?<![:.])[:.]+$/, '').trim());
}
const TITLE_HEADERS = new Set(
  [
    // ("Designation": how Indian, Singaporean and South African pages head the job column)
    'designation', 'occupation', 'job', 'job role', 'post held', 'portfolio',
    'title', 'job title', 'position', 'role', 'function', 'funktion', 'stelle', 'aufgabe', 'aufgaben', 'bereich',
    'zuständigkeit', 'fonction', 'poste', 'titre', 'rôle', 'cargo', 'puesto', 'función', 'càrrec', 'funció',
    'funzione', 'ruolo', 'qualifica', 'mansione', 'posizione', 'incarico', 'carica', 'função', 'cargo ocupado', 'posición', 'posició',
    'functie', 'rol', 'titel', 'stilling', 'rolle',
    'tittel', 'befattning', 'roll', 'stanowisko', 'funkcja', 'responsibility', 'responsabilité', 'ansvar',
    'funkce', 'pozice', 'pracovní pozice', 'funkcia', 'pozícia', 'tehtävä', 'titteli', 'nimike', 'tehtävänimike',
    'asema', 'vastuualue', 'beruf', 'tätigkeit', 'zuständig', 'position / rolle', 'taak', 'tarefa', 'área de atuação',
    // et, hu: the post ("Nimi | Ametikoht | E-post", "Név | Beosztás | E-mail")
    'ametikoht', 'amet', 'ametinimetus', 'valdkond', 'beosztás', 'munkakör', 'pozíció', 'feladatkör',
    // da, no, sv: a board's or club's post ("Post | Navn | Afdeling | E-mail", "Verv", "Uppdrag")
    'post', 'hverv', 'tillidshverv', 'verv', 'tillitsverv', 'uppdrag',
    // a professional's specialty, their title on a practice's table ("Especialista | Especialidad")
    'specialty', 'speciality', 'specialisation', 'specialization', 'spécialité', 'especialidad', 'especialitat', 'especialidade',
    'specializzazione', 'specialità', 'fachgebiet', 'fachrichtung', 'schwerpunkt', 'specialisme', 'specialisatie', 'specialitet',
    'speciale', 'specjalizacja', 'specializace', 'specializácia', 'erikoisala', 'expertise', 'domaine', 'área de especialidad',
    // a professional's profession ("Professionnel·le | Profession | Courriel", "Name | Beruf")
    'profession', 'professions', 'profesión', 'professió', 'professione', 'profissão', 'profissao', 'beroep', 'yrke',
    'erhverv', 'zawód', 'povolání', 'povolanie', 'ammatti', 'foglalkozás', 'szakma', 'elukutse', 'occupation', 'job',
  ].map(fold),
);

/**
 * The office or department a row's person answers for: their title on a small firm's contact
 * table ("Ufficio | Referente": "amministrazione e fatturazione"), when the table has no column
 * of jobs ("Dział | Osoba | Stanowisko": the job is the Stanowisko column's).
 */
const DEPARTMENT_HEADERS = new Set(
  [
    'ufficio', 'reparto', 'abteilung', 'department', 'departamento', 'departament', 'département', 'afdeling',
    'avdelning', 'avdeling', 'dział', 'oddělení', 'oddelenie', 'osasto', 'osztály', 'osakond',
    // the duties a person answers for ("Ansprechpartner | Aufgabenbereich | E-Mail"), or their
    // team; not "Area", "Område", "Oblast", as often a region as a duty
    'aufgabenbereich', 'tätigkeitsbereich', 'verantwortungsbereich', 'competenza', 'competenze', 'competencia', 'competència',
    'ansvarsområde', 'ansvarsomrade', 'zakres obowiązków', 'team', 'équipe', 'equipo',
    // a board's offices ("Office | Name | Email": President, Treasurer); a title only where its cell holds a job word
    'office',
  ].map(fold),
);

/** Department headers whose cells may as well name a place ("Office": "President" or "London"): a cell is a title only with a job word. */
const PLACE_OR_TITLE_HEADERS = new Set(['office'].map(fold));

/** Whether a title column's cell under this header is a title: any title-shaped text, or for "Office" one with a job word. */
export function titleUnderHeader(header: string, text: string): boolean {
  return !PLACE_OR_TITLE_HEADERS.has(fold(header).replace(/(?<![:.])[:.]+$/, '').trim()) || isInlineTitle(text);
}

/** Whether a column header names a department (a title only where no column names the job). */
export function isDepartmentHeader(text: string): boolean {
  return DEPARTMENT_HEADERS.has(fold(text).replace(/(?<![:.])[:.]+$/, '').trim());
}

/** What a column header or a definition term names: a name, a title, a channel (address, phone), or nothing known. */
export function headerKind(text: string): 'name' | 'title' | 'channel' | null {
  const f = fold(text).replace(/(?<![:.])[:.]+$/, '').trim();
  if (f === '') return null;
  if (NAME_HEADERS.has(f) || FAMILY_FIRST_HEADERS.has(f)) return 'name';
  if (TITLE_HEADERS.has(f) || DEPARTMENT_HEADERS.has(f)) return 'title';
  if (isChannelLabel(f) || isPhoneLike(f)) return 'channel';
  // Two headers in one ("Grade / Position", "Fach & Funktion"): a title's when one part is a
  // title's and none a name's.
  // (Split at the mark, then trimmed: a run of spaces around it tried from each of its positions was quadratic.)
  const parts = f.split(/[/&|]/u).map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length >= 2 && parts.length <= 3 && parts.some((part) => TITLE_HEADERS.has(part)) && !parts.some((part) => NAME_HEADERS.has(part) || FAMILY_FIRST_HEADERS.has(part))) return 'title';
  return null;
}
