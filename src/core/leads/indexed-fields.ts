/**
 * The lead fields the index knows of an address, read from the person profile and the company
 * the combined lookup renders for it: the enrich bulk's leads, and the leads the API creates
 * (`POST /v2/leads`, an upsert that creates, a campaign recipient without a lead) take them the
 * same way. A field the index does not know is null.
 */
import type { Company, Person } from '../../contract/schemas.js';
import { proHandleUrl } from '../identity/pro-handle.js';

export interface IndexedLeadFields {
  first_name: string | null;
  last_name: string | null;
  position: string | null;
  company: string | null;
  company_industry: string | null;
  company_size: string | null;
  website: string | null;
  country_code: string | null;
  phone_number: string | null;
  socialB: string | null;
  proNetwork_url: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function leadFieldsOf(person: Person | null, company: Company | null): IndexedLeadFields {
  const domain = text(company?.domain);
  const handle = text(person?.proNetwork?.handle);
  return {
    first_name: text(person?.name?.givenName),
    last_name: text(person?.name?.familyName),
    position: text(person?.employment?.title),
    company: text(company?.name) ?? text(person?.employment?.name),
    company_industry: text(company?.category?.industry),
    company_size: text(company?.metrics?.employees),
    website: domain ? `http://${domain}` : null,
    country_code: text(person?.geo?.countryCode) ?? text(company?.geo?.countryCode),
    phone_number: text(person?.phone),
    socialB: text(person?.socialB?.handle),
    proNetwork_url: handle ? proHandleUrl(handle) : null,
  };
}
