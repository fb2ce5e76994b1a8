import { describe, it, expect } from 'vitest';
import { TITLE_RULES, classifyTitle, normalizeTitle } from './title-rules.js';
import type { Department, Seniority } from './title-rules.js';

// [title, department, seniority, subRole]; subRole undefined = not asserted.
type Case = readonly [string, Department | null, Seniority | null, (string | null)?];

const CASES: readonly Case[] = [
  // Precedence cases from the spec
  ['Chief Marketing Officer', 'marketing', 'executive', 'cmo'],
  ['VP Engineering', 'it', 'executive', 'vice_president'],
  ['Head of People', 'hr', 'executive', null],
  ['Marketing Manager', 'marketing', 'senior', 'marketing_manager'],
  ['Sales Intern', 'sales', 'junior', null],
  ['CEO', 'executive', 'executive', 'ceo'],
  ['Software Engineer', 'it', null, 'software_engineer'],
  ['Art Director', 'design', 'executive', 'art_director'],
  ['Account Executive', 'sales', null, 'account_executive'],
  ['Executive Assistant', 'management', 'junior', 'executive_assistant'],
  ['Legal Counsel', 'legal', null, 'legal_counsel'],
  ['Directeur commercial', 'sales', 'executive'],
  ['Geschäftsführer', 'executive', 'executive', 'managing_director'],
  ['Responsable marketing', 'marketing', 'senior', 'marketing_manager'],
  // Titles with extra words
  ['Senior Software Engineer, Payments', 'it', 'senior', 'software_engineer'],
  ['VP Sales EMEA', 'sales', 'executive', 'vice_president'],
  ['SVP, Marketing & Communications', 'marketing', 'executive', 'vice_president'],
  ['Executive Assistant to the CEO', 'management', 'junior', 'executive_assistant'],
  ['Co-Founder & CTO', 'it', 'executive', 'cto'],
  ['Founder & CEO', 'executive', 'executive', 'ceo'],
  ['Chief Executive Officer', 'executive', 'executive', 'ceo'],
  ['Chief Technology Officer', 'it', 'executive', 'cto'],
  ['CFO', 'finance', 'executive', 'cfo'],
  ['Chief Operating Officer', 'operations', 'executive', 'coo'],
  ['CIO', 'it', 'executive', 'cio'],
  ['Chief of Staff', 'management', 'executive', 'chief_of_staff'],
  ['Founder', 'executive', 'executive', 'founder'],
  ['Owner', 'executive', 'executive', 'owner'],
  ['President', 'executive', 'executive', 'president'],
  ['Vice President', 'executive', 'executive', 'vice_president'],
  ['Chairman of the Board', 'executive', 'executive', 'chair'],
  ['Board Member', 'executive', 'executive', 'board_member'],
  ['Managing Director', 'executive', 'executive', 'managing_director'],
  ['General Manager', 'executive', 'executive', 'general_manager'],
  ['Partner', 'executive', 'executive', 'partner'],
  ['Managing Partner', 'executive', 'executive', 'partner'],
  ['Partner Manager', 'management', 'senior', null],
  ['HR Business Partner', 'hr', null, null],
  ['Product Owner', 'management', null, 'product_manager'],
  ['Product Manager', 'management', 'senior', 'product_manager'],
  ['Product Marketing Manager', 'marketing', 'senior', 'marketing_manager'],
  ['Project Manager', 'management', 'senior', 'project_manager'],
  ['Office Manager', 'management', 'senior', 'office_manager'],
  ['Manager', 'management', 'senior', null],
  ['Director', 'management', 'executive', null],
  ['Team Lead', 'management', 'senior', null],
  ['Engineering Manager', 'it', 'senior', 'engineering_manager'],
  ['Staff Engineer', 'it', 'senior', null],
  ['Principal Data Scientist', 'it', 'senior', 'data_scientist'],
  ['Junior Data Analyst', 'it', 'junior', 'data_analyst'],
  ['DevOps Engineer', 'it', null, 'devops_engineer'],
  ['QA Engineer', 'it', null, 'qa_engineer'],
  ['Solutions Architect', 'it', 'senior', 'software_architect'],
  ['Head of IT', 'it', 'executive', null],
  ['Information Security Analyst', 'it', null, null],
  ['IT Recruiter', 'hr', null, 'recruiter'],
  ['Talent Acquisition Manager', 'hr', 'senior', 'recruiter'],
  ['Sales Engineer', 'sales', null, null],
  ['Sales Operations Manager', 'sales', 'senior', null],
  ['Senior Account Executive', 'sales', 'senior', 'account_executive'],
  ['Key Account Manager', 'sales', 'senior', 'account_manager'],
  ['Business Development Representative', 'sales', null, 'sales_development_representative'],
  ['SDR', 'sales', null, 'sales_development_representative'],
  ['Sales Associate', 'sales', 'junior', 'sales_representative'],
  ['Sales Manager', 'sales', 'senior', 'sales_manager'],
  ['Customer Success Manager', 'support', 'senior', 'customer_success_manager'],
  ['Customer Service Representative', 'support', null, 'customer_support'],
  ['Technical Support Engineer', 'support', null, 'customer_support'],
  ['Helpdesk Technician', 'support', null, 'customer_support'],
  ['General Counsel', 'legal', 'executive', 'general_counsel'],
  ['Attorney at Law', 'legal', null, 'lawyer'],
  ['Compliance Officer', 'legal', null, 'compliance_officer'],
  ['Paralegal', 'legal', null, 'paralegal'],
  ['Senior Accountant', 'finance', 'senior', 'accountant'],
  ['Accountant', 'finance', null, 'accountant'],
  ['Financial Controller', 'finance', null, 'controller'],
  ['Internal Auditor', 'finance', null, 'auditor'],
  ['Treasury Analyst', 'finance', null, null],
  ['Growth Marketing Lead', 'marketing', 'senior', null],
  ['SEO Specialist', 'marketing', null, 'seo_specialist'],
  ['Lead Generation Specialist', 'marketing', null, null],
  ['Brand Manager', 'marketing', 'senior', null],
  ['Communications Director', 'communication', 'executive', null],
  ['PR Manager', 'communication', 'senior', 'public_relations'],
  ['Spokesperson', 'communication', null, 'spokesperson'],
  ['Teacher', 'education', null, 'teacher'],
  ['Assistant Professor of History', 'education', 'junior', 'professor'],
  ['Associate Professor', 'education', null, 'professor'],
  ['Corporate Trainer', 'education', null, 'trainer'],
  ['Graphic Designer', 'design', null, 'designer'],
  ['UX Designer', 'design', null, 'ux_designer'],
  ['Creative Director', 'design', 'executive', 'creative_director'],
  ['Registered Nurse', 'health', null, 'nurse'],
  ['Physician', 'health', null, 'physician'],
  ['Pharmacist', 'health', null, 'pharmacist'],
  ['Chief Medical Officer', 'health', 'executive', null],
  ['COO', 'operations', 'executive', 'coo'],
  ['Operations Manager', 'operations', 'senior', 'operations_manager'],
  ['Supply Chain Analyst', 'operations', null, null],
  ['Plant Manager', 'operations', 'senior', null],
  ['Procurement Specialist', 'operations', null, null],
  ['Associate', null, 'junior', null],
  ['Senior Consultant', null, 'senior', null],
  ['Graduate Trainee', null, 'junior', null],
  // French
  ['Président-directeur général', 'executive', 'executive', 'ceo'],
  ['Directrice des ressources humaines', 'hr', 'executive', null],
  ['Responsable RH', 'hr', 'senior', null],
  ['Chef de projet', 'management', 'senior', 'project_manager'],
  ['Stagiaire marketing', 'marketing', 'junior', null],
  ['Ingénieur logiciel', 'it', null, 'software_engineer'],
  ['Développeuse full stack', 'it', null, 'software_engineer'],
  ['Contrôleur de gestion', 'finance', null, 'controller'],
  ['Juriste', 'legal', null, 'legal_counsel'],
  ['Infirmière', 'health', null, 'nurse'],
  ['Assistante de direction', 'management', 'junior', 'executive_assistant'],
  ['Chargée de communication', 'communication', null, null],
  // German
  ['Geschaeftsfuehrerin', 'executive', 'executive', 'managing_director'],
  ['Vertriebsleiter', 'sales', 'senior', 'sales_manager'],
  ['Leiter Personal', 'hr', 'senior', null],
  ['Personalreferentin', 'hr', null, null],
  ['Softwareentwicklerin', 'it', null, 'software_engineer'],
  ['Praktikant Vertrieb', 'sales', 'junior', null],
  ['Buchhalterin', 'finance', null, 'accountant'],
  ['Rechtsanwalt', 'legal', null, 'lawyer'],
  ['Krankenschwester', 'health', null, 'nurse'],
  ['Lehrerin', 'education', null, 'teacher'],
  ['Inhaber', 'executive', 'executive', 'owner'],
  // Spanish
  ['Director de Marketing', 'marketing', 'executive', null],
  ['Directora de Recursos Humanos', 'hr', 'executive', null],
  ['Gerente General', 'executive', 'executive', 'general_manager'],
  ['Jefe de Ventas', 'sales', 'senior', 'sales_manager'],
  ['Becario de Marketing', 'marketing', 'junior', null],
  ['Abogada', 'legal', null, 'lawyer'],
  ['Desarrollador de software', 'it', null, 'software_engineer'],
  ['Enfermera', 'health', null, 'nurse'],
  ['Consejero Delegado', 'executive', 'executive', 'ceo'],
  ['Atención al cliente', 'support', null, 'customer_support'],
  // Italian
  ['Responsabile vendite', 'sales', 'senior', 'sales_manager'],
  ['Amministratore Delegato', 'executive', 'executive', 'ceo'],
  ['Stagista risorse umane', 'hr', 'junior', null],
  ['Avvocato', 'legal', null, 'lawyer'],
  ['Direttore finanziario', 'finance', 'executive', null],
  ['Insegnante', 'education', null, 'teacher'],
  // Portuguese
  ['Gerente de Vendas', 'sales', 'senior', 'sales_manager'],
  ['Estagiário de TI', 'it', 'junior', null],
  ['Diretora de Comunicação', 'communication', 'executive', null],
  ['Advogado', 'legal', null, 'lawyer'],
  ['Sócio fundador', 'executive', 'executive', 'founder'],
  // Japanese
  ['営業部長', 'sales', 'executive', null],
  ['代表取締役社長', 'executive', 'executive', 'ceo'],
  ['人事部長', 'hr', 'executive', null],
  ['経理課長', 'finance', 'senior', null],
  ['営業アシスタント', 'sales', 'junior', null],
  ['ソフトウェアエンジニア', 'it', null, 'software_engineer'],
  ['マーケティングマネージャー', 'marketing', 'senior', 'marketing_manager'],
  ['看護師', 'health', null, 'nurse'],
  ['デザイナー', 'design', null, 'designer'],
  ['広報', 'communication', null, 'public_relations'],
  ['営業代表', 'sales', null, null],
  ['ＣＥＯ', 'executive', 'executive', 'ceo'],
  // Case and punctuation do not matter
  ['sR. sOfTwArE eNgInEeR', 'it', 'senior', 'software_engineer'],
  ['  vice-president   of   SALES ', 'sales', 'executive', 'vice_president'],
  // Unknown titles: nothing is invented
  ['Wizard', null, null, null],
  ['Executive', null, null, null],
  ['Consultant', null, null, null],
  ['Security Guard', null, null, null],
  ['Personalization Engineer', 'it', null, null],
];

describe('classifyTitle', () => {
  it.each(CASES)('%s -> %s / %s / %s', (title, department, seniority, subRole) => {
    const got = classifyTitle(title);
    expect({ department: got.department, seniority: got.seniority }).toEqual({ department, seniority });
    if (subRole !== undefined) expect(got.subRole).toBe(subRole);
  });

  it('has a large, multilingual case table', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it('sets role to the department', () => {
    for (const [title] of CASES) {
      const got = classifyTitle(title);
      expect(got.role).toBe(got.department);
    }
  });

  it.each([null, undefined, '', '   ', '---', ' / & '])('returns all null for %j', (title) => {
    expect(classifyTitle(title)).toEqual({ department: null, seniority: null, role: null, subRole: null });
  });
});

describe('normalizeTitle', () => {
  it('lowercases, folds accents and turns punctuation into single spaces', () => {
    expect(normalizeTitle('  Président-Directeur Général (PDG) ')).toBe('president directeur general pdg');
    expect(normalizeTitle('Geschäftsführer/Straße')).toBe('geschaftsfuhrer strasse');
    expect(normalizeTitle('Sr. VP, R&D')).toBe('sr vp r d');
  });

  it('keeps Japanese voiced kana intact', () => {
    expect(normalizeTitle('デザイナー')).toBe('デザイナー');
  });
});

describe('TITLE_RULES', () => {
  it('is a frozen, non-empty table of stateless patterns', () => {
    expect(Object.isFrozen(TITLE_RULES)).toBe(true);
    expect(TITLE_RULES.length).toBeGreaterThan(0);
    for (const rule of TITLE_RULES) {
      expect(['department', 'seniority', 'subRole']).toContain(rule.field);
      expect(rule.match.global).toBe(false);
      expect(rule.match.sticky).toBe(false);
    }
  });

  it('is deterministic across repeated calls', () => {
    const first = classifyTitle('Senior Software Engineer');
    expect(classifyTitle('Senior Software Engineer')).toEqual(first);
  });
});
