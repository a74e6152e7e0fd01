import type { SavedSearchDto, SaveSearchDto, SearchJobsApiArg } from '../../../api/jobs';

export type JobType = NonNullable<SearchJobsApiArg['jobType']>;

/** The job types the server knows (part 3 §9), with the words the screen shows. */
export const JOB_TYPES: { value: JobType; label: string }[] = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'remote', label: 'Remote' },
];

export const jobTypeLabel = (type: JobType | null | undefined): string => JOB_TYPES.find((t) => t.value === type)?.label ?? '';

/** The "Posted within" choices, in days. */
export const POSTED_WITHIN: { days: number; label: string }[] = [
  { days: 1, label: '24 hours' },
  { days: 3, label: '3 days' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
];

/** The search as the screen and the URL hold it; empty values mean "any". */
export interface JobFilters {
  q: string;
  location: string;
  jobType: JobType | null;
  remote: boolean;
  postedWithinDays: number | null;
  minSalary: number | null;
}

export const NO_FILTERS: JobFilters = { q: '', location: '', jobType: null, remote: false, postedWithinDays: null, minSalary: null };

/** The server's bounds (SearchJobsQueryDto). */
const MAX_DAYS = 365;
export const MAX_SALARY = 10_000_000;

/** URL search-param names, short enough to share a link. */
const PARAM = { q: 'q', location: 'location', jobType: 'type', remote: 'remote', days: 'days', minSalary: 'minSalary' } as const;

const isJobType = (value: unknown): value is JobType => JOB_TYPES.some((t) => t.value === value);

/** A whole number within [min, max], or null. */
function wholeNumber(value: string | null | undefined, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Reads the filters from the page URL; anything malformed is dropped rather than sent to the server. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const type = params.get(PARAM.jobType);
  return {
    q: params.get(PARAM.q)?.trim() ?? '',
    location: params.get(PARAM.location)?.trim() ?? '',
    jobType: isJobType(type) ? type : null,
    remote: params.get(PARAM.remote) === '1',
    postedWithinDays: wholeNumber(params.get(PARAM.days), 1, MAX_DAYS),
    minSalary: wholeNumber(params.get(PARAM.minSalary), 0, MAX_SALARY),
  };
}

/** The filters as URL search params, leaving out the ones that are not set. */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set(PARAM.q, filters.q);
  if (filters.location) params.set(PARAM.location, filters.location);
  if (filters.jobType) params.set(PARAM.jobType, filters.jobType);
  if (filters.remote) params.set(PARAM.remote, '1');
  if (filters.postedWithinDays !== null) params.set(PARAM.days, String(filters.postedWithinDays));
  if (filters.minSalary !== null) params.set(PARAM.minSalary, String(filters.minSalary));
  return params;
}

/** The set filters only, in the shape both the search and a saved search take. */
function setFilters(filters: JobFilters): Omit<SaveSearchDto, 'name'> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.location ? { location: filters.location } : {}),
    ...(filters.jobType ? { jobType: filters.jobType } : {}),
    ...(filters.remote ? { remote: true } : {}),
    ...(filters.postedWithinDays !== null ? { postedWithinDays: filters.postedWithinDays } : {}),
    ...(filters.minSalary !== null ? { minSalary: filters.minSalary } : {}),
  };
}

/** The first page's query (the screen adds `cursor` for the next ones). */
export const searchArgs = (filters: JobFilters): SearchJobsApiArg => setFilters(filters);

export const saveSearchBody = (name: string, filters: JobFilters): SaveSearchDto => ({ name, ...setFilters(filters) });

/** A saved search's filters, as the screen holds them. */
export function filtersFromSaved(saved: SavedSearchDto['filters']): JobFilters {
  return {
    q: saved.q ?? '',
    location: saved.location ?? '',
    jobType: isJobType(saved.jobType) ? saved.jobType : null,
    remote: saved.remote === true,
    postedWithinDays: saved.postedWithinDays ?? null,
    minSalary: saved.minSalary ?? null,
  };
}

/** Whether two searches are the same (compared as the URL would hold them). */
export const sameFilters = (a: JobFilters, b: JobFilters): boolean => filtersToParams(a).toString() === filtersToParams(b).toString();

/** A short name for a search, to start the "Save this search" name from: "python · Berlin · Full-time". */
export function describeFilters(filters: JobFilters): string {
  const parts = [
    filters.q,
    filters.location,
    jobTypeLabel(filters.jobType),
    filters.remote ? 'Remote only' : '',
    filters.postedWithinDays !== null ? `Last ${filters.postedWithinDays} ${filters.postedWithinDays === 1 ? 'day' : 'days'}` : '',
    filters.minSalary !== null ? `${filters.minSalary.toLocaleString('en-US')}+` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ').slice(0, 100) : 'All jobs';
}

/**
 * The minimum-salary box: "", "80000", "80,000" or "$80 000" are fine. Answers the number (null
 * for blank) or an error sentence.
 */
export function parseSalary(text: string): { value: number | null } | { error: string } {
  const cleaned = text.replace(/[\s,$£€]/g, '');
  if (!cleaned) return { value: null };
  const value = wholeNumber(cleaned, 0, MAX_SALARY);
  return value === null ? { error: `Enter a whole number from 0 to ${MAX_SALARY.toLocaleString('en-US')}, like 80000.` } : { value };
}
