/**
 * Plain-language words for industries, mapped to canonical industry names in GICS naming (the names
 * Clearbit-style `category.industry` values use). Data only: the query parser normalizes every term
 * (accents folded, lower case, punctuation to spaces, `&` to "and"), matches the longest term first,
 * accepts a plural on the last word ("banks" finds "bank") and then keeps only the canonical names
 * that are present in the index's own industry vocabulary.
 *
 * Several canonical names are listed where GICS renamed an industry (e.g. "Road & Rail" became
 * "Ground Transportation", "Internet & Direct Marketing Retail" was folded into "Broadline Retail"),
 * so the table works with indexes built from either naming. Listing a name the index lacks is
 * harmless: it is filtered out.
 *
 * Terms are English plus the most common French, German, Spanish, Italian, Portuguese, Japanese and
 * Chinese words. A term may appear in several groups; its canonical names are then merged.
 */
export interface IndustrySynonymGroup {
  /** Canonical GICS-style industry names, most specific first. */
  readonly industries: readonly string[];
  /** Words and phrases that mean these industries. */
  readonly terms: readonly string[];
}

/** The GICS industries (2023 names and the older names still found in company data). */
export const GICS_INDUSTRIES: readonly string[] = [
  // Energy
  'Energy Equipment & Services',
  'Oil, Gas & Consumable Fuels',
  // Materials
  'Chemicals',
  'Construction Materials',
  'Containers & Packaging',
  'Metals & Mining',
  'Paper & Forest Products',
  // Industrials
  'Aerospace & Defense',
  'Building Products',
  'Construction & Engineering',
  'Electrical Equipment',
  'Industrial Conglomerates',
  'Machinery',
  'Trading Companies & Distributors',
  'Commercial Services & Supplies',
  'Professional Services',
  'Air Freight & Logistics',
  'Passenger Airlines',
  'Airlines',
  'Marine Transportation',
  'Marine',
  'Ground Transportation',
  'Road & Rail',
  'Transportation Infrastructure',
  // Consumer discretionary
  'Automobile Components',
  'Auto Components',
  'Automobiles',
  'Household Durables',
  'Leisure Products',
  'Textiles, Apparel & Luxury Goods',
  'Hotels, Restaurants & Leisure',
  'Diversified Consumer Services',
  'Distributors',
  'Broadline Retail',
  'Internet & Direct Marketing Retail',
  'Multiline Retail',
  'Specialty Retail',
  // Consumer staples
  'Consumer Staples Distribution & Retail',
  'Food & Staples Retailing',
  'Beverages',
  'Food Products',
  'Tobacco',
  'Household Products',
  'Personal Care Products',
  'Personal Products',
  // Health care
  'Health Care Equipment & Supplies',
  'Health Care Providers & Services',
  'Health Care Technology',
  'Biotechnology',
  'Pharmaceuticals',
  'Life Sciences Tools & Services',
  // Financials
  'Banks',
  'Thrifts & Mortgage Finance',
  'Financial Services',
  'Diversified Financial Services',
  'Consumer Finance',
  'Capital Markets',
  'Mortgage Real Estate Investment Trusts (REITs)',
  'Insurance',
  // Information technology
  'IT Services',
  'Internet Software & Services',
  'Software',
  'Communications Equipment',
  'Technology Hardware, Storage & Peripherals',
  'Electronic Equipment, Instruments & Components',
  'Semiconductors & Semiconductor Equipment',
  // Communication services
  'Diversified Telecommunication Services',
  'Wireless Telecommunication Services',
  'Media',
  'Entertainment',
  'Interactive Media & Services',
  // Utilities
  'Electric Utilities',
  'Gas Utilities',
  'Multi-Utilities',
  'Water Utilities',
  'Independent Power and Renewable Electricity Producers',
  // Real estate
  'Real Estate Management & Development',
  'Equity Real Estate Investment Trusts (REITs)',
  'Diversified REITs',
  'Industrial REITs',
  'Hotel & Resort REITs',
  'Office REITs',
  'Health Care REITs',
  'Residential REITs',
  'Retail REITs',
  'Specialized REITs',
  'Real Estate',
];

const HEALTH_CARE = [
  'Health Care Providers & Services',
  'Health Care Equipment & Supplies',
  'Health Care Technology',
] as const;
const RETAIL = [
  'Specialty Retail',
  'Internet & Direct Marketing Retail',
  'Broadline Retail',
  'Multiline Retail',
] as const;
const REAL_ESTATE = [
  'Real Estate Management & Development',
  'Real Estate',
  'Equity Real Estate Investment Trusts (REITs)',
] as const;
const REITS = [
  'Equity Real Estate Investment Trusts (REITs)',
  'Mortgage Real Estate Investment Trusts (REITs)',
  'Diversified REITs',
  'Industrial REITs',
  'Hotel & Resort REITs',
  'Office REITs',
  'Health Care REITs',
  'Residential REITs',
  'Retail REITs',
  'Specialized REITs',
] as const;
const UTILITIES = ['Electric Utilities', 'Gas Utilities', 'Water Utilities', 'Multi-Utilities'] as const;
const TELECOM = ['Diversified Telecommunication Services', 'Wireless Telecommunication Services'] as const;
const AUTOMOTIVE = ['Automobiles', 'Automobile Components', 'Auto Components'] as const;
const GROUND = ['Ground Transportation', 'Road & Rail'] as const;
const AIRLINES = ['Passenger Airlines', 'Airlines'] as const;
const MARINE = ['Marine Transportation', 'Marine'] as const;

export const INDUSTRY_SYNONYM_GROUPS: readonly IndustrySynonymGroup[] = [
  // ---- Information technology
  {
    industries: ['Software', 'Internet Software & Services'],
    terms: [
      'software', 'software companies', 'software company', 'software firms', 'software vendors',
      'software development', 'software house', 'software houses', 'saas', 'paas', 'cloud',
      'cloud software', 'cloud computing', 'enterprise software', 'b2b software', 'apps', 'app developers',
      'mobile apps', 'tech', 'technology', 'tech companies', 'technology companies', 'high tech',
      'hightech', 'ai', 'artificial intelligence', 'machine learning', 'deep learning', 'big data',
      'data analytics', 'cybersecurity', 'cyber security', 'infosec', 'devtools', 'developer tools',
      'video games software',
      // fr
      'logiciel', 'logiciels', 'editeur de logiciels', 'editeurs de logiciels', 'editeur logiciel',
      'intelligence artificielle', 'informatique en nuage',
      // de
      'softwarefirma', 'softwarefirmen', 'softwarehersteller', 'softwarehaus', 'softwarehauser',
      'softwareentwicklung', 'kunstliche intelligenz',
      // es / it / pt
      'desarrollo de software', 'inteligencia artificial', 'intelligenza artificiale',
      'sviluppo software', 'desenvolvimento de software',
      // ja / zh
      'ソフトウェア', 'ソフトウエア', 'ソフトウェア開発', 'クラウド', '人工知能', '软件', '软件开发', '软件工程',
      '人工智能', '云计算',
    ],
  },
  {
    // "it" alone is an ordinary word (and ISO code of Italy): only these phrases mean IT.
    industries: ['IT Services', 'Software', 'Internet Software & Services'],
    terms: [
      'it companies', 'it company', 'it firms', 'it firm', 'it services', 'it service', 'it consulting',
      'it consultancy', 'it sector', 'it industry', 'it outsourcing', 'managed services',
      'managed service providers', 'msp', 'msps', 'systems integrators', 'system integrators',
      'web agencies', 'web agency', 'digital agencies', 'software consulting',
      'services informatiques', 'ssii', 'esn', 'societes informatiques', 'informatique',
      'it dienstleister', 'it dienstleistungen', 'it unternehmen', 'it firmen', 'systemhaus', 'systemhauser',
      'servicios informaticos', 'empresas de ti', 'servizi informatici', 'servicos de ti',
      'it 企業', 'it 公司', 'it 企业', '情報技術', '信息技术', 'it服务',
    ],
  },
  {
    industries: ['Technology Hardware, Storage & Peripherals'],
    terms: [
      'hardware', 'computer hardware', 'computers', 'pcs', 'storage', 'data storage', 'printers',
      'peripherals', 'materiel informatique', 'ordinateurs', 'computerhardware',
      'ハードウェア', '硬件', 'コンピュータ', '计算机',
    ],
  },
  {
    industries: ['Electronic Equipment, Instruments & Components'],
    terms: [
      'electronics', 'electronic components', 'electronic equipment', 'instruments', 'sensors',
      'iot', 'internet of things', 'electronique', 'elektronik', 'electronica', 'elettronica',
      'eletronica', '電子', '電子部品', '电子', '电子元件',
    ],
  },
  {
    industries: ['Semiconductors & Semiconductor Equipment'],
    terms: [
      'semiconductors', 'semiconductor', 'chips', 'chipmakers', 'chip makers', 'microchips',
      'semi conducteurs', 'semiconducteurs', 'halbleiter', 'semiconductores', 'semiconduttori',
      'semicondutores', '半導体', '半导体', '芯片',
    ],
  },
  {
    industries: ['Communications Equipment'],
    terms: [
      'communications equipment', 'networking equipment', 'network equipment', 'networking hardware',
      'routers', 'telecom equipment', 'telecommunications equipment',
    ],
  },

  // ---- Communication services
  {
    industries: [...TELECOM],
    terms: [
      'telecom', 'telecoms', 'telecommunications', 'telecommunication', 'telco', 'telcos',
      'isp', 'isps', 'internet service providers', 'internet providers', 'mobile operators',
      'carriers', 'wireless', 'mobile network operators',
      'telecommunications', 'operateurs telecoms', 'telekommunikation', 'telekom', 'telekommunikationsanbieter',
      'telecomunicaciones', 'telecomunicazioni', 'telecomunicacoes', 'operadoras',
      '通信', '電気通信', '电信', '通讯', '运营商',
    ],
  },
  {
    industries: ['Media'],
    terms: [
      'media', 'media companies', 'news', 'news media', 'publishing', 'publishers', 'publisher',
      'newspapers', 'magazines', 'broadcasting', 'broadcasters', 'television', 'tv', 'radio',
      'advertising', 'ad agencies', 'advertising agencies', 'marketing', 'marketing agencies',
      'digital marketing', 'public relations', 'pr agencies', 'adtech', 'ad tech', 'martech',
      // fr
      'medias', 'presse', 'edition', 'editeurs', 'publicite', 'agences de communication',
      'agence de communication', 'agences marketing',
      // de
      'medien', 'verlag', 'verlage', 'verlagswesen', 'rundfunk', 'werbung', 'werbeagenturen',
      'werbeagentur', 'marketingagenturen',
      // es / it / pt
      'medios', 'medios de comunicacion', 'editorial', 'editoriales', 'prensa', 'publicidad',
      'editoria', 'editori', 'pubblicita', 'midia', 'imprensa', 'editoras', 'publicidade',
      // ja / zh
      'メディア', '出版', '新聞', '広告', '放送', '媒体', '传媒', '新闻', '广告',
    ],
  },
  {
    industries: ['Entertainment'],
    terms: [
      'entertainment', 'gaming', 'games', 'video games', 'game studios', 'game developers', 'esports',
      'music', 'music labels', 'film', 'films', 'movies', 'film studios', 'streaming', 'cinema',
      'divertissement', 'jeux video', 'musique', 'unterhaltung', 'spiele', 'videospiele',
      'computerspiele', 'musik', 'entretenimiento', 'videojuegos', 'musica', 'intrattenimento',
      'videogiochi', 'entretenimento', 'jogos',
      'エンターテインメント', 'ゲーム', '音楽', '映画', '娱乐', '游戏', '音乐', '电影',
    ],
  },
  {
    industries: ['Interactive Media & Services'],
    terms: [
      'social media', 'social networks', 'social network', 'search engines', 'search engine',
      'online platforms', 'internet companies', 'internet', 'online marketplaces', 'dating apps',
      'reseaux sociaux', 'soziale netzwerke', 'redes sociales', 'social network', 'redes sociais',
      'ソーシャルメディア', 'インターネット', '社交媒体', '互联网',
    ],
  },

  // ---- Financials
  {
    industries: ['Financial Services', 'Diversified Financial Services'],
    terms: [
      'fintech', 'fintechs', 'payments', 'payment', 'payment providers', 'payment processing',
      'financial services', 'financial technology', 'finance', 'financial', 'neobanks', 'neobank',
      'crypto', 'cryptocurrency', 'blockchain', 'web3',
      'services financiers', 'paiement', 'paiements', 'finanzdienstleister', 'finanzdienstleistungen',
      'finanzen', 'zahlungsdienstleister', 'servicios financieros', 'finanzas', 'pagos',
      'servizi finanziari', 'finanza', 'pagamenti', 'servicos financeiros', 'financas', 'pagamentos',
      'フィンテック', '金融', '金融サービス', '决済', '決済', '金融科技', '金融服务', '支付',
    ],
  },
  {
    industries: ['Banks'],
    terms: [
      'bank', 'banks', 'banking', 'retail banking', 'commercial banks', 'credit unions',
      'banque', 'banques', 'bancaire', 'banken', 'bankwesen', 'sparkassen', 'banco', 'bancos',
      'banca', 'banche', 'bancario', 'bancaria',
      '銀行', '银行',
    ],
  },
  {
    industries: ['Capital Markets', 'Diversified Financial Services'],
    terms: [
      'investment', 'investments', 'investing', 'investors', 'investment firms', 'private equity', 'pe firms',
      'venture capital', 'vc', 'vcs', 'vc firms', 'venture capital firms', 'asset management',
      'asset managers', 'wealth management', 'investment banking', 'investment banks', 'hedge funds',
      'hedge fund', 'brokerage', 'brokers', 'stock exchanges', 'capital markets', 'family offices',
      'investissement', 'investissements', 'capital investissement', 'capital risque', 'gestion d actifs',
      'gestion de patrimoine', 'fonds d investissement', 'beteiligungsgesellschaften',
      'beteiligungsgesellschaft', 'vermogensverwaltung', 'vermogensverwalter', 'investmentgesellschaften',
      'risikokapital', 'inversion', 'inversiones', 'capital riesgo', 'gestion de activos',
      'fondos de inversion', 'investimenti', 'gestione patrimoniale', 'fondi di investimento',
      'investimentos', 'gestao de ativos', 'capital de risco', 'fundos de investimento',
      '投資', '資産運用', 'ベンチャーキャピタル', '投资', '资产管理', '风险投资', '私募股权',
    ],
  },
  {
    industries: ['Insurance'],
    terms: [
      'insurance', 'insurers', 'insurer', 'insurtech', 'insurtechs', 'reinsurance', 'insurance brokers',
      'assurance', 'assurances', 'assureurs', 'mutuelles', 'versicherung', 'versicherungen',
      'versicherer', 'seguros', 'aseguradoras', 'aseguradora', 'assicurazioni', 'assicurazione',
      'assicurativo', 'seguradoras', 'seguradora', 'seguro',
      '保険', '保险',
    ],
  },
  {
    industries: ['Consumer Finance'],
    terms: [
      'consumer finance', 'lending', 'lenders', 'loans', 'consumer lending', 'credit cards',
      'microfinance', 'bnpl', 'buy now pay later', 'credit', 'credit a la consommation', 'kredite',
      'prestamos', 'prestiti', 'emprestimos', '消費者金融', '消费金融', '贷款',
    ],
  },
  {
    industries: ['Thrifts & Mortgage Finance', 'Financial Services', 'Mortgage Real Estate Investment Trusts (REITs)'],
    terms: ['mortgage', 'mortgages', 'mortgage lenders', 'home loans', 'credit immobilier', 'hypotheken', 'hipotecas', 'mutui'],
  },

  // ---- Health care
  {
    industries: ['Biotechnology'],
    terms: [
      'biotech', 'biotechs', 'biotechnology', 'biotechnologies', 'life science biotech', 'gene therapy',
      'genomics', 'biologics', 'biopharma', 'synthetic biology',
      'biotechnologie', 'biotechnologies', 'biotechnologie unternehmen', 'biotecnologia',
      'biotecnologias', 'biotecnologie',
      'バイオテクノロジー', 'バイオ', '生物技术', '生物科技', '生物医药',
    ],
  },
  {
    industries: ['Pharmaceuticals'],
    terms: [
      'pharma', 'pharmas', 'pharmaceutical', 'pharmaceuticals', 'pharmaceutical companies',
      'drug makers', 'drugmakers', 'drug manufacturers', 'generics', 'biopharma',
      'pharmaceutique', 'pharmaceutiques', 'laboratoires pharmaceutiques', 'pharmaindustrie',
      'pharmazie', 'pharmazeutische', 'arzneimittel', 'farmaceutica', 'farmaceuticas',
      'farmaceutico', 'farmaceutiche', 'farmaceutici', 'farmaco', 'farmaceuticos', 'farmacia',
      '製薬', '医薬品', '制药', '医药', '药企',
    ],
  },
  {
    industries: [...HEALTH_CARE],
    terms: [
      'healthcare', 'health care', 'health', 'health services', 'sante', 'gesundheit',
      'gesundheitswesen', 'salud', 'sanidad', 'sanita', 'saude',
      'ヘルスケア', '医療', '医疗', '医疗保健', '健康',
    ],
  },
  {
    industries: ['Health Care Providers & Services'],
    terms: [
      'hospitals', 'hospital', 'clinics', 'clinic', 'care homes', 'nursing homes', 'home care',
      'dental clinics', 'healthcare providers', 'health care providers', 'medical practices',
      'pharmacies', 'veterinary', 'veterinarians', 'diagnostics labs',
      'hopitaux', 'cliniques', 'krankenhauser', 'kliniken', 'pflegeheime', 'pflegedienste',
      'hospitales', 'clinicas', 'ospedali', 'cliniche', 'hospitais',
      '病院', 'クリニック', '医院', '诊所',
    ],
  },
  {
    industries: ['Health Care Equipment & Supplies'],
    terms: [
      'medtech', 'medical devices', 'medical device', 'medical equipment', 'medical supplies',
      'medical technology', 'dispositifs medicaux', 'dispositif medical', 'medizintechnik',
      'medizinprodukte', 'dispositivos medicos', 'tecnologia medica', 'dispositivi medici',
      'equipamentos medicos', '医療機器', '医疗器械', '医疗设备',
    ],
  },
  {
    industries: ['Health Care Technology'],
    terms: [
      'healthtech', 'health tech', 'digital health', 'e health', 'ehealth', 'telemedicine', 'telehealth',
      'health it', 'sante numerique', 'e sante', 'digitale gesundheit', 'salud digital', 'sanita digitale',
      'saude digital', 'ヘルステック', '医疗科技', '互联网医疗',
    ],
  },
  {
    industries: ['Life Sciences Tools & Services'],
    terms: [
      'life sciences', 'life science', 'lab equipment', 'laboratory equipment', 'cro', 'cros',
      'contract research', 'clinical research', 'sciences de la vie', 'biowissenschaften',
      'ciencias de la vida', 'scienze della vita', 'ciencias da vida', 'ライフサイエンス', '生命科学',
    ],
  },

  // ---- Industrials
  {
    industries: ['Air Freight & Logistics'],
    terms: [
      'logistics', 'logistic', 'freight', 'freight forwarding', 'freight forwarders', 'shipping',
      'delivery', 'parcel delivery', 'couriers', 'courier', 'supply chain', 'warehousing', 'fulfillment',
      'fulfilment', '3pl', 'air freight', 'cargo',
      'logistique', 'fret', 'transitaires', 'messagerie', 'entreposage', 'logistik', 'spedition',
      'speditionen', 'logistikdienstleister', 'paketdienste', 'lieferdienste', 'logistica', 'logisticas',
      'paqueteria', 'mensajeria', 'spedizioni', 'corrieri', 'transportadoras', 'entregas',
      '物流', 'ロジスティクス', '配送', '快递', '货运', '供应链',
    ],
  },
  {
    industries: [...MARINE],
    terms: [
      'shipping', 'maritime', 'marine', 'shipping lines', 'shipowners', 'ocean freight',
      'maritime', 'transport maritime', 'reedereien', 'reederei', 'schifffahrt', 'naviera', 'navieras',
      'transporte maritimo', 'marittimo', 'trasporto marittimo', 'maritimo', '海運', '海运', '航运',
    ],
  },
  {
    industries: [...AIRLINES],
    terms: [
      'airlines', 'airline', 'air carriers', 'aviation', 'compagnies aeriennes', 'compagnie aerienne',
      'fluggesellschaften', 'fluggesellschaft', 'aerolineas', 'aerolinea', 'compagnie aeree',
      'companhias aereas', '航空会社', '航空公司',
    ],
  },
  {
    industries: [...GROUND],
    terms: [
      'trucking', 'trucks', 'railroads', 'railways', 'rail', 'road and rail', 'road freight',
      'ground transportation', 'public transport', 'ride hailing', 'taxis', 'bus', 'buses',
      'mobility', 'transportation', 'transport', 'transports', 'transport routier', 'ferroviaire',
      'transportunternehmen', 'bahn', 'eisenbahn', 'mobilitat', 'transporte', 'transportes',
      'ferrocarril', 'movilidad', 'trasporti', 'trasporto', 'ferroviario', 'mobilita',
      'transporte rodoviario', 'ferroviaria', 'mobilidade', '運輸', '鉄道', '交通', '运输', '铁路',
    ],
  },
  {
    industries: ['Transportation Infrastructure'],
    terms: ['airports', 'airport', 'ports', 'seaports', 'toll roads', 'aeroports', 'flughafen', 'hafen', 'aeropuertos', 'aeroporti', 'aeroportos', '空港', '港湾', '机场', '港口'],
  },
  {
    industries: ['Professional Services'],
    terms: [
      'consulting', 'consultancy', 'consultancies', 'consultants', 'consulting firms',
      'management consulting', 'professional services', 'business services', 'law firms', 'law firm',
      'legal', 'legal services', 'lawyers', 'attorneys', 'accounting', 'accountants',
      'accounting firms', 'audit', 'auditors', 'tax advisors', 'recruiting', 'recruitment',
      'recruitment agencies', 'staffing', 'staffing agencies', 'headhunters', 'executive search',
      'hr services', 'payroll services', 'market research', 'engineering consultancy',
      // fr
      'conseil', 'cabinets de conseil', 'cabinet de conseil', 'cabinets d avocats', 'avocats',
      'expertise comptable', 'comptabilite', 'recrutement', 'cabinets de recrutement', 'interim',
      // de
      'beratung', 'unternehmensberatung', 'unternehmensberatungen', 'berater', 'beratungsfirmen',
      'kanzleien', 'anwaltskanzleien', 'rechtsanwalte', 'steuerberater', 'wirtschaftsprufer',
      'personalvermittlung', 'personaldienstleister', 'zeitarbeit', 'marktforschung',
      // es / it / pt
      'consultoria', 'consultorias', 'consultoras', 'consultora', 'asesoria', 'asesorias', 'abogados',
      'despachos de abogados', 'contabilidad', 'reclutamiento', 'consulenza', 'societa di consulenza',
      'studi legali', 'avvocati', 'commercialisti', 'contabilita', 'selezione del personale',
      'consultorias', 'escritorios de advocacia', 'advogados', 'contabilidade', 'recrutamento',
      // ja / zh
      'コンサルティング', 'コンサル', '法律事務所', '会計事務所', '人材紹介', '人材派遣', '咨询', '顾问',
      '律师事务所', '会计师事务所', '招聘', '人力资源服务',
    ],
  },
  {
    industries: ['Commercial Services & Supplies'],
    terms: [
      'commercial services', 'cleaning', 'cleaning services', 'facility management', 'facilities management',
      'waste management', 'recycling', 'security services', 'printing', 'office supplies',
      'environmental services', 'nettoyage', 'gestion des dechets', 'securite privee', 'imprimerie',
      'reinigung', 'gebaudereinigung', 'facility services', 'entsorgung', 'abfallwirtschaft',
      'sicherheitsdienste', 'druckereien', 'limpieza', 'gestion de residuos', 'seguridad privada',
      'pulizie', 'gestione rifiuti', 'vigilanza', 'limpeza', 'gestao de residuos', 'reciclagem',
      '清掃', '警備', '廃棄物', '印刷', '保洁', '安保', '废物处理', '环保',
    ],
  },
  {
    industries: ['Machinery'],
    terms: [
      'machinery', 'machines', 'machine builders', 'industrial machinery', 'machine tools', 'robotics',
      'robots', 'automation', 'industrial automation', 'manufacturing', 'manufacturers',
      'industrial manufacturing', 'heavy equipment', 'agricultural machinery',
      'machines outils', 'machinisme', 'robotique', 'automatisation', 'fabrication', 'industrie manufacturiere',
      'maschinenbau', 'maschinenbauer', 'maschinen', 'robotik', 'automatisierung', 'fertigung',
      'anlagenbau', 'maquinaria', 'robotica', 'automatizacion', 'fabricacion', 'manufactura',
      'macchinari', 'macchine', 'automazione', 'manifattura', 'maquinas', 'automacao', 'fabricacao',
      'maquinario',
      '機械', '工作機械', 'ロボット', '製造', '製造業', '机械', '机器人', '制造', '制造业', '自动化',
    ],
  },
  {
    industries: ['Electrical Equipment'],
    terms: [
      'electrical equipment', 'electrical', 'batteries', 'battery', 'cables', 'electric motors',
      'power equipment', 'materiel electrique', 'elektrotechnik', 'elektroindustrie', 'equipos electricos',
      'apparecchiature elettriche', 'equipamentos eletricos', '電機', '電気機器', '电气', '电气设备', '电池',
    ],
  },
  {
    industries: ['Industrial Conglomerates'],
    terms: ['conglomerates', 'conglomerate', 'industrial conglomerates', 'konglomerate', 'conglomerados', 'conglomerati', '複合企業', '财团', '综合企业'],
  },
  {
    industries: ['Machinery', 'Electrical Equipment', 'Industrial Conglomerates'],
    terms: ['industrial', 'industrials', 'industrie', 'industriel', 'industriels', 'industria', 'industriale', 'industriali', 'industrial companies', '工業', '工业'],
  },
  {
    industries: ['Trading Companies & Distributors', 'Distributors'],
    terms: [
      'wholesale', 'wholesalers', 'wholesaler', 'distributors', 'distributor', 'distribution',
      'trading companies', 'import export', 'b2b distribution', 'grossistes', 'commerce de gros',
      'negoce', 'grosshandel', 'grosshandler', 'handelsunternehmen', 'mayoristas', 'distribuidores',
      'distribuidoras', 'distribucion', 'grossisti', 'distributori', 'distribuzione', 'atacadistas',
      'atacado', 'distribuicao', '卸売', '商社', '批发', '贸易', '分销',
    ],
  },
  {
    industries: ['Construction & Engineering'],
    terms: [
      'construction', 'construction companies', 'builders', 'contractors', 'general contractors',
      'civil engineering', 'engineering firms', 'engineering companies', 'infrastructure construction',
      'btp', 'batiment', 'genie civil', 'travaux publics', 'ingenierie', 'bau', 'bauunternehmen',
      'bauwesen', 'bauindustrie', 'baugewerbe', 'bauunternehmung', 'tiefbau', 'hochbau',
      'ingenieurburos', 'construccion', 'constructoras', 'constructora', 'ingenieria', 'edilizia',
      'costruzioni', 'imprese edili', 'ingegneria', 'construcao', 'construtoras', 'construtora',
      'engenharia', '建設', '建設業', 'ゼネコン', '建筑', '建筑业', '工程', '建造',
    ],
  },
  {
    industries: ['Building Products'],
    terms: [
      'building products', 'building materials', 'hvac', 'windows and doors', 'insulation', 'plumbing',
      'materiaux de construction', 'baustoffe', 'bauprodukte', 'materiales de construccion',
      'materiali da costruzione', 'materiais de construcao', '建材', '建筑材料',
    ],
  },
  {
    industries: ['Construction Materials'],
    terms: ['construction materials', 'cement', 'concrete', 'aggregates', 'ciment', 'beton', 'zement', 'cemento', 'hormigon', 'calcestruzzo', 'cimento', 'セメント', '水泥'],
  },
  {
    industries: ['Aerospace & Defense'],
    terms: [
      'aerospace', 'defense', 'defence', 'aerospace and defense', 'aerospace and defence', 'space industry',
      'space companies', 'space tech', 'spacetech', 'satellites', 'drones', 'military', 'defense contractors',
      'aeronautics', 'aeronautique', 'aerospatiale', 'luft und raumfahrt',
      'raumfahrt', 'luftfahrt', 'rustungsindustrie', 'verteidigung', 'aeroespacial', 'aeronautica',
      'defensa', 'aerospaziale', 'difesa', 'aeroespacial', 'defesa', 'aviacao',
      '航空宇宙', '防衛', '宇宙', '航空航天', '国防', '军工', '航天',
    ],
  },

  // ---- Consumer discretionary
  {
    industries: [...RETAIL],
    terms: [
      'retail', 'retailers', 'retailer', 'e commerce', 'ecommerce', 'online retail', 'online shops',
      'online shop', 'online stores', 'online store', 'webshops', 'webshop', 'shops', 'shop', 'stores',
      'store', 'd2c', 'dtc', 'direct to consumer', 'marketplaces',
      'commerce de detail', 'commerce en ligne', 'boutiques', 'magasins', 'vente en ligne',
      'einzelhandel', 'einzelhandler', 'handel', 'onlinehandel', 'onlineshops', 'online handel',
      'comercio', 'comercio minorista', 'minoristas', 'comercio electronico', 'tiendas', 'tiendas online',
      'commercio', 'commercio al dettaglio', 'vendita al dettaglio', 'dettaglio', 'commercio elettronico',
      'negozi', 'varejo', 'varejistas', 'comercio eletronico', 'lojas', 'lojas online',
      '小売', '小売業', '通販', 'ネット通販', 'eコマース', '電子商取引', '零售', '电商', '电子商务', '网店',
    ],
  },
  {
    industries: [...AUTOMOTIVE],
    terms: [
      'automotive', 'automobiles', 'automobile', 'auto', 'autos', 'cars', 'car makers', 'carmakers',
      'automakers', 'car manufacturers', 'auto parts', 'car parts', 'auto suppliers', 'automotive suppliers',
      'electric vehicles', 'ev', 'evs', 'automobile', 'equipementiers', 'constructeurs automobiles',
      'automobilindustrie', 'autoindustrie', 'automobilzulieferer', 'autohersteller', 'kfz',
      'automobilbranche', 'automotriz', 'automocion', 'automoviles', 'autopartes', 'automobilistico',
      'automobilistica', 'automotivo', 'automotiva', 'autopecas',
      '自動車', '自動車部品', '汽车', '汽车零部件', '新能源汽车',
    ],
  },
  {
    industries: ['Hotels, Restaurants & Leisure'],
    terms: [
      'hotels', 'hotel', 'hospitality', 'travel', 'tourism', 'travel agencies', 'tour operators',
      'restaurants', 'restaurant', 'cafes', 'bars', 'catering', 'leisure', 'casinos', 'gambling',
      'betting', 'cruise lines', 'fitness', 'gyms', 'resorts', 'food service',
      'hotellerie', 'hotels restaurants', 'restauration', 'tourisme', 'voyage', 'voyages',
      'agences de voyage', 'loisirs', 'hotellerie restauration', 'gastronomie', 'gastgewerbe',
      'tourismus', 'reisen', 'reiseveranstalter', 'freizeit', 'hoteles', 'hosteleria', 'hoteleria',
      'turismo', 'viajes', 'restaurantes', 'ocio', 'alberghi', 'ospitalita', 'ristoranti',
      'ristorazione', 'viaggi', 'hotelaria', 'viagens', 'lazer',
      'ホテル', '旅行', '観光', '飲食', 'レストラン', '外食', '酒店', '旅游', '餐饮', '餐厅',
    ],
  },
  {
    industries: ['Diversified Consumer Services'],
    terms: [
      'education', 'edtech', 'ed tech', 'training', 'e learning', 'elearning', 'online learning',
      'schools', 'school', 'universities', 'colleges', 'tutoring', 'bootcamps', 'language schools',
      'childcare', 'consumer services', 'funeral services', 'wedding services',
      'formation', 'formations', 'education', 'enseignement', 'ecoles', 'organismes de formation',
      'bildung', 'weiterbildung', 'schulen', 'hochschulen', 'nachhilfe', 'bildungsanbieter',
      'educacion', 'formacion', 'escuelas', 'academias', 'istruzione', 'formazione', 'scuole',
      'educacao', 'formacao', 'ensino', 'escolas', 'treinamento',
      '教育', 'エドテック', '研修', '学校', '塾', '培训', '在线教育', '教育科技',
    ],
  },
  {
    industries: ['Household Durables'],
    terms: [
      'household durables', 'furniture', 'home furnishings', 'home appliances', 'appliances',
      'consumer electronics', 'homebuilders', 'housewares', 'meubles', 'electromenager', 'mobel',
      'haushaltsgerate', 'muebles', 'electrodomesticos', 'mobili', 'arredamento', 'elettrodomestici',
      'moveis', 'eletrodomesticos', '家具', '家電', '家电',
    ],
  },
  {
    industries: ['Leisure Products'],
    terms: [
      'leisure products', 'toys', 'sporting goods', 'sports equipment', 'bicycles', 'bikes',
      'jouets', 'articles de sport', 'spielwaren', 'sportartikel', 'fahrrader', 'juguetes',
      'articulos deportivos', 'giocattoli', 'articoli sportivi', 'brinquedos', 'artigos esportivos',
      'おもちゃ', 'スポーツ用品', '玩具', '体育用品',
    ],
  },
  {
    industries: ['Textiles, Apparel & Luxury Goods'],
    terms: [
      'fashion', 'apparel', 'clothing', 'garments', 'textiles', 'textile', 'luxury', 'luxury goods',
      'footwear', 'shoes', 'jewelry', 'jewellery', 'watches', 'accessories',
      'mode', 'vetements', 'textile', 'luxe', 'habillement', 'chaussures', 'bekleidung', 'textilien',
      'luxusguter', 'schuhe', 'moda', 'ropa', 'textil', 'lujo', 'calzado', 'abbigliamento', 'tessile',
      'lusso', 'calzature', 'vestuario', 'roupas', 'luxo', 'calcados',
      'ファッション', 'アパレル', '繊維', '服装', '纺织', '时尚', '奢侈品',
    ],
  },

  // ---- Consumer staples
  {
    industries: ['Food Products', 'Beverages'],
    terms: [
      'food', 'foods', 'food and beverage', 'food and beverages', 'food and drink', 'f and b', 'fnb',
      'food industry', 'food tech', 'foodtech', 'agrifood', 'agroalimentaire', 'alimentaire',
      'alimentation', 'lebensmittel', 'lebensmittelindustrie', 'nahrungsmittel', 'alimentos', 'alimentacion',
      'alimentaria', 'alimentario', 'alimentare', 'alimentari', 'agroalimentare', 'alimenticio',
      '食品', '飲食料品', '食品饮料',
    ],
  },
  {
    industries: ['Food Products'],
    terms: [
      'food products', 'food manufacturers', 'food producers', 'agriculture', 'agricultural', 'agtech',
      'agritech', 'farming', 'farms', 'dairy', 'meat', 'bakeries', 'confectionery', 'snacks',
      'agriculture', 'agricole', 'landwirtschaft', 'agrar', 'agricultura', 'agricola', 'agricoltura',
      'agropecuaria', '農業', '农业', '食品加工',
    ],
  },
  {
    industries: ['Beverages'],
    terms: [
      'beverages', 'beverage', 'drinks', 'breweries', 'brewery', 'beer', 'wine', 'wineries', 'spirits',
      'distilleries', 'soft drinks', 'coffee', 'boissons', 'brasseries', 'vins', 'vin', 'spiritueux',
      'getranke', 'brauereien', 'wein', 'weinguter', 'bebidas', 'cervecerias', 'vino', 'vinos',
      'bodegas', 'bevande', 'birrifici', 'vini', 'cantine', 'cervejarias', 'vinhos',
      '飲料', '酒造', 'ビール', 'ワイン', '饮料', '酒业', '啤酒',
    ],
  },
  {
    industries: ['Consumer Staples Distribution & Retail', 'Food & Staples Retailing'],
    terms: [
      'grocery', 'groceries', 'grocery stores', 'supermarkets', 'supermarket', 'hypermarkets',
      'convenience stores', 'drugstores', 'food retail', 'quick commerce', 'supermarches',
      'grande distribution', 'epiceries', 'supermarkte', 'lebensmittelhandel', 'supermercados',
      'supermercati', 'grande distribuzione', 'スーパー', 'スーパーマーケット', 'コンビニ', '超市', '便利店',
    ],
  },
  {
    industries: ['Personal Care Products', 'Personal Products'],
    terms: [
      'cosmetics', 'beauty', 'personal care', 'skincare', 'skin care', 'fragrances', 'perfumes',
      'cosmetiques', 'beaute', 'parfums', 'kosmetik', 'schonheit', 'korperpflege', 'cosmeticos',
      'belleza', 'perfumes', 'cosmetici', 'bellezza', 'cosmetica', 'beleza', '化粧品', '美容', '化妆品',
    ],
  },
  {
    industries: ['Household Products'],
    terms: ['household products', 'cleaning products', 'detergents', 'produits menagers', 'haushaltsprodukte', 'productos del hogar', 'prodotti per la casa', '日用品'],
  },
  {
    industries: ['Tobacco'],
    terms: ['tobacco', 'cigarettes', 'vaping', 'tabac', 'tabak', 'tabaco', 'tabacco', 'たばこ', '烟草'],
  },

  // ---- Energy and utilities
  {
    industries: [
      'Independent Power and Renewable Electricity Producers',
      'Electric Utilities',
      'Oil, Gas & Consumable Fuels',
    ],
    terms: [
      'energy', 'energy companies', 'power', 'power generation', 'electricity',
      'energie', 'energies', 'energia', 'energias', 'strom', 'electricite', 'electricidad', 'elettricita',
      'eletricidade', 'エネルギー', '電力', '能源', '电力',
    ],
  },
  {
    // Renewables: power producers and utilities, not oil and gas.
    industries: ['Independent Power and Renewable Electricity Producers', 'Electric Utilities'],
    terms: [
      'solar', 'solar energy', 'solar power', 'renewable', 'renewables', 'renewable energy',
      'renewable energies', 'clean energy', 'green energy', 'cleantech', 'clean tech', 'wind',
      'wind energy', 'wind power', 'wind farms', 'hydropower', 'geothermal', 'photovoltaics', 'pv',
      'energies renouvelables', 'renouvelable', 'renouvelables', 'solaire', 'eolien', 'photovoltaique',
      'erneuerbare', 'erneuerbare energien', 'solarenergie', 'windenergie', 'windkraft', 'photovoltaik',
      'energias renovables', 'renovables', 'renovable', 'energia solar', 'eolica', 'fotovoltaica',
      'energie rinnovabili', 'rinnovabili', 'fotovoltaico', 'energia eolica', 'energias renovaveis',
      'renovaveis', 'energia renovavel',
      '再生可能エネルギー', '再エネ', '太陽光', '風力', '新能源', '可再生能源', '太阳能', '风能', '光伏',
    ],
  },
  {
    industries: ['Oil, Gas & Consumable Fuels', 'Energy Equipment & Services'],
    terms: [
      'oil', 'gas', 'oil and gas', 'petroleum', 'oil companies', 'refining', 'refineries', 'coal',
      'lng', 'fuels', 'petrole', 'petrole et gaz', 'petrolier', 'gaz', 'erdol', 'ol und gas', 'erdgas',
      'mineralol', 'petroleo', 'petroleo y gas', 'gas natural', 'petrolio', 'petrolio e gas',
      'petroleo e gas', '石油', '天然ガス', '石油天然气', '油气', '煤炭',
    ],
  },
  {
    industries: ['Energy Equipment & Services'],
    terms: ['oilfield services', 'drilling', 'energy services', 'offshore', 'services petroliers', '油田服务'],
  },
  {
    industries: [...UTILITIES],
    terms: [
      'utilities', 'utility', 'utility companies', 'public utilities', 'services publics', 'versorger',
      'energieversorger', 'stadtwerke', 'servicios publicos', 'multiutility', 'multiservizi',
      'concessionarias', '公益事業', '公用事业',
    ],
  },
  {
    industries: ['Water Utilities'],
    terms: ['water', 'water utilities', 'water supply', 'water treatment', 'eau', 'traitement de l eau', 'wasser', 'wasserversorgung', 'agua', 'acqua', 'agua e saneamento', 'saneamento', '水道', '水务'],
  },
  {
    industries: ['Gas Utilities'],
    terms: ['gas utilities', 'gas distribution', 'distribution de gaz', 'gasversorger', 'distribucion de gas'],
  },

  // ---- Materials
  {
    industries: ['Chemicals'],
    terms: [
      'chemicals', 'chemical', 'chemistry', 'chemical companies', 'specialty chemicals', 'fertilizers',
      'paints', 'coatings', 'plastics', 'industrial gases', 'chimie', 'chimique', 'chimiques', 'chemie',
      'chemieindustrie', 'chemische industrie', 'quimica', 'quimicas', 'quimicos', 'chimica', 'chimiche',
      '化学', '化学品', '化工',
    ],
  },
  {
    industries: ['Metals & Mining'],
    terms: [
      'mining', 'mines', 'metals', 'metal', 'steel', 'aluminum', 'aluminium', 'gold', 'copper mining',
      'metallurgy', 'mines', 'miniere', 'metallurgie', 'acier', 'sidérurgie', 'siderurgie', 'bergbau',
      'metall', 'metallindustrie', 'stahl', 'mineria', 'metales', 'acero', 'estrazione mineraria',
      'metalli', 'acciaio', 'mineracao', 'metais', 'aco', 'siderurgia',
      '鉱業', '鉄鋼', '金属', '采矿', '矿业', '钢铁', '有色金属',
    ],
  },
  {
    industries: ['Containers & Packaging'],
    terms: ['packaging', 'containers', 'emballage', 'emballages', 'verpackung', 'verpackungen', 'envases', 'embalajes', 'imballaggi', 'imballaggio', 'embalagens', '包装'],
  },
  {
    industries: ['Paper & Forest Products'],
    terms: ['paper', 'pulp', 'forestry', 'forest products', 'timber', 'lumber', 'wood', 'papier', 'bois', 'papeterie', 'holz', 'forstwirtschaft', 'papel', 'madera', 'carta', 'legno', 'madeira', 'celulose', '製紙', '造纸', '林业'],
  },

  // ---- Real estate
  {
    industries: [...REAL_ESTATE],
    terms: [
      'real estate', 'property', 'properties', 'property management', 'property developers', 'proptech',
      'realty', 'real estate agencies', 'real estate developers', 'commercial real estate', 'estate agents',
      'realtors', 'immobilier', 'immobiliere', 'agences immobilieres', 'promoteurs immobiliers',
      'immobilien', 'immobilienunternehmen', 'immobilienmakler', 'projektentwickler', 'hausverwaltung',
      'inmobiliaria', 'inmobiliarias', 'bienes raices', 'inmobiliario', 'immobiliare', 'immobiliari',
      'agenzie immobiliari', 'imobiliaria', 'imobiliarias', 'imobiliario', 'imoveis',
      '不動産', '房地产', '地产', '物业',
    ],
  },
  {
    industries: [...REITS],
    terms: ['reits', 'reit', 'real estate investment trusts', 'sociedades de inversion inmobiliaria', 'siic', 'scpi', '房地产投资信托'],
  },
];
