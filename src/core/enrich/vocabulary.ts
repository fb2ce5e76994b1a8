/** Hunter's value sets for an email record's department and seniority, and its address types. */
export const DEPARTMENTS = [
  'executive',
  'it',
  'finance',
  'management',
  'sales',
  'legal',
  'support',
  'hr',
  'marketing',
  'communication',
  'education',
  'design',
  'health',
  'operations',
] as const;
export const SENIORITIES = ['junior', 'senior', 'executive'] as const;
export const EMAIL_TYPES = ['personal', 'generic'] as const;
