import { getSupabase } from '../../lib/supabase';
import { createCompanySearchApi } from './companySearchClient';

export type { CompanySearchOutcome } from './companySearchClient';

/** The company-search edge function, through the site's Supabase client. */
export const searchCompany = createCompanySearchApi(getSupabase);
